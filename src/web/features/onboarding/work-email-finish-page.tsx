import { useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { WORK_EMAIL_MSG } from '../../../shared/company-domains/messages.js';
import { workEmailRegisterSchema } from '../../../shared/company-domains/schemas.js';
import { PRODUCT_NAME } from '../../../shared/constants.js';
import { MSG, registrationWelcome } from '../../../shared/messages.js';
import { homePathFor } from '../../../shared/policies/landing.js';
import { FormPage } from '../../components/form-page.js';
import { FullNameField, UsernameField } from '../../components/form/person-fields.js';
import { useSchemaForm } from '../../components/form/use-schema-form.js';
import { Alert } from '../../components/ui/alert.js';
import { buttonClasses } from '../../components/ui/button.js';
import { Spinner } from '../../components/ui/spinner.js';
import { toast } from '../../components/ui/toast-store.js';
import { errorText } from '../../lib/api.js';
import { ROUTES } from '../../lib/paths.js';
import { replaceSession } from '../../lib/session/current-user.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { RegistrationEnd } from './registration-end.js';
import { useWorkEmailLink, useWorkEmailRegister } from './work-email-api.js';

function FinishForm({ token, email }: { token: string; email: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const register = useWorkEmailRegister();
  const form = useSchemaForm({
    schema: workEmailRegisterSchema,
    defaultValues: { token, fullName: '', username: '', password: '', confirmPassword: '' },
    mutation: register,
    failureTitle: MSG.registrationFailed,
    onSaved: (user) => {
      replaceSession(queryClient, user);
      toast({
        title: MSG.registrationSuccessful,
        description: registrationWelcome(PRODUCT_NAME, user.fullName),
      });
      void navigate(homePathFor(user.role), { replace: true });
    },
  });
  const [username, fullName] = useWatch({ control: form.control, name: ['username', 'fullName'] });
  return (
    <form onSubmit={form.onSubmit} noValidate className="grid gap-4">
      <p className="text-sm text-slate-700">
        Your account’s email: <span className="font-medium break-all text-slate-900">{email}</span>
      </p>
      <FullNameField form={form} id="work-full-name" />
      <UsernameField form={form} id="work-username" />
      <RegistrationEnd
        id="work"
        register={form.register}
        errors={form.errors}
        owner={{ username, email, fullName }}
        pending={form.pending}
        pendingLabel="Creating…"
      />
    </form>
  );
}

/** /register/work-email/finish?token=…: the emailed link finishes the registration (decision 128). */
export function WorkEmailFinishPage() {
  useDocumentTitle(WORK_EMAIL_MSG.finishTitle);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useWorkEmailLink(token);

  if (token && link.isPending) {
    return (
      <FormPage title={WORK_EMAIL_MSG.finishTitle} intro="Checking your link…">
        <Spinner label="Checking your link" className="justify-self-center" />
      </FormPage>
    );
  }
  if (!link.data) {
    return (
      <FormPage title={WORK_EMAIL_MSG.finishTitle} intro="This link cannot be used.">
        <Alert variant="error">
          <p>{link.isError ? errorText(link.error) : WORK_EMAIL_MSG.linkInvalid}</p>
        </Alert>
        <Link to={ROUTES.workEmailRegister} className={buttonClasses({ className: 'w-full' })}>
          Ask for a new link
        </Link>
      </FormPage>
    );
  }
  return (
    <FormPage
      title={WORK_EMAIL_MSG.finishTitle}
      intro={WORK_EMAIL_MSG.finishIntro(link.data.companyName)}
    >
      <FinishForm token={token} email={link.data.email} />
    </FormPage>
  );
}
