import { WORK_EMAIL_MSG } from '../../../shared/company-domains/messages.js';
import { workEmailSchema } from '../../../shared/company-domains/schemas.js';
import { MSG } from '../../../shared/messages.js';
import { FormPage } from '../../components/form-page.js';
import { EmailField } from '../../components/form/person-fields.js';
import { useSchemaForm } from '../../components/form/use-schema-form.js';
import { Alert } from '../../components/ui/alert.js';
import { SubmitButton } from '../../components/ui/submit-button.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useAskWorkEmailLink } from './work-email-api.js';
import { LogInInstead } from './log-in-instead.js';

/**
 * /register/work-email: an employee of a company with a verified domain asks for a link to
 * register, without a code (issue 30 §5). One answer, whoever has an account (decision 128).
 */
export function WorkEmailPage() {
  useDocumentTitle(WORK_EMAIL_MSG.title);
  const ask = useAskWorkEmailLink();
  const form = useSchemaForm({
    schema: workEmailSchema,
    defaultValues: { email: '' },
    mutation: ask,
    failureTitle: MSG.registrationFailed,
  });
  return (
    <FormPage title={WORK_EMAIL_MSG.title} intro={WORK_EMAIL_MSG.intro}>
      {ask.isSuccess ? (
        <Alert variant="success">
          <h2 className="font-semibold">Check your email</h2>
          <p>{WORK_EMAIL_MSG.checkEmail}</p>
        </Alert>
      ) : (
        <form onSubmit={form.onSubmit} noValidate className="grid gap-4">
          <EmailField form={form} id="work-email" label="Work email" />
          <SubmitButton size="lg" className="w-full" pending={form.pending} pendingLabel="Sending…">
            Email me a link
          </SubmitButton>
        </form>
      )}
      <LogInInstead />
    </FormPage>
  );
}
