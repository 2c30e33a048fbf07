import { Navigate } from 'react-router';
import { homePathFor } from '../../../shared/auth/routing.js';
import { Logo } from '../../components/logo.js';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent, CardHeader } from '../../components/ui/card.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useLogout, useSignedInUser } from '../auth/api.js';
import { PasswordForm } from './password-form.js';

/**
 * Where a user with a temporary password is held until they pick their own. Saving updates the
 * cached user, and the cleared flag sends them home.
 */
export function ChoosePasswordPage() {
  useDocumentTitle('Choose your password');
  const user = useSignedInUser();
  const logout = useLogout();

  if (!user.mustChangePassword) return <Navigate to={homePathFor(user.role)} replace />;

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex items-center justify-between p-4 sm:p-6">
        <Logo />
        <Button variant="ghost" onClick={() => logout.mutate()} disabled={logout.isPending}>
          Log out
        </Button>
      </header>
      <main className="flex flex-1 items-center justify-center px-4 pb-12">
        <Card className="w-full max-w-md">
          <CardHeader>
            <h1 className="text-2xl font-bold tracking-tight">Choose your password</h1>
            <p className="text-sm text-slate-700">
              Welcome, {user.fullName}. You signed in with a temporary password. Choose your own
              password to continue.
            </p>
          </CardHeader>
          <CardContent>
            <PasswordForm
              currentPasswordLabel="Temporary password"
              submitLabel="Save password and continue"
            />
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
