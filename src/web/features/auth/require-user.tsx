import { Navigate, Outlet, useLocation } from 'react-router';
import { Button } from '../../components/ui/button.js';
import { FullPageSpinner } from '../../components/ui/spinner.js';
import { errorText } from '../../lib/api.js';
import { ROUTES } from '../../lib/paths.js';
import type { AccessRule } from './access.js';
import { useCurrentUser } from '../../lib/session/current-user.js';
import { authRedirectState } from './location-state.js';

/**
 * Layout route that lets a signed-in user through when `rule` allows it. Signed-out visitors
 * go to /auth and come back here after signing in; a temporary password must be replaced first.
 */
export function RequireUser({ rule }: { rule?: AccessRule }) {
  const { data: user, isPending, isError, error, refetch, isFetching } = useCurrentUser();
  const location = useLocation();

  if (isPending) return <FullPageSpinner />;
  if (isError) {
    return (
      <main className="grid min-h-dvh place-items-center p-6">
        <div className="grid max-w-sm justify-items-center gap-4 text-center">
          <h1 className="text-xl font-semibold">We could not check your sign-in</h1>
          <p className="text-slate-700">{errorText(error)}</p>
          <Button onClick={() => void refetch()} disabled={isFetching}>
            Try again
          </Button>
        </div>
      </main>
    );
  }
  if (!user) return <Navigate to={ROUTES.auth} replace state={authRedirectState(location)} />;
  if (user.mustChangePassword && location.pathname !== ROUTES.choosePassword) {
    return <Navigate to={ROUTES.choosePassword} replace />;
  }
  const elsewhere = rule?.(user);
  if (elsewhere) return <Navigate to={elsewhere} replace />;
  return <Outlet />;
}
