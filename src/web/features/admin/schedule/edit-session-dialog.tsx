import { useState } from 'react';
import type { AdminScheduledSession } from '../../../../shared/admin/schemas.js';
import { SCHEDULED_SESSION_STATUSES } from '../../../../shared/constants.js';
import { Button } from '../../../components/ui/button.js';
import { SubmitButton } from '../../../components/ui/submit-button.js';
import { formDialogFor } from '../../../components/form-dialog.js';
import { SchemaForm } from '../../../components/form/schema-form.js';
import { TextAreaField } from '../../../components/form/text-field.js';
import { useSchemaForm } from '../../../components/form/use-schema-form.js';
import { SelectField } from '../../../components/ui/select-field.js';
import { toast } from '../../../components/ui/toast-store.js';
import { capitalise } from '../../../lib/text.js';
import { optionsWith } from '../select-options.js';
import { useUpdateScheduledSession } from './api.js';
import { CancelSessionDialog } from './cancel-session-dialog.js';
import { SessionFields } from './session-fields.js';
import { sessionDefaults, sessionFormSchema, toScheduledFor } from './session-form.js';

function EditSessionForm({
  session,
  onDone,
}: {
  session: AdminScheduledSession;
  onDone: () => void;
}) {
  const [confirmCancel, setConfirmCancel] = useState(false);
  const defaults = sessionDefaults(session);
  const form = useSchemaForm({
    schema: sessionFormSchema,
    defaultValues: defaults,
    mutation: useUpdateScheduledSession(),
    request: ({ date, time, youtubeUrl, ...values }) => ({
      id: session.id,
      // An emptied link field removes the link.
      input: {
        ...values,
        youtubeUrl: youtubeUrl ?? null,
        scheduledFor: toScheduledFor(date, time),
      },
    }),
    onSaved: () => {
      toast({ title: 'Session updated', description: 'Your changes have been saved.' });
      onDone();
    },
    failureTitle: 'Failed to update session',
  });

  const isCancelled = session.status === 'cancelled';

  return (
    <SchemaForm form={form} className="grid gap-5">
      <SessionFields
        idPrefix="edit-session"
        form={form}
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
          control={form.control}
          name="status"
          id="edit-session-status"
          label="Status"
          options={optionsWith(SCHEDULED_SESSION_STATUSES, undefined, capitalise)}
        />
        <div className="sm:col-span-2">
          <TextAreaField
            form={form}
            name="notes"
            id="edit-session-notes"
            label="Notes (optional)"
            rows={2}
          />
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        {!isCancelled && (
          <Button variant="outline" onClick={() => setConfirmCancel(true)}>
            Cancel Session
          </Button>
        )}
        <SubmitButton className="sm:ml-auto" pending={form.pending}>
          Save Changes
        </SubmitButton>
      </div>
      <CancelSessionDialog
        session={session}
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        onCancelled={onDone}
      />
    </SchemaForm>
  );
}

/** Edit changes the session for real: time, tutor, status, link and the rest. */
export const EditSessionDialog = formDialogFor<AdminScheduledSession, 'session'>('session', {
  title: 'Edit Session',
  description: () => 'Change the time, tutor, status or link of this session.',
  Form: EditSessionForm,
});
