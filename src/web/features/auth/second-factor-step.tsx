import { useEffect, useState } from 'react';
import type { DefaultValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import {
  recoveryCodeSchema,
  totpCodeSchema,
  type SecondFactorStep as Step,
} from '../../../shared/auth/mfa.js';
import type { CurrentUser } from '../../../shared/auth/schemas.js';
import { TextField } from '../../components/form/text-field.js';
import { useSchemaForm, type Mutation } from '../../components/form/use-schema-form.js';
import { Button } from '../../components/ui/button.js';
import { FormError } from '../../components/ui/form-error.js';
import { Skeleton } from '../../components/ui/skeleton.js';
import { SubmitButton } from '../../components/ui/submit-button.js';
import { useFinishSignIn } from './api.js';
import { AuthenticatorSetup, RecoveryCodesPanel } from './authenticator-setup.js';
import { OneTimeCodeField } from './one-time-code-field.js';
import {
  useEnrolAtSignIn,
  useSignInEnrolment,
  useVerifyCode,
  useVerifyRecoveryCode,
} from './second-factor-api.js';

interface StepProps {
  /** Back to the password form, e.g. when the sign-in has timed out. */
  onRestart: () => void;
}

interface EnrolledProps {
  /** After enrolment, for pages that do not leave by themselves once a user is signed in. */
  onEnrolled?: ((user: CurrentUser) => void) | undefined;
}

const Heading = ({ children }: { children: string }) => (
  <h2 className="text-lg font-semibold">{children}</h2>
);

/** The answer to a wrong code, the Verify button, and the ways to another kind of code or back. */
function VerifyActions({
  mutation,
  switchLabel,
  onSwitch,
  onRestart,
}: StepProps & {
  mutation: { error: unknown; isPending: boolean };
  switchLabel: string;
  onSwitch: () => void;
}) {
  return (
    <>
      <FormError error={mutation.error} />
      <SubmitButton size="lg" pending={mutation.isPending} pendingLabel="Checking…">
        Verify
      </SubmitButton>
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="link" onClick={onSwitch}>
          {switchLabel}
        </Button>
        <Button variant="link" onClick={onRestart}>
          Start again
        </Button>
      </div>
    </>
  );
}

/** A form for one code: its field has the focus from the start, and again after a wrong code. */
function useCodeForm<T extends Record<string, string>>(
  schema: z.ZodType<T, T>,
  field: Path<T>,
  verify: Mutation<CurrentUser, T>,
) {
  const form = useSchemaForm({
    schema,
    defaultValues: { [field]: '' } as DefaultValues<T>,
    mutation: verify,
    onSaved: useFinishSignIn(),
    failureTitle: null,
    onFailed: () => form.setFocus(field),
  });
  const { setFocus } = form;
  // The password form has just gone: the field for the next step takes the focus it had.
  useEffect(() => setFocus(field), [setFocus, field]);
  return form;
}

function CodeForm({ onRestart, onRecovery }: StepProps & { onRecovery: () => void }) {
  const verify = useVerifyCode();
  const form = useCodeForm(totpCodeSchema, 'code', verify);
  return (
    <form onSubmit={form.onSubmit} noValidate className="grid gap-4">
      <Heading>Two-step sign-in</Heading>
      <OneTimeCodeField
        id="sign-in-code"
        error={form.errors.code?.message}
        registration={form.register('code')}
      />
      <VerifyActions
        mutation={verify}
        switchLabel="Use a recovery code instead"
        onSwitch={onRecovery}
        onRestart={onRestart}
      />
    </form>
  );
}

function RecoveryForm({ onRestart, onCode }: StepProps & { onCode: () => void }) {
  const verify = useVerifyRecoveryCode();
  const form = useCodeForm(recoveryCodeSchema, 'recoveryCode', verify);
  return (
    <form onSubmit={form.onSubmit} noValidate className="grid gap-4">
      <Heading>Use a recovery code</Heading>
      <TextField
        form={form}
        name="recoveryCode"
        id="sign-in-recovery-code"
        label="Recovery code"
        hint="One of the ten codes you kept when you turned two-step sign-in on. Each works once."
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        className="font-mono"
      />
      <VerifyActions
        mutation={verify}
        switchLabel="Use your authenticator app instead"
        onSwitch={onCode}
        onRestart={onRestart}
      />
    </form>
  );
}

/** An account that must use a second factor and has none: it enrols before reaching its area. */
function EnrolStep({ onRestart, onEnrolled }: StepProps & EnrolledProps) {
  const enrolment = useSignInEnrolment();
  const enrol = useEnrolAtSignIn();
  const finish = useFinishSignIn();
  const [done, setDone] = useState<{ user: CurrentUser; recoveryCodes: string[] } | null>(null);
  const form = useSchemaForm({
    schema: totpCodeSchema,
    defaultValues: { code: '' },
    mutation: enrol,
    onSaved: setDone,
    failureTitle: null,
    onFailed: () => form.setFocus('code'),
  });

  if (done) {
    return (
      <div className="grid gap-4">
        <Heading>Save your recovery codes</Heading>
        <RecoveryCodesPanel codes={done.recoveryCodes} />
        <Button
          size="lg"
          onClick={() => {
            finish(done.user);
            onEnrolled?.(done.user);
          }}
        >
          Continue
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={form.onSubmit} noValidate className="grid gap-4">
      <Heading>Set up two-step sign-in</Heading>
      <p className="text-sm text-slate-700">
        Your account needs a code from an authenticator app as well as your password.
      </p>
      {enrolment.data ? (
        <AuthenticatorSetup enrolment={enrolment.data} />
      ) : enrolment.error ? (
        <FormError error={enrolment.error} />
      ) : (
        <Skeleton className="h-64" />
      )}
      <OneTimeCodeField
        id="enrol-code"
        error={form.errors.code?.message}
        registration={form.register('code')}
      />
      <FormError error={enrol.error} />
      <SubmitButton size="lg" pending={enrol.isPending} pendingLabel="Checking…">
        Turn on and continue
      </SubmitButton>
      <Button variant="link" onClick={onRestart}>
        Start again
      </Button>
    </form>
  );
}

/** What follows a right password when the account has, or must set up, a second factor. */
export function SecondFactorStep({
  step,
  onRestart,
  onEnrolled,
}: StepProps & EnrolledProps & { step: Step['secondFactor'] }) {
  const [recovery, setRecovery] = useState(false);
  if (step === 'enrol') return <EnrolStep onRestart={onRestart} onEnrolled={onEnrolled} />;
  return recovery ? (
    <RecoveryForm onRestart={onRestart} onCode={() => setRecovery(false)} />
  ) : (
    <CodeForm onRestart={onRestart} onRecovery={() => setRecovery(true)} />
  );
}
