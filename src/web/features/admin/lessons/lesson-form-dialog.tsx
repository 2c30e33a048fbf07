import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  adminRecordedLessonSchema,
  type RecordedLesson,
} from '../../../../shared/content/schemas.js';
import { LESSON_SUBJECTS } from '../../../../shared/constants.js';
import { SubmitButton } from '../../../components/ui/submit-button.js';
import { FormDialog } from '../../../components/form-dialog.js';
import { FormField } from '../../../components/ui/form-field.js';
import { SelectField } from '../../../components/ui/select-field.js';
import { Input } from '../../../components/ui/input.js';
import { Textarea } from '../../../components/ui/textarea.js';
import { toast } from '../../../components/ui/toast-store.js';
import { toastFailed } from '../../../components/ui/toast-error.js';
import { applyFieldErrors } from '../../../lib/form-errors.js';
import { FormError } from '../../../components/ui/form-error.js';
import { optionsWith } from '../select-options.js';
import { TutorField } from '../tutor-select.js';
import { useSaveLesson, type LessonValues } from './api.js';

type LessonInput = z.input<typeof adminRecordedLessonSchema>;

const FIELDS = [
  'title',
  'description',
  'subject',
  'tutorId',
  'duration',
  'videoUrl',
  'thumbnail',
] as const;

const defaultsFor = (lesson?: RecordedLesson): LessonInput => ({
  title: lesson?.title ?? '',
  description: lesson?.description ?? '',
  subject: lesson?.subject ?? '',
  tutorId: lesson ? String(lesson.tutorId) : '',
  duration: lesson?.duration == null ? '' : String(lesson.duration),
  videoUrl: lesson?.videoUrl ?? '',
  thumbnail: lesson?.thumbnail ?? '',
});

function LessonForm({ lesson, onDone }: { lesson?: RecordedLesson; onDone: () => void }) {
  const save = useSaveLesson();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LessonInput, unknown, LessonValues>({
    resolver: zodResolver(adminRecordedLessonSchema),
    defaultValues: defaultsFor(lesson),
  });

  const onSubmit = handleSubmit((values) =>
    save.mutate(
      // Spec 2 §7: blank duration and links travel as null.
      {
        id: lesson?.id,
        input: {
          ...values,
          duration: values.duration ?? null,
          videoUrl: values.videoUrl ?? null,
          thumbnail: values.thumbnail ?? null,
        },
      },
      {
        onSuccess: () => {
          toast({
            title: 'Success',
            description: lesson ? 'Lesson updated successfully' : 'Lesson created successfully',
          });
          onDone();
        },
        onError: (error) => {
          applyFieldErrors(error, setError, FIELDS);
          toastFailed(lesson ? 'Failed to update lesson' : 'Failed to create lesson', error);
        },
      },
    ),
  );

  const id = (name: string) => `${lesson ? `lesson-${lesson.id}` : 'new-lesson'}-${name}`;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormError error={save.error} />
      {/* Fields keep to the top of their row: the tutor's has a search box under it. */}
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormField id={id('title')} label="Title" error={errors.title?.message}>
            {(aria) => <Input {...aria} {...register('title')} />}
          </FormField>
        </div>
        <div className="sm:col-span-2">
          <FormField
            id={id('description')}
            label="Description (optional)"
            error={errors.description?.message}
          >
            {(aria) => <Textarea {...aria} rows={3} {...register('description')} />}
          </FormField>
        </div>
        <SelectField
          control={control}
          name="subject"
          id={id('subject')}
          label="Subject"
          options={optionsWith(LESSON_SUBJECTS, lesson?.subject)}
          placeholder="Select a subject"
        />
        <TutorField
          control={control}
          name="tutorId"
          id={id('tutor')}
          current={
            lesson && {
              id: lesson.tutorId,
              name: lesson.tutorName ?? 'Unknown Tutor',
              active: false,
            }
          }
        />
        <FormField
          id={id('duration')}
          label="Duration in minutes (optional)"
          error={errors.duration?.message}
        >
          {(aria) => (
            <Input {...aria} type="number" min={1} inputMode="numeric" {...register('duration')} />
          )}
        </FormField>
        <FormField id={id('video')} label="Video URL (optional)" error={errors.videoUrl?.message}>
          {(aria) => (
            <Input {...aria} type="url" placeholder="https://" {...register('videoUrl')} />
          )}
        </FormField>
        <div className="sm:col-span-2">
          <FormField
            id={id('thumbnail')}
            label="Thumbnail URL (optional)"
            error={errors.thumbnail?.message}
          >
            {(aria) => (
              <Input {...aria} type="url" placeholder="https://" {...register('thumbnail')} />
            )}
          </FormField>
        </div>
      </div>
      <div className="flex justify-end">
        <SubmitButton pending={save.isPending}>
          {lesson ? 'Save Changes' : 'Add Lesson'}
        </SubmitButton>
      </div>
    </form>
  );
}

interface LessonFormDialogProps {
  /** The lesson to edit; none to add one. */
  lesson?: RecordedLesson;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Add and Edit use the same form (spec 2 §2.2), with the admin tab's rules. */
export function LessonFormDialog({ lesson, open, onOpenChange }: LessonFormDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={lesson ? 'Edit Lesson' : 'Add Lesson'}
      description="A recorded lesson video that pupils and parents can watch again."
    >
      <LessonForm lesson={lesson} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}
