import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  DEFAULT_LIVE_SESSION_DURATION,
  LIVE_SESSION_STATUSES,
  SESSION_SUBJECTS,
} from '../../../shared/constants.js';
import { liveSessionSchema, type LiveSessionInput } from '../../../shared/content/schemas.js';
import { SubmitButton } from '../../components/ui/submit-button.js';
import { FormField } from '../../components/ui/form-field.js';
import { FormError } from '../../components/ui/form-error.js';
import { SelectField } from '../../components/ui/select-field.js';
import { Input } from '../../components/ui/input.js';
import { Textarea } from '../../components/ui/textarea.js';
import { failedSave } from '../../components/ui/toast-error.js';
import { choicesWith } from '../../lib/choices.js';
import { toDateTimeLocal } from '../../lib/dates.js';
import { useSaveLiveSession, type LiveSessionValues, type LiveSessionView } from './api.js';

const FIELDS = [
  'title',
  'description',
  'subject',
  'youtubeUrl',
  'scheduledFor',
  'duration',
  'status',
] as const;

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
  const save = useSaveLiveSession();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LiveSessionInput, unknown, LiveSessionValues>({
    resolver: zodResolver(liveSessionSchema),
    defaultValues: defaultsOf(session),
  });

  const onSubmit = handleSubmit((values) => {
    save.mutate(
      { id: session?.id, values },
      {
        onSuccess: onSaved,
        onError: failedSave(setError, FIELDS),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormError error={save.error} />
      <FormField id="live-title" label="Title" error={errors.title?.message}>
        {(aria) => <Input {...aria} {...register('title')} />}
      </FormField>
      <FormField id="live-description" label="Description" error={errors.description?.message}>
        {(aria) => <Textarea {...aria} rows={3} {...register('description')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          control={control}
          name="subject"
          id="live-subject"
          label="Subject"
          placeholder="Choose a subject"
          options={choicesWith(SESSION_SUBJECTS, session?.subject)}
        />
        <SelectField
          control={control}
          name="status"
          id="live-status"
          label="Status"
          options={STATUS_OPTIONS}
        />
        <FormField
          id="live-scheduled-for"
          label="Date and time"
          error={errors.scheduledFor?.message}
        >
          {(aria) => <Input {...aria} type="datetime-local" {...register('scheduledFor')} />}
        </FormField>
        <FormField id="live-duration" label="Duration (minutes)" error={errors.duration?.message}>
          {(aria) => (
            <Input {...aria} type="number" inputMode="numeric" min={1} {...register('duration')} />
          )}
        </FormField>
      </div>
      <FormField
        id="live-youtube-url"
        label="YouTube URL (optional)"
        hint="The link students use to join the stream."
        error={errors.youtubeUrl?.message}
      >
        {(aria) => <Input {...aria} type="url" inputMode="url" {...register('youtubeUrl')} />}
      </FormField>
      <SubmitButton className="justify-self-end" pending={save.isPending}>
        {session ? 'Save Changes' : 'Schedule Session'}
      </SubmitButton>
    </form>
  );
}
