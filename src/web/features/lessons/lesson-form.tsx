import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { LESSON_SUBJECTS } from '../../../shared/constants.js';
import {
  recordedLessonSchema,
  type RecordedLesson,
  type RecordedLessonInput,
} from '../../../shared/content/schemas.js';
import { Alert } from '../../components/ui/alert.js';
import { Button } from '../../components/ui/button.js';
import { FormField } from '../../components/ui/form-field.js';
import { Input } from '../../components/ui/input.js';
import { Select } from '../../components/ui/select.js';
import { Textarea } from '../../components/ui/textarea.js';
import { toastError } from '../../components/ui/toast-error.js';
import { errorText } from '../../lib/api.js';
import { choicesWith } from '../../lib/choices.js';
import { applyFieldErrors } from '../../lib/form-errors.js';
import { useSaveLesson, type LessonValues } from './api.js';

const FIELDS = ['title', 'description', 'subject', 'videoUrl', 'thumbnail', 'duration'] as const;

const defaultsOf = (lesson: RecordedLesson | null): RecordedLessonInput => ({
  title: lesson?.title ?? '',
  description: lesson?.description ?? '',
  subject: lesson?.subject ?? '',
  videoUrl: lesson?.videoUrl ?? '',
  thumbnail: lesson?.thumbnail ?? '',
  duration: lesson?.duration ?? '',
});

interface LessonFormProps {
  lesson: RecordedLesson | null;
  onSaved: (lesson: RecordedLesson) => void;
}

/** Spec 2 §5 recorded lesson form, checked with the same schema the server uses. */
export function LessonForm({ lesson, onSaved }: LessonFormProps) {
  const save = useSaveLesson();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RecordedLessonInput, unknown, LessonValues>({
    resolver: zodResolver(recordedLessonSchema),
    defaultValues: defaultsOf(lesson),
  });

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    save.mutate(
      { id: lesson?.id, values },
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
      <FormField id="lesson-title" label="Title" error={errors.title?.message}>
        {(aria) => <Input {...aria} {...register('title')} />}
      </FormField>
      <FormField id="lesson-description" label="Description" error={errors.description?.message}>
        {(aria) => <Textarea {...aria} rows={3} {...register('description')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="lesson-subject" label="Subject" error={errors.subject?.message}>
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
                  options={choicesWith(LESSON_SUBJECTS, lesson?.subject)}
                />
              )}
            />
          )}
        </FormField>
        <FormField id="lesson-duration" label="Duration (minutes)" error={errors.duration?.message}>
          {(aria) => (
            <Input {...aria} type="number" inputMode="numeric" min={1} {...register('duration')} />
          )}
        </FormField>
      </div>
      <FormField
        id="lesson-video-url"
        label="Video URL"
        hint="A YouTube link, or a link to a video file."
        error={errors.videoUrl?.message}
      >
        {(aria) => <Input {...aria} type="url" inputMode="url" {...register('videoUrl')} />}
      </FormField>
      <FormField
        id="lesson-thumbnail"
        label="Thumbnail URL (optional)"
        error={errors.thumbnail?.message}
      >
        {(aria) => <Input {...aria} type="url" inputMode="url" {...register('thumbnail')} />}
      </FormField>
      <Button type="submit" className="justify-self-end" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : lesson ? 'Save Changes' : 'Add Lesson'}
      </Button>
    </form>
  );
}
