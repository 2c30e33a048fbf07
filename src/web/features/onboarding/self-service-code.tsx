import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  registrationCodeSchema,
  type RegistrationCode,
  type RegistrationCodeInput,
} from '../../../shared/onboarding/schemas.js';
import { SubmitButton } from '../../components/ui/submit-button.js';
import { FormField } from '../../components/ui/form-field.js';
import { Input } from '../../components/ui/input.js';
import { toast } from '../../components/ui/toast-store.js';
import { toastFailed } from '../../components/ui/toast-error.js';
import { applyFieldErrors } from '../../lib/form-errors.js';
import { useCreateCode } from './api.js';
import { CodeList } from './code-list.js';
import { CodeShare } from './code-share.js';
import { ONBOARDING_MSG } from './messages.js';

type Values = z.output<typeof registrationCodeSchema>;

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
  const create = useCreateCode();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<RegistrationCodeInput, unknown, Values>({
    resolver: zodResolver(registrationCodeSchema),
    defaultValues: defaultsFor(companyId),
  });

  const onSubmit = handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: (code) => {
        toast(ONBOARDING_MSG.codeCreated);
        reset(defaultsFor(companyId));
        onCreated(code);
      },
      onError: (error) => {
        applyFieldErrors(error, setError, ['maxUses', 'expiryDays']);
        toastFailed(ONBOARDING_MSG.codeFailed, error);
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid content-start gap-4">
      <FormField
        id="code-max-uses"
        label="Maximum uses"
        hint="How many people can register with it: 1 to 1,000."
        error={errors.maxUses?.message}
      >
        {(aria) => (
          <Input
            {...aria}
            type="number"
            min={1}
            max={1000}
            inputMode="numeric"
            {...register('maxUses')}
          />
        )}
      </FormField>
      <FormField
        id="code-expiry-days"
        label="Expires after (days)"
        hint="1 to 7 days."
        error={errors.expiryDays?.message}
      >
        {(aria) => (
          <Input
            {...aria}
            type="number"
            min={1}
            max={7}
            inputMode="numeric"
            {...register('expiryDays')}
          />
        )}
      </FormField>
      <SubmitButton
        className="justify-self-start"
        pending={create.isPending}
        pendingLabel="Creating…"
      >
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
