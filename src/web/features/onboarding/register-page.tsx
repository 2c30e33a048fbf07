import { useWatch } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { registerSchema } from '../../../shared/auth/schemas.js';
import { PRODUCT_NAME } from '../../../shared/constants.js';
import { MSG } from '../../../shared/messages.js';
import { REGISTRATION_MSG } from '../../../shared/onboarding/registration-messages.js';
import { FormPage } from '../../components/form-page.js';
import { FullNameField, EmailField, UsernameField } from '../../components/form/person-fields.js';
import { useSchemaForm } from '../../components/form/use-schema-form.js';
import { Alert } from '../../components/ui/alert.js';
import { buttonClasses } from '../../components/ui/button.js';
import { Spinner } from '../../components/ui/spinner.js';
import { ApiError, errorText } from '../../lib/api.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { ROUTES } from '../../lib/paths.js';
import { useCurrentUser } from '../../lib/session/current-user.js';
import { useRegister, useRegistrationInfo } from './api.js';
import { RegistrationEnd } from './registration-end.js';
import { LogInInstead } from './log-in-instead.js';

function RegisterForm({ code, onCodeRefused }: { code: string; onCodeRefused: () => void }) {
  const signUp = useRegister();
  const form = useSchemaForm({
    schema: registerSchema,
    defaultValues: {
      code,
      fullName: '',
      username: '',
      email: '',
      password: '',
      confirmPassword: '',
    },
    mutation: signUp,
    failureTitle: MSG.registrationFailed,
    onFailed: (error) => {
      // The code ran out or was withdrawn while this form was open: show why, not the form.
      if (error instanceof ApiError && error.status === 404) {
        onCodeRefused();
      }
    },
  });
  const { register, errors } = form;

  const [username, email, fullName] = useWatch({
    control: form.control,
    name: ['username', 'email', 'fullName'],
  });

  // The same answer whether or not the name or address is taken: the email says which.
  if (signUp.isSuccess) {
    return (
      <section aria-labelledby="register-sent" className="grid gap-4">
        <Alert variant="success">
          <h2 id="register-sent" className="font-semibold">
            {REGISTRATION_MSG.checkEmailTitle}
          </h2>
          <p>{REGISTRATION_MSG.checkEmail}</p>
        </Alert>
      </section>
    );
  }

  return (
    <form onSubmit={form.onSubmit} noValidate className="grid gap-4">
      <FullNameField form={form} id="register-full-name" />
      <UsernameField form={form} id="register-username" />
      <EmailField form={form} id="register-email" label="Email" />
      <RegistrationEnd
        id="register"
        register={register}
        errors={errors}
        owner={{ username, email, fullName }}
        pending={form.pending}
        pendingLabel="Sending…"
      />
    </form>
  );
}

/** /register/{code}: an employee creates their own parent account with the employer's code. */
export function RegisterPage() {
  useDocumentTitle('Register');
  const { code = '' } = useParams();
  const info = useRegistrationInfo(code);
  const { data: user } = useCurrentUser();

  if (info.isPending) {
    return (
      <FormPage title="Create your account" intro="Checking your registration code…">
        <Spinner label="Checking your registration code" className="justify-self-center" />
      </FormPage>
    );
  }
  if (info.isError) {
    return (
      <FormPage
        title="This registration link cannot be used"
        intro="Registration needs a valid code from your employer."
      >
        <Alert variant="error">
          <p>{errorText(info.error)}</p>
        </Alert>
        <Link to={ROUTES.auth} className={buttonClasses({ className: 'w-full' })}>
          Go to Log In
        </Link>
      </FormPage>
    );
  }
  return (
    <FormPage
      title="Create your account"
      intro={`${info.data.companyName} offers ${PRODUCT_NAME} to its employees. Create your parent account to get started.`}
    >
      {user && (
        <Alert variant="success">
          <p>
            You are signed in as {user.fullName}. Creating an account signs you in to the new
            account instead.
          </p>
        </Alert>
      )}
      <RegisterForm code={code} onCodeRefused={() => void info.refetch()} />
      <LogInInstead />
    </FormPage>
  );
}
