import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { newPasswordSchema } from '../../../shared/auth/schemas.js';
import { PRODUCT_NAME } from '../../../shared/constants.js';
import { SERVER_MSG } from '../../../shared/messages.js';
import { FormPage } from '../../components/form-page.js';
import { useSchemaForm } from '../../components/form/use-schema-form.js';
import { Alert } from '../../components/ui/alert.js';
import { SubmitButton } from '../../components/ui/submit-button.js';
import { buttonClasses } from '../../components/ui/button.js';
import { NewPasswordFields } from '../../components/ui/new-password-fields.js';
import { errorText } from '../../lib/api.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { ROUTES } from '../../lib/paths.js';
import { useConfirmPasswordReset } from './api.js';

function LogInLink({ children }: { children: ReactNode }) {
  return (
    <Link to={ROUTES.auth} className={buttonClasses({ className: 'w-full' })}>
      {children}
    </Link>
  );
}

function NewPasswordForm({ token, invite }: { token: string; invite: boolean }) {
  const confirm = useConfirmPasswordReset();
  const { register, errors, onSubmit } = useSchemaForm({
    schema: newPasswordSchema,
    defaultValues: { token, password: '', confirmPassword: '' },
    mutation: confirm,
    // The alert above the fields says what went wrong.
    failureTitle: null,
  });

  if (confirm.isSuccess) {
    return (
      <div className="grid gap-4">
        <Alert variant="success">
          <p>{confirm.data.message}</p>
        </Alert>
        <LogInLink>Go to Log In</LogInLink>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {confirm.isError && !errors.password && !errors.confirmPassword && (
        <Alert variant="error">
          <p>{errorText(confirm.error)}</p>
          <Link to={ROUTES.auth} className="font-medium underline">
            Request a new link from the Log In page
          </Link>
        </Alert>
      )}
      <NewPasswordFields id="reset" register={register} errors={errors} />
      <SubmitButton size="lg" pending={confirm.isPending}>
        {invite ? 'Set password' : 'Set new password'}
      </SubmitButton>
    </form>
  );
}

/** Also where an invited tutor lands (invite=1) to choose their first password. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invite = params.get('invite') === '1';
  const title = invite ? 'Set your password' : 'Choose a new password';
  useDocumentTitle(title);

  return (
    <FormPage
      title={title}
      intro={
        invite
          ? `Welcome to ${PRODUCT_NAME}. Choose a password to finish setting up your account; pick one you do not use anywhere else.`
          : 'Pick a password you do not use anywhere else.'
      }
    >
      {token ? (
        <NewPasswordForm token={token} invite={invite} />
      ) : (
        <>
          <Alert variant="error">
            <p>{SERVER_MSG.resetLinkInvalid}</p>
          </Alert>
          <LogInLink>Go to Log In</LogInLink>
        </>
      )}
    </FormPage>
  );
}
