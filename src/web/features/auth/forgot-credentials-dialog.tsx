import { useState, type FormEventHandler, type ReactNode } from 'react';
import { recoverUsernameSchema, resetPasswordSchema } from '../../../shared/auth/schemas.js';
import { MSG } from '../../../shared/messages.js';
import { EmailField, UsernameField } from '../../components/form/person-fields.js';
import { useSchemaForm } from '../../components/form/use-schema-form.js';
import { Alert } from '../../components/ui/alert.js';
import { Button } from '../../components/ui/button.js';
import { SubmitButton } from '../../components/ui/submit-button.js';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog.js';
import { toast } from '../../components/ui/toast-store.js';
import { useRecoverUsername, useResetPassword } from './api.js';

type Mode = 'reset' | 'recover';

interface RequestFormProps {
  onDone: () => void;
  onFailed: () => void;
}

/**
 * Spec 1 §8: a failure shows the same neutral text as a success, so that nobody can learn from
 * this dialog whether an account exists.
 */
const neutralOutcome = ({ onDone, onFailed }: RequestFormProps, text: string) => ({
  onSaved: onDone,
  failureTitle: null,
  onFailed: () => {
    toast({ title: MSG.requestProcessed, description: text });
    onFailed();
  },
});

/** One field that names the account, and the button that sends the request. */
function RequestForm({
  form,
  submitLabel,
  children,
}: {
  form: { onSubmit: FormEventHandler; pending: boolean };
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={form.onSubmit} noValidate className="grid gap-4">
      {children}
      <SubmitButton pending={form.pending} pendingLabel="Sending…">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}

function ResetPasswordRequestForm(props: RequestFormProps) {
  const form = useSchemaForm({
    schema: resetPasswordSchema,
    defaultValues: { username: '' },
    mutation: useResetPassword(),
    ...neutralOutcome(props, MSG.resetPasswordDone),
  });
  return (
    <RequestForm form={form} submitLabel="Send reset link">
      <UsernameField form={form} id="forgot-username" />
    </RequestForm>
  );
}

function RecoverUsernameForm(props: RequestFormProps) {
  const form = useSchemaForm({
    schema: recoverUsernameSchema,
    defaultValues: { email: '' },
    mutation: useRecoverUsername(),
    ...neutralOutcome(props, MSG.recoverUsernameDone),
  });
  return (
    <RequestForm form={form} submitLabel="Send my username">
      <EmailField form={form} id="forgot-email" />
    </RequestForm>
  );
}

const COPY: Record<Mode, { title: string; description: string; toggle: string; done: string }> = {
  reset: {
    title: 'Reset your password',
    description: "Enter your username and we'll email you a link to choose a new password.",
    toggle: 'Forgot your username instead?',
    done: MSG.resetPasswordDone,
  },
  recover: {
    title: 'Recover your username',
    description: "Enter the email address on your account and we'll email you your username.",
    toggle: 'Reset your password instead',
    done: MSG.recoverUsernameDone,
  },
};

export function ForgotCredentialsDialog() {
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<Mode>('reset');
  const [done, setDone] = useState(false);
  const copy = COPY[mode];

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setMode('reset');
      setDone(false);
    }
  };
  const formProps: RequestFormProps = {
    onDone: () => setDone(true),
    onFailed: () => changeOpen(false),
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="link" className="text-sm">
          Forgot username or password?
        </Button>
      </DialogTrigger>
      <DialogContent>
        <div className="grid gap-5">
          <div className="grid gap-1.5">
            <DialogTitle>{copy.title}</DialogTitle>
            <DialogDescription>
              {done ? 'Your request has been received.' : copy.description}
            </DialogDescription>
          </div>
          {done ? (
            <>
              <Alert variant="success">
                <p>{copy.done}</p>
              </Alert>
              <DialogClose asChild>
                <Button variant="outline">Close</Button>
              </DialogClose>
            </>
          ) : (
            <>
              {mode === 'reset' ? (
                <ResetPasswordRequestForm {...formProps} />
              ) : (
                <RecoverUsernameForm {...formProps} />
              )}
              <Button
                variant="link"
                className="justify-self-center text-sm"
                onClick={() => setMode(mode === 'reset' ? 'recover' : 'reset')}
              >
                {copy.toggle}
              </Button>
            </>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
