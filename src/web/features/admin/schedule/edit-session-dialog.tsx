import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AdminScheduledSession } from '../../../../shared/admin/schemas.js';
import { SCHEDULED_SESSION_STATUSES } from '../../../../shared/constants.js';
import { Button } from '../../../components/ui/button.js';
import { SubmitButton } from '../../../components/ui/submit-button.js';
import { FormDialog } from '../../../components/form-dialog.js';
import { FormField } from '../../../components/ui/form-field.js';
import { SelectField } from '../../../components/ui/select-field.js';
import { Textarea } from '../../../components/ui/textarea.js';
import { toast } from '../../../components/ui/toast-store.js';
import { toastFailed } from '../../../components/ui/toast-error.js';
import { applyFieldErrors } from '../../../lib/form-errors.js';
import { FormError } from '../../../components/ui/form-error.js';
import { capitalise } from '../../../lib/text.js';
import { optionsWith } from '../select-options.js';
import { useUpdateScheduledSession } from './api.js';
import { CancelSessionDialog } from './cancel-session-dialog.js';
import { SessionFields } from './session-fields.js';
import {
  SESSION_FIELDS,
  sessionDefaults,
  sessionFormSchema,
  toScheduledFor,
  type SessionFormInput,
  type SessionFormValues,
} from './session-form.js';

const FIELDS = [...SESSION_FIELDS, 'status', 'notes'] as const;

const failed = (error: unknown) => toastFailed('Failed to update session', error);

function EditSessionForm({
  session,
  onDone,
}: {
  session: AdminScheduledSession;
  onDone: () => void;
}) {
  const update = useUpdateScheduledSession();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const defaults = sessionDefaults(session);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SessionFormInput, unknown, SessionFormValues>({
    resolver: zodResolver(sessionFormSchema),
    defaultValues: defaults,
  });

  const onSubmit = handleSubmit(({ date, time, youtubeUrl, ...values }) =>
    update.mutate(
      {
        id: session.id,
        // An emptied link field removes the link.
        input: {
          ...values,
          youtubeUrl: youtubeUrl ?? null,
          scheduledFor: toScheduledFor(date, time),
        },
      },
      {
        onSuccess: () => {
          toast({ title: 'Session updated', description: 'Your changes have been saved.' });
          onDone();
        },
        onError: (error) => {
          applyFieldErrors(error, setError, FIELDS);
          failed(error);
        },
      },
    ),
  );

  const isCancelled = session.status === 'cancelled';

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormError error={update.error} />
      <SessionFields
        idPrefix="edit-session"
        control={control}
        register={register}
        errors={errors}
        current={{
          subject: session.subject,
          time: defaults.time,
          duration: String(session.duration),
          tutor: {
            id: session.tutorId,
            name: session.tutorName ?? 'Unknown Tutor',
            active: session.tutorActive,
          },
        }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          control={control}
          name="status"
          id="edit-session-status"
          label="Status"
          options={optionsWith(SCHEDULED_SESSION_STATUSES, undefined, capitalise)}
        />
        <div className="sm:col-span-2">
          <FormField id="edit-session-notes" label="Notes (optional)" error={errors.notes?.message}>
            {(aria) => <Textarea {...aria} rows={2} {...register('notes')} />}
          </FormField>
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        {!isCancelled && (
          <Button variant="outline" onClick={() => setConfirmCancel(true)}>
            Cancel Session
          </Button>
        )}
        <SubmitButton className="sm:ml-auto" pending={update.isPending}>
          Save Changes
        </SubmitButton>
      </div>
      <CancelSessionDialog
        session={session}
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        onCancelled={onDone}
      />
    </form>
  );
}

interface EditSessionDialogProps {
  session: AdminScheduledSession;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Edit changes the session for real: time, tutor, status, link and the rest. */
export function EditSessionDialog({ session, open, onOpenChange }: EditSessionDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Edit Session"
      description="Change the time, tutor, status or link of this session."
    >
      <EditSessionForm session={session} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}
