import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { SubmitButton } from '../../../components/ui/submit-button.js';
import { toast } from '../../../components/ui/toast-store.js';
import { toastFailed } from '../../../components/ui/toast-error.js';
import { applyFieldErrors } from '../../../lib/form-errors.js';
import { FormError } from '../../../components/ui/form-error.js';
import { useScheduleSession } from './api.js';
import { SessionFields } from './session-fields.js';
import {
  NEW_SESSION_DEFAULTS,
  SESSION_FIELDS,
  sessionFormSchema,
  toScheduledFor,
  type SessionFormInput,
  type SessionFormValues,
} from './session-form.js';

export function ScheduleSessionForm({ onDone }: { onDone: () => void }) {
  const schedule = useScheduleSession();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SessionFormInput, unknown, SessionFormValues>({
    resolver: zodResolver(sessionFormSchema),
    defaultValues: NEW_SESSION_DEFAULTS,
  });

  const onSubmit = handleSubmit(({ date, time, status: _status, notes: _notes, ...values }) =>
    schedule.mutate(
      { ...values, scheduledFor: toScheduledFor(date, time) },
      {
        onSuccess: () => {
          toast({ title: 'Success!', description: 'Session has been scheduled successfully.' });
          onDone();
        },
        onError: (error) => {
          applyFieldErrors(error, setError, SESSION_FIELDS);
          toastFailed('Failed to schedule session', error);
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormError error={schedule.error} />
      <SessionFields idPrefix="new-session" control={control} register={register} errors={errors} />
      <div className="flex justify-end">
        <SubmitButton pending={schedule.isPending} pendingLabel="Scheduling…">
          Schedule Session
        </SubmitButton>
      </div>
    </form>
  );
}
