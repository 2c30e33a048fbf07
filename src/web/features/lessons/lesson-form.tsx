import { LESSON_SUBJECTS } from '../../../shared/constants.js';
import {
  recordedLessonSchema,
  type RecordedLesson,
  type RecordedLessonInput,
} from '../../../shared/content/schemas.js';
import { SchemaForm } from '../../components/form/schema-form.js';
import { TextField } from '../../components/form/text-field.js';
import { TitleFields } from '../../components/form/title-fields.js';
import { useSchemaForm } from '../../components/form/use-schema-form.js';
import { SubmitButton } from '../../components/ui/submit-button.js';
import { SelectField } from '../../components/ui/select-field.js';
import { choicesWith } from '../../lib/choices.js';
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
        <SelectField
          control={form.control}
          name="subject"
          id="lesson-subject"
          label="Subject"
          placeholder="Choose a subject"
          options={choicesWith(LESSON_SUBJECTS, lesson?.subject)}
        />
        <TextField
          form={form}
          name="duration"
          id="lesson-duration"
          label="Duration (minutes)"
          type="number"
          inputMode="numeric"
          min={1}
        />
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
