import { errorText } from '../../lib/api.js';
import { Alert } from './alert.js';

/** The server's answer to a failed save, shown in the form as well as in the toast (spec 2 §8). */
export function FormError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert variant="error">
      <p>{errorText(error)}</p>
    </Alert>
  );
}
