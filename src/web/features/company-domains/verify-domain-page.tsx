import { Link, useSearchParams } from 'react-router';
import { DOMAIN_MSG } from '../../../shared/company-domains/messages.js';
import { FormPage } from '../../components/form-page.js';
import { Alert } from '../../components/ui/alert.js';
import { buttonClasses } from '../../components/ui/button.js';
import { SubmitButton } from '../../components/ui/submit-button.js';
import { errorText } from '../../lib/api.js';
import { ROUTES } from '../../lib/paths.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useVerifyDomain } from './api.js';

/**
 * /verify-domain?token=…: the link emailed to an address on a company's domain (decision 128).
 * A button, not the visit, verifies, so a mail scanner that follows links verifies nothing.
 */
export function VerifyDomainPage() {
  useDocumentTitle('Confirm a domain');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyDomain();
  const intro =
    'Confirm that this domain belongs to your company, so that its staff can register with their work email.';

  if (verify.data) {
    return (
      <FormPage title="Domain confirmed" intro="Thank you.">
        <Alert variant="success">
          <p>{DOMAIN_MSG.verified(verify.data.domain, verify.data.companyName)}</p>
        </Alert>
        <Link
          to={ROUTES.auth}
          className={buttonClasses({ variant: 'outline', className: 'w-full' })}
        >
          Go to Log In
        </Link>
      </FormPage>
    );
  }
  const refusal = !token ? DOMAIN_MSG.linkInvalid : verify.isError ? errorText(verify.error) : null;
  return (
    <FormPage title="Confirm a domain" intro={intro}>
      {refusal ? (
        <Alert variant="error">
          <p>{refusal}</p>
        </Alert>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            verify.mutate(token);
          }}
        >
          <SubmitButton
            size="lg"
            className="w-full"
            pending={verify.isPending}
            pendingLabel="Confirming…"
          >
            Confirm the domain
          </SubmitButton>
        </form>
      )}
    </FormPage>
  );
}
