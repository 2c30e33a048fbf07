import { FormFooter } from '../../../components/form/form-footer.js';
import { SchemaForm } from '../../../components/form/schema-form.js';
import { useSchemaForm } from '../../../components/form/use-schema-form.js';
import { toast } from '../../../components/ui/toast-store.js';
import { useScheduleSession } from './api.js';
import { SessionFields } from './session-fields.js';
import { SessionAudienceFields } from './session-audience.js';
import { NEW_SESSION_DEFAULTS, newSessionFormSchema, toScheduledFor } from './session-form.js';

export function ScheduleSessionForm({ onDone }: { onDone: () => void }) {
  const form = useSchemaForm({
    schema: newSessionFormSchema,
    defaultValues: NEW_SESSION_DEFAULTS,
    mutation: useScheduleSession(),
    request: ({ date, time, status: _status, notes: _notes, audience, classId, ...values }) => ({
      ...values,
      ...(audience === 'class' ? { classId } : {}),
      scheduledFor: toScheduledFor(date, time),
    }),
    onSaved: () => {
      toast({ title: 'Success!', description: 'Session has been scheduled successfully.' });
      onDone();
    },
    failureTitle: 'Failed to schedule session',
  });

  return (
    <SchemaForm form={form} className="grid gap-5">
      <SessionFields
        idPrefix="new-session"
        form={form}
        audience={<SessionAudienceFields form={form} idPrefix="new-session" />}
      />
      <FormFooter pending={form.pending} pendingLabel="Scheduling…">
        Schedule Session
      </FormFooter>
    </SchemaForm>
  );
}
