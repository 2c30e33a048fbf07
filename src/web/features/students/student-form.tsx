import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { ACADEMIC_YEARS } from '../../../shared/constants.js';
import { studentSchema, type StudentInput } from '../../../shared/content/schemas.js';
import { SubmitButton } from '../../components/ui/submit-button.js';
import { FormField } from '../../components/ui/form-field.js';
import { FormError } from '../../components/ui/form-error.js';
import { Input } from '../../components/ui/input.js';
import { Select } from '../../components/ui/select.js';
import { Textarea } from '../../components/ui/textarea.js';
import { failedSave } from '../../components/ui/toast-error.js';
import { choicesWith } from '../../lib/choices.js';
import { AccountPicker } from './account-picker.js';
import { useSaveStudent, type StudentValues, type StudentView } from './api.js';

const FIELDS = ['userId', 'grade', 'subjects', 'notes'] as const;
const NOT_SET = 'none';

interface StudentFormProps {
  student: StudentView | null;
  onSaved: (student: StudentView) => void;
}

/** Spec 2 §5 student form: the linked account, year group, subjects and notes. */
export function StudentForm({ student, onSaved }: StudentFormProps) {
  const save = useSaveStudent();
  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<StudentInput, unknown, StudentValues>({
    resolver: zodResolver(studentSchema),
    defaultValues: {
      userId: student?.userId ?? undefined,
      grade: student?.grade ?? '',
      subjects: student?.subjects ?? '',
      notes: student?.notes ?? '',
    },
  });

  const onSubmit = handleSubmit((values) => {
    save.mutate(
      { id: student?.id, values },
      {
        onSuccess: onSaved,
        onError: failedSave(setError, FIELDS),
      },
    );
  });

  const current =
    student?.userId && student.accountName
      ? {
          id: student.userId,
          fullName: student.accountName,
          username: student.accountUsername ?? '',
        }
      : null;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormError error={save.error} />
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
        <FormField
          id="student-subjects"
          label="Subjects"
          hint="Separate subjects with commas."
          error={errors.subjects?.message}
        >
          {(aria) => (
            <Input {...aria} placeholder="Mathematics, English" {...register('subjects')} />
          )}
        </FormField>
      </div>
      <FormField
        id="student-notes"
        label="Notes"
        hint="Shown as the title of the student's card."
        error={errors.notes?.message}
      >
        {(aria) => <Textarea {...aria} rows={3} {...register('notes')} />}
      </FormField>
      <SubmitButton className="justify-self-end" pending={save.isPending}>
        {student ? 'Save Changes' : 'Add Student'}
      </SubmitButton>
    </form>
  );
}
