import { Link } from 'react-router';
import { ROUTES } from '../../lib/paths.js';

/** The registration pages' way back to the sign-in page, for someone who has an account. */
export function LogInInstead() {
  return (
    <p className="text-center text-sm text-slate-700">
      Already have an account?{' '}
      <Link to={ROUTES.auth} className="font-medium text-indigo-700 hover:underline">
        Log in
      </Link>
    </p>
  );
}
