import { useState } from 'react';
import { Navigate } from 'react-router';
import { homePathFor } from '../../../shared/policies/landing.js';
import { FormPage } from '../../components/form-page.js';
import { Button } from '../../components/ui/button.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useSignedInUser } from '../../lib/session/current-user.js';
import { useLogout } from '../../lib/session/use-logout.js';
import { heldSignInPassword } from '../../lib/session/sign-in-password.js';
import { PasswordForm } from './password-form.js';

/**
 * Where a user with a temporary password is held until they pick their own. Saving updates the
 * cached user, and the cleared flag sends them home.
 */
export function ChoosePasswordPage() {
  useDocumentTitle('Choose your password');
  const user = useSignedInUser();
  const logout = useLogout();
  // The one-time password just typed to sign in; after a reload it is asked for.
  const [signInPassword] = useState(heldSignInPassword);

  if (!user.mustChangePassword) return <Navigate to={homePathFor(user.role)} replace />;

  return (
    <FormPage
      title="Choose your password"
      intro={`Welcome, ${user.fullName}. You signed in with a temporary password. Choose your own password to continue.`}
      headerAction={
        <Button variant="ghost" onClick={() => logout.mutate()} disabled={logout.isPending}>
          Log out
        </Button>
      }
    >
      <PasswordForm
        currentPasswordLabel="Temporary password"
        submitLabel="Save password and continue"
        knownCurrentPassword={signInPassword}
      />
    </FormPage>
  );
}
