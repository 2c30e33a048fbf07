import { errorText } from '../../lib/api.js';
import { Alert } from './alert.js';
import { Button } from './button.js';

/** A list that failed to load says why and offers another try. */
export function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert variant="error">
      <p>{errorText(error)}</p>
      <Button variant="outline" size="sm" className="justify-self-start" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
