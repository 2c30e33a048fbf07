import { Suspense, lazy, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { SecondFactorStep as Step } from '../../../shared/auth/mfa.js';
import { loginSchema } from '../../../shared/auth/schemas.js';
import { LOGIN_ROLES, LOGIN_ROLE_LABELS } from '../../../shared/constants.js';
import { MSG } from '../../../shared/messages.js';
import { useSchemaForm } from '../../components/form/use-schema-form.js';
import { Button } from '../../components/ui/button.js';
import { FormField } from '../../components/ui/form-field.js';
import { Input } from '../../components/ui/input.js';
import { NativeSelect } from '../../components/ui/native-select.js';
import { useHydrated } from '../../lib/use-hydrated.js';
import { useLogin } from './api.js';
import { Spinner } from '../../components/ui/spinner.js';

// Only accounts with two-step sign-in reach it, after their password: its code (the authenticator
// set-up with its QR codes) stays out of the sign-in page's first load.
const SecondFactorStep = lazy(async () => ({
  default: (await import('./second-factor-step.js')).SecondFactorStep,
}));

const ROLE_OPTIONS = LOGIN_ROLES.map((value) => ({ value, label: LOGIN_ROLE_LABELS[value] }));
// Spec 1 §2: the student role, labelled Parent. Also written into the prerendered HTML.
const DEFAULT_ROLE = 'student';

const stepFrom = (params: URLSearchParams): Step | null => {
  const step = params.get('second-factor');
  return step === 'verify' || step === 'enrol' ? { secondFactor: step } : null;
};

/** Where to go after a successful sign-in is the page's job: it redirects once the user exists. */
export function LoginForm() {
  const login = useLogin();
  // A company sign-in that needs the account's own second step comes back here to take it.
  const [params] = useSearchParams();
  const [secondStep, setSecondStep] = useState<Step | null>(() => stepFrom(params));
  // Until its code runs, the prerendered form would be sent by the browser itself, password and
  // all. A plain button sends nothing, nor does Enter in a form with no submit button; unlike a
  // disabled one, it does not look out of order meanwhile (issue 26 §5).
  const ready = useHydrated();
  const { register, errors, onSubmit } = useSchemaForm({
    schema: loginSchema,
    defaultValues: { username: '', password: '', role: DEFAULT_ROLE },
    mutation: login,
    onSaved: (result) => {
      if ('secondFactor' in result) setSecondStep(result);
    },
    failureTitle: MSG.loginFailed,
  });

  if (secondStep) {
    return (
      <Suspense fallback={<Spinner />}>
        <SecondFactorStep
          step={secondStep.secondFactor}
          onRestart={() => {
            setSecondStep(null);
            login.reset();
          }}
        />
      </Suspense>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="login-username" label="Username" error={errors.username?.message}>
        {/* type said outright: HTML_CodeSniffer reads autocomplete="username" on an input
            without one as an error (WCAG 1.3.5). */}
        {(control) => (
          <Input {...control} type="text" autoComplete="username" {...register('username')} />
        )}
      </FormField>
      <FormField id="login-password" label="Password" error={errors.password?.message}>
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="current-password"
            {...register('password')}
          />
        )}
      </FormField>
      <FormField id="login-role" label="I am a" error={errors.role?.message}>
        {(control) => (
          <NativeSelect
            {...control}
            options={ROLE_OPTIONS}
            defaultValue={DEFAULT_ROLE}
            {...register('role')}
          />
        )}
      </FormField>
      <Button
        type={ready ? 'submit' : 'button'}
        size="lg"
        className="mt-2 w-full"
        disabled={login.isPending}
      >
        {login.isPending ? 'Logging in…' : 'Log In'}
      </Button>
    </form>
  );
}
