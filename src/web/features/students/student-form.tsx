import { Controller } from 'react-hook-form';
import { ACADEMIC_YEARS } from '../../../shared/constants.js';
import { studentSchema } from '../../../shared/content/schemas.js';
import { SchemaForm } from '../../components/form/schema-form.js';
import { TextAreaField, TextField } from '../../components/form/text-field.js';
import { useSchemaForm } from '../../components/form/use-schema-form.js';
import { SubmitButton } from '../../components/ui/submit-button.js';
import { FormField } from '../../components/ui/form-field.js';
import { Select } from '../../components/ui/select.js';
import { choicesWith } from '../../lib/choices.js';
import { AccountPicker } from './account-picker.js';
import { useSaveStudent, type StudentView } from './api.js';

const NOT_SET = 'none';

interface StudentFormProps {
  student: StudentView | null;
  onSaved: (student: StudentView) => void;
}

/** Spec 2 §5 student form: the linked account, year group, subjects and notes. */
export function StudentForm({ student, onSaved }: StudentFormProps) {
  const form = useSchemaForm({
    schema: studentSchema,
    defaultValues: {
      userId: student?.userId ?? undefined,
      grade: student?.grade ?? '',
      subjects: student?.subjects ?? '',
      notes: student?.notes ?? '',
    },
    mutation: useSaveStudent(),
    request: (values) => ({ id: student?.id, values }),
    onSaved,
  });
  const { control, getValues, setValue, errors } = form;

  const current =
    student?.userId && student.accountName
      ? {
          id: student.userId,
          fullName: student.accountName,
          username: student.accountUsername ?? '',
        }
      : null;

  return (
    <SchemaForm form={form}>
      <Controller
        control={control}
        name="userId"
        render={({ field }) => (
          <AccountPicker
            value={typeof field.value === 'number' ? field.value : undefined}
            current={current}
            studentId={student?.id}
            inputRef={field.ref}
            error={errors.userId?.message}
            onChange={(account) => {
              field.onChange(account.id);
              // The notes are the card's label (spec 1 §3); the name is the natural start.
              if (!getValues('notes')) setValue('notes', account.fullName);
            }}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="student-grade" label="Year group" error={errors.grade?.message}>
          {(aria) => (
            <Controller
              control={control}
              name="grade"
              render={({ field }) => (
                <Select
                  {...aria}
                  name={field.name}
                  value={field.value || NOT_SET}
                  onValueChange={(value) => field.onChange(value === NOT_SET ? '' : value)}
                  options={[
                    { value: NOT_SET, label: 'Not set' },
                    ...choicesWith(ACADEMIC_YEARS, student?.grade),
                  ]}
                />
              )}
            />
          )}
        </FormField>
        <TextField
          form={form}
          name="subjects"
          id="student-subjects"
          label="Subjects"
          hint="Separate subjects with commas."
          placeholder="Mathematics, English"
        />
      </div>
      <TextAreaField
        form={form}
        name="notes"
        id="student-notes"
        label="Notes"
        hint="Shown as the title of the student's card."
        rows={3}
      />
      <SubmitButton className="justify-self-end" pending={form.pending}>
        {student ? 'Save Changes' : 'Add Student'}
      </SubmitButton>
    </SchemaForm>
  );
}
