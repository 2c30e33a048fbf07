import {
  DEFAULT_LIVE_SESSION_DURATION,
  LIVE_SESSION_STATUSES,
  SESSION_SUBJECTS,
} from '../../../shared/constants.js';
import { liveSessionSchema, type LiveSessionInput } from '../../../shared/content/schemas.js';
import { SchemaForm } from '../../components/form/schema-form.js';
import { SubjectField, DurationField } from '../../components/form/content-fields.js';
import { TextField } from '../../components/form/text-field.js';
import { TitleFields } from '../../components/form/title-fields.js';
import { useSchemaForm } from '../../components/form/use-schema-form.js';
import { SubmitButton } from '../../components/ui/submit-button.js';
import { SelectField } from '../../components/ui/select-field.js';
import { toDateTimeLocal } from '../../lib/dates.js';
import { useSaveLiveSession, type LiveSessionView } from './api.js';

const STATUS_OPTIONS = LIVE_SESSION_STATUSES.map((value) => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1),
}));

const defaultsOf = (session: LiveSessionView | null): LiveSessionInput => ({
  title: session?.title ?? '',
  description: session?.description ?? '',
  subject: session?.subject ?? '',
  youtubeUrl: session?.youtubeUrl ?? '',
  scheduledFor: session ? toDateTimeLocal(session.scheduledFor) : '',
  duration: session?.duration ?? DEFAULT_LIVE_SESSION_DURATION,
  status: (session?.status as LiveSessionInput['status']) ?? 'scheduled',
});

interface LiveSessionFormProps {
  session: LiveSessionView | null;
  onSaved: (session: LiveSessionView) => void;
}

/** Spec 2 §5 live session form; the date and time are read in the tutor's own time zone. */
export function LiveSessionForm({ session, onSaved }: LiveSessionFormProps) {
  const form = useSchemaForm({
    schema: liveSessionSchema,
    defaultValues: defaultsOf(session),
    mutation: useSaveLiveSession(),
    request: (values) => ({ id: session?.id, values }),
    onSaved,
  });

  return (
    <SchemaForm form={form}>
      <TitleFields form={form} idPrefix="live" />
      <div className="grid gap-4 sm:grid-cols-2">
        <SubjectField
          control={form.control}
          idPrefix="live"
          subjects={SESSION_SUBJECTS}
          current={session?.subject}
        />
        <SelectField
          control={form.control}
          name="status"
          id="live-status"
          label="Status"
          options={STATUS_OPTIONS}
        />
        <TextField
          form={form}
          name="scheduledFor"
          id="live-scheduled-for"
          label="Date and time"
          type="datetime-local"
        />
        <DurationField form={form} idPrefix="live" />
      </div>
      <TextField
        form={form}
        name="youtubeUrl"
        id="live-youtube-url"
        label="YouTube URL (optional)"
        hint="The link students use to join the stream."
        type="url"
        inputMode="url"
      />
      <SubmitButton className="justify-self-end" pending={form.pending}>
        {session ? 'Save Changes' : 'Schedule Session'}
      </SubmitButton>
    </SchemaForm>
  );
}
