import { Building2 } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { SSO_MSG } from '../../../shared/sso/messages.js';
import { ssoStartSchema } from '../../../shared/sso/schemas.js';
import { TextField } from '../../components/form/text-field.js';
import { useSchemaForm } from '../../components/form/use-schema-form.js';
import { Alert } from '../../components/ui/alert.js';
import { Button } from '../../components/ui/button.js';
import { SubmitButton } from '../../components/ui/submit-button.js';
import { useStartCompanySignIn } from './api.js';

/**
 * "Sign in with your company" (issue 30 §2): the work email's domain names the company, whose
 * identity provider the browser is sent to (decision 123).
 */
export function CompanySignIn() {
  const [open, setOpen] = useState(false);
  const start = useStartCompanySignIn();
  const form = useSchemaForm({
    schema: ssoStartSchema,
    defaultValues: { email: '' },
    mutation: start,
    failureTitle: 'Sign in with your company',
    onSaved: ({ redirectUrl }) => window.location.assign(redirectUrl),
  });

  // Closed, a link beside "Forgot username or password?": the card stays short enough that a
  // failed sign-in's toast, bottom right, never covers it (issue 26 §5).
  if (!open) {
    return (
      <Button type="button" variant="link" className="text-sm" onClick={() => setOpen(true)}>
        <Building2 aria-hidden="true" className="size-4" />
        Sign in with your company
      </Button>
    );
  }
  return (
    <form onSubmit={form.onSubmit} noValidate className="grid basis-full gap-3">
      <TextField
        form={form}
        name="email"
        id="company-email"
        label="Work email"
        type="email"
        autoComplete="email"
        hint="You will sign in on your company's own page."
      />
      <SubmitButton
        pending={form.pending || start.isSuccess}
        pendingLabel="Opening your company's sign-in…"
        size="lg"
        className="w-full"
      >
        Continue with your company
      </SubmitButton>
    </form>
  );
}

/** After a provider's sign-in was refused, the page says so once: why, if the account is closed. */
export function CompanySignInRefused() {
  const [params] = useSearchParams();
  const outcome = params.get('sso');
  if (outcome !== 'refused' && outcome !== 'closed') return null;
  return (
    <Alert variant="error">
      <p>{outcome === 'closed' ? SSO_MSG.closed : SSO_MSG.refused}</p>
    </Alert>
  );
}
