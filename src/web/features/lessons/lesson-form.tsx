import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { LESSON_SUBJECTS } from '../../../shared/constants.js';
import {
  recordedLessonSchema,
  type RecordedLesson,
  type RecordedLessonInput,
} from '../../../shared/content/schemas.js';
import { SubmitButton } from '../../components/ui/submit-button.js';
import { FormField } from '../../components/ui/form-field.js';
import { FormError } from '../../components/ui/form-error.js';
import { SelectField } from '../../components/ui/select-field.js';
import { Input } from '../../components/ui/input.js';
import { Textarea } from '../../components/ui/textarea.js';
import { failedSave } from '../../components/ui/toast-error.js';
import { choicesWith } from '../../lib/choices.js';
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
    save.mutate(
      { id: lesson?.id, values },
      {
        onSuccess: onSaved,
        onError: failedSave(setError, FIELDS),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormError error={save.error} />
      <FormField id="lesson-title" label="Title" error={errors.title?.message}>
        {(aria) => <Input {...aria} {...register('title')} />}
      </FormField>
      <FormField id="lesson-description" label="Description" error={errors.description?.message}>
        {(aria) => <Textarea {...aria} rows={3} {...register('description')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          control={control}
          name="subject"
          id="lesson-subject"
          label="Subject"
          placeholder="Choose a subject"
          options={choicesWith(LESSON_SUBJECTS, lesson?.subject)}
        />
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
      <SubmitButton className="justify-self-end" pending={save.isPending}>
        {lesson ? 'Save Changes' : 'Add Lesson'}
      </SubmitButton>
    </form>
  );
}
