import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  DEFAULT_LIVE_SESSION_DURATION,
  LIVE_SESSION_STATUSES,
  SESSION_SUBJECTS,
} from '../../../shared/constants.js';
import { liveSessionSchema, type LiveSessionInput } from '../../../shared/content/schemas.js';
import { Alert } from '../../components/ui/alert.js';
import { Button } from '../../components/ui/button.js';
import { FormField } from '../../components/ui/form-field.js';
import { Input } from '../../components/ui/input.js';
import { Select } from '../../components/ui/select.js';
import { Textarea } from '../../components/ui/textarea.js';
import { toastError } from '../../components/ui/toast-error.js';
import { errorText } from '../../lib/api.js';
import { choicesWith } from '../../lib/choices.js';
import { toDateTimeLocal } from '../../lib/dates.js';
import { applyFieldErrors } from '../../lib/form-errors.js';
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
  const [failure, setFailure] = useState<string | null>(null);
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
    setFailure(null);
    save.mutate(
      { id: session?.id, values },
      {
        onSuccess: onSaved,
        onError: (error) => {
          applyFieldErrors(error, setError, FIELDS);
          setFailure(errorText(error));
          toastError(error);
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {failure && <Alert variant="error">{failure}</Alert>}
      <FormField id="live-title" label="Title" error={errors.title?.message}>
        {(aria) => <Input {...aria} {...register('title')} />}
      </FormField>
      <FormField id="live-description" label="Description" error={errors.description?.message}>
        {(aria) => <Textarea {...aria} rows={3} {...register('description')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="live-subject" label="Subject" error={errors.subject?.message}>
          {(aria) => (
            <Controller
              control={control}
              name="subject"
              render={({ field }) => (
                <Select
                  {...aria}
                  name={field.name}
                  value={field.value}
                  onValueChange={field.onChange}
                  placeholder="Choose a subject"
                  options={choicesWith(SESSION_SUBJECTS, session?.subject)}
                />
              )}
            />
          )}
        </FormField>
        <FormField id="live-status" label="Status" error={errors.status?.message}>
          {(aria) => (
            <Controller
              control={control}
              name="status"
              render={({ field }) => (
                <Select
                  {...aria}
                  name={field.name}
                  value={field.value ?? 'scheduled'}
                  onValueChange={field.onChange}
                  options={STATUS_OPTIONS}
                />
              )}
            />
          )}
        </FormField>
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
      <Button type="submit" className="justify-self-end" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : session ? 'Save Changes' : 'Schedule Session'}
      </Button>
    </form>
  );
}
