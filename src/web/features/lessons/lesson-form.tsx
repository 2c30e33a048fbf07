import { LESSON_SUBJECTS } from '../../../shared/constants.js';
import {
  recordedLessonSchema,
  type RecordedLesson,
  type RecordedLessonInput,
} from '../../../shared/content/schemas.js';
import { SchemaForm } from '../../components/form/schema-form.js';
import { SubjectField, DurationField } from '../../components/form/content-fields.js';
import { TextField } from '../../components/form/text-field.js';
import { TitleFields } from '../../components/form/title-fields.js';
import { useSchemaForm } from '../../components/form/use-schema-form.js';
import { SubmitButton } from '../../components/ui/submit-button.js';
import { useSaveLesson } from './api.js';

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
  const form = useSchemaForm({
    schema: recordedLessonSchema,
    defaultValues: defaultsOf(lesson),
    mutation: useSaveLesson(),
    request: (values) => ({ id: lesson?.id, values }),
    onSaved,
  });

  return (
    <SchemaForm form={form}>
      <TitleFields form={form} idPrefix="lesson" />
      <div className="grid gap-4 sm:grid-cols-2">
        <SubjectField
          control={form.control}
          idPrefix="lesson"
          subjects={LESSON_SUBJECTS}
          current={lesson?.subject}
        />
        <DurationField form={form} idPrefix="lesson" />
      </div>
      <TextField
        form={form}
        name="videoUrl"
        id="lesson-video-url"
        label="Video URL"
        hint="A YouTube link, or a link to a video file."
        type="url"
        inputMode="url"
      />
      <TextField
        form={form}
        name="thumbnail"
        id="lesson-thumbnail"
        label="Thumbnail URL (optional)"
        type="url"
        inputMode="url"
      />
      <SubmitButton className="justify-self-end" pending={form.pending}>
        {lesson ? 'Save Changes' : 'Add Lesson'}
      </SubmitButton>
    </SchemaForm>
  );
}
