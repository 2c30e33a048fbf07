import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { ACADEMIC_YEARS, SESSION_SUBJECTS } from '../../../shared/constants.js';
import { SelectField } from '../ui/select-field.js';

const optionsOf = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const YEAR_GROUPS = optionsOf(ACADEMIC_YEARS);
const SUBJECTS = optionsOf(SESSION_SUBJECTS);

interface GroupSubjectFieldsProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  /** Prefixes the selects' ids: `allocation` gives `allocation-year-group` and `allocation-subject`. */
  idPrefix: string;
}

/** The year group and subject selects of a class or an allocation, as two cells of a grid. */
export function GroupSubjectFields<
  T extends FieldValues & { yearGroup?: unknown; subject?: unknown },
  TOut = T,
>({ control, idPrefix }: GroupSubjectFieldsProps<T, TOut>) {
  return (
    <>
      <SelectField
        control={control}
        name={'yearGroup' as FieldPath<T>}
        id={`${idPrefix}-year-group`}
        label="Year group"
        options={YEAR_GROUPS}
        placeholder="Select a year group"
      />
      <SelectField
        control={control}
        name={'subject' as FieldPath<T>}
        id={`${idPrefix}-subject`}
        label="Subject"
        options={SUBJECTS}
        placeholder="Select a subject"
      />
    </>
  );
}
