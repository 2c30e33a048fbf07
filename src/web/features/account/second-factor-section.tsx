import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import {
  MFA_MSG,
  accountEnableSchema,
  type AccountSetup,
  type CurrentPasswordInput,
} from '../../../shared/auth/mfa.js';
import { useSchemaForm } from '../../components/form/use-schema-form.js';
import { Button } from '../../components/ui/button.js';
import { FormError } from '../../components/ui/form-error.js';
import { Skeleton } from '../../components/ui/skeleton.js';
import { SubmitButton } from '../../components/ui/submit-button.js';
import { toast } from '../../components/ui/toast-store.js';
import { AuthenticatorSetup, RecoveryCodesPanel } from '../auth/authenticator-setup.js';
import { OneTimeCodeField } from '../auth/one-time-code-field.js';
import { CurrentPasswordField } from './current-password-field.js';
import { useCurrentPasswordForm } from './use-current-password-form.js';
import {
  useDisableSecondFactor,
  useEnableSecondFactor,
  useRefreshSecondFactor,
  useRenewRecoveryCodes,
  useSecondFactorStatus,
  useStartSetup,
} from './second-factor-api.js';

function EnableForm({
  setup,
  onEnabled,
}: {
  setup: AccountSetup;
  onEnabled: (codes: string[]) => void;
}) {
  const form = useSchemaForm({
    schema: accountEnableSchema,
    defaultValues: { sealedSetup: setup.sealedSetup, code: '', currentPassword: '' },
    mutation: useEnableSecondFactor(),
    onSaved: ({ recoveryCodes }) => {
      toast({ title: MFA_MSG.enabled });
      onEnabled(recoveryCodes);
    },
    failureTitle: null,
  });
  const { errors } = form;
  return (
    <form onSubmit={form.onSubmit} noValidate className="grid gap-4">
      <AuthenticatorSetup enrolment={setup} />
      <OneTimeCodeField
        id="account-mfa-code"
        error={errors.code?.message}
        registration={form.register('code')}
      />
      <CurrentPasswordField
        id="account-mfa-password"
        error={errors.currentPassword?.message}
        registration={form.register('currentPassword')}
      />
      {/* A wrong code or password is said under its field; once is enough (issue 26 §5). */}
      {!errors.code && !errors.currentPassword && <FormError error={form.error} />}
      <SubmitButton className="justify-self-start" pending={form.pending}>
        Turn on two-step sign-in
      </SubmitButton>
    </form>
  );
}

/** A change that needs the password: new recovery codes, or turning the second factor off. */
function PasswordConfirmForm<T>({
  id,
  submitLabel,
  mutation,
  onDone,
  onCancel,
}: {
  id: string;
  submitLabel: string;
  mutation: UseMutationResult<T, Error, CurrentPasswordInput>;
  onDone: (result: T) => void;
  onCancel: () => void;
}) {
  const { form, onSubmit } = useCurrentPasswordForm(mutation, onDone);
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <CurrentPasswordField
        id={id}
        error={form.formState.errors.currentPassword?.message}
        registration={form.register('currentPassword')}
      />
      <FormError error={mutation.error} />
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={mutation.isPending}>{submitLabel}</SubmitButton>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Two-step sign-in in account settings: turn it on with a QR code, renew codes, turn it off. */
export function SecondFactorSection() {
  const status = useSecondFactorStatus();
  const refresh = useRefreshSecondFactor();
  const start = useStartSetup();
  const renew = useRenewRecoveryCodes();
  const disable = useDisableSecondFactor();
  const [mode, setMode] = useState<'idle' | 'renew' | 'disable'>('idle');
  const [codes, setCodes] = useState<string[] | null>(null);

  if (codes) {
    return (
      <div className="grid gap-4">
        <RecoveryCodesPanel codes={codes} />
        <Button
          className="justify-self-start"
          onClick={() => {
            setCodes(null);
            start.reset();
            void refresh();
          }}
        >
          I have saved my codes
        </Button>
      </div>
    );
  }
  if (!status.data) {
    return status.error ? <FormError error={status.error} /> : <Skeleton className="h-10" />;
  }
  if (!status.data.enabled) {
    if (start.data) {
      return <EnableForm setup={start.data} onEnabled={setCodes} />;
    }
    return (
      <div className="grid gap-3">
        <p className="text-sm text-slate-700">
          Two-step sign-in is off. Turn it on to sign in with a code from an authenticator app as
          well as your password.
        </p>
        <FormError error={start.error} />
        <Button
          className="justify-self-start"
          disabled={start.isPending}
          onClick={() => start.mutate()}
        >
          Set up two-step sign-in
        </Button>
      </div>
    );
  }

  const { recoveryCodesLeft, required } = status.data;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-700">
        Two-step sign-in is on. You have {recoveryCodesLeft} unused recovery{' '}
        {recoveryCodesLeft === 1 ? 'code' : 'codes'}.
        {required && ' Your account needs it, so it stays on.'}
      </p>
      {mode === 'renew' ? (
        <PasswordConfirmForm
          id="account-mfa-renew-password"
          submitLabel="Make new recovery codes"
          mutation={renew}
          onCancel={() => setMode('idle')}
          onDone={(result) => {
            toast({ title: MFA_MSG.codesRenewed });
            setMode('idle');
            setCodes(result.recoveryCodes);
          }}
        />
      ) : mode === 'disable' ? (
        <PasswordConfirmForm
          id="account-mfa-disable-password"
          submitLabel="Turn off two-step sign-in"
          mutation={disable}
          onCancel={() => setMode('idle')}
          onDone={() => {
            toast({ title: MFA_MSG.disabled });
            setMode('idle');
            start.reset();
          }}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setMode('renew')}>
            Make new recovery codes
          </Button>
          {!required && (
            <Button variant="outline" onClick={() => setMode('disable')}>
              Turn off
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
