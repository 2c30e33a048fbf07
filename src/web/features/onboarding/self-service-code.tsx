import { useState } from 'react';
import {
  registrationCodeSchema,
  type RegistrationCode,
  type RegistrationCodeInput,
} from '../../../shared/onboarding/schemas.js';
import { TextField } from '../../components/form/text-field.js';
import { useSchemaForm } from '../../components/form/use-schema-form.js';
import { SubmitButton } from '../../components/ui/submit-button.js';
import { toast } from '../../components/ui/toast-store.js';
import { useCreateCode } from './api.js';
import { CodeList } from './code-list.js';
import { CodeShare } from './code-share.js';
import { ONBOARDING_MSG } from './messages.js';

/** Spec 2 §9: 200 uses over 2 days unless the admin says otherwise. */
const defaultsFor = (companyId: number): RegistrationCodeInput => ({
  companyId,
  maxUses: 200,
  expiryDays: 2,
  role: 'parent',
});

function CodeForm({
  companyId,
  onCreated,
}: {
  companyId: number;
  onCreated: (code: RegistrationCode) => void;
}) {
  const form = useSchemaForm({
    schema: registrationCodeSchema,
    defaultValues: defaultsFor(companyId),
    mutation: useCreateCode(),
    onSaved: (code) => {
      toast(ONBOARDING_MSG.codeCreated);
      form.reset(defaultsFor(companyId));
      onCreated(code);
    },
    failureTitle: ONBOARDING_MSG.codeFailed,
  });

  return (
    <form onSubmit={form.onSubmit} noValidate className="grid content-start gap-4">
      <TextField
        form={form}
        name="maxUses"
        id="code-max-uses"
        label="Maximum uses"
        hint="How many people can register with it: 1 to 1,000."
        type="number"
        min={1}
        max={1000}
        inputMode="numeric"
      />
      <TextField
        form={form}
        name="expiryDays"
        id="code-expiry-days"
        label="Expires after (days)"
        hint="1 to 7 days."
        type="number"
        min={1}
        max={7}
        inputMode="numeric"
      />
      <SubmitButton className="justify-self-start" pending={form.pending} pendingLabel="Creating…">
        Create Code
      </SubmitButton>
    </form>
  );
}

/** Self-Service Code sub-tab: a code, link and QR code employees use to register themselves. */
export function SelfServiceCode({ companyId }: { companyId: number }) {
  const [shown, setShown] = useState<RegistrationCode | null>(null);
  return (
    <div className="grid gap-6">
      <p className="text-sm text-slate-700">
        Employees open the link or scan the QR code, then create their own parent account, which
        joins this company.
      </p>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,18rem)_1fr]">
        <CodeForm companyId={companyId} onCreated={setShown} />
        {shown && <CodeShare code={shown} />}
      </div>
      <CodeList companyId={companyId} shownId={shown?.id ?? null} onShow={setShown} />
    </div>
  );
}
