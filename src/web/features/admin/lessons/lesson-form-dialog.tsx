import {
  adminRecordedLessonSchema,
  type RecordedLesson,
} from '../../../../shared/content/schemas.js';
import { LESSON_SUBJECTS } from '../../../../shared/constants.js';
import { FormDialog } from '../../../components/form-dialog.js';
import { FormFooter } from '../../../components/form/form-footer.js';
import { SchemaForm } from '../../../components/form/schema-form.js';
import { TextField, UrlField, fieldsUnder } from '../../../components/form/text-field.js';
import { TitleFields } from '../../../components/form/title-fields.js';
import { useSchemaForm } from '../../../components/form/use-schema-form.js';
import { SelectField } from '../../../components/ui/select-field.js';
import { toast } from '../../../components/ui/toast-store.js';
import { optionsWith } from '../select-options.js';
import { TutorField } from '../tutor-select.js';
import { useSaveLesson } from './api.js';
import type { z } from 'zod';

type LessonInput = z.input<typeof adminRecordedLessonSchema>;

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
  const form = useSchemaForm({
    schema: adminRecordedLessonSchema,
    defaultValues: defaultsFor(lesson),
    mutation: useSaveLesson(),
    // Spec 2 §7: blank duration and links travel as null.
    request: (values) => ({
      id: lesson?.id,
      input: {
        ...values,
        duration: values.duration ?? null,
        videoUrl: values.videoUrl ?? null,
        thumbnail: values.thumbnail ?? null,
      },
    }),
    onSaved: () => {
      toast({
        title: 'Success',
        description: lesson ? 'Lesson updated successfully' : 'Lesson created successfully',
      });
      onDone();
    },
    failureTitle: lesson ? 'Failed to update lesson' : 'Failed to create lesson',
  });

  const idPrefix = lesson ? `lesson-${lesson.id}` : 'new-lesson';
  const id = (name: string) => `${idPrefix}-${name}`;
  const field = fieldsUnder(form, idPrefix);
  return (
    <SchemaForm form={form} className="grid gap-5">
      {/* Fields keep to the top of their row: the tutor's has a search box under it. */}
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TitleFields
          form={form}
          idPrefix={idPrefix}
          descriptionLabel="Description (optional)"
          wide
        />
        <SelectField
          control={form.control}
          name="subject"
          id={id('subject')}
          label="Subject"
          options={optionsWith(LESSON_SUBJECTS, lesson?.subject)}
          placeholder="Select a subject"
        />
        <TutorField
          control={form.control}
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
        <TextField
          {...field('duration')}
          label="Duration in minutes (optional)"
          type="number"
          min={1}
          inputMode="numeric"
        />
        <UrlField {...field('videoUrl', 'video')} label="Video URL (optional)" />
        <div className="sm:col-span-2">
          <UrlField {...field('thumbnail')} label="Thumbnail URL (optional)" />
        </div>
      </div>
      <FormFooter pending={form.pending}>{lesson ? 'Save Changes' : 'Add Lesson'}</FormFooter>
    </SchemaForm>
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
