import { TERM_NAMES } from '../../../shared/school-years/calendar.js';
import { HOLIDAY_REGIONS } from '../../../shared/classes/rules.js';
import {
  schoolYearFormSchema,
  type SchoolYearDetail,
  type SchoolYearFormInput,
  type SchoolYearFormValues,
} from '../../../shared/school-years/schemas.js';
import { FormFooter } from '../../components/form/form-footer.js';
import { SchemaForm } from '../../components/form/schema-form.js';
import { TextField, fieldsUnder } from '../../components/form/text-field.js';
import { useSchemaForm } from '../../components/form/use-schema-form.js';
import { SelectField } from '../../components/ui/select-field.js';
import { toast } from '../../components/ui/toast-store.js';
import { useSaveSchoolYear } from './api.js';

const REGION_OPTIONS = Object.entries(HOLIDAY_REGIONS).map(([value, label]) => ({ value, label }));

const TERM_FIELDS = [
  ['startsOn', 'First day'],
  ['endsOn', 'Last day'],
  ['halfTermStartsOn', 'Half-term from'],
  ['halfTermEndsOn', 'Half-term to'],
] as const;

/** The year's bank-holiday region and each term's dates and half-term, checked as the API checks them. */
export function YearForm({ year }: { year: SchoolYearDetail }) {
  const save = useSaveSchoolYear(year.id);
  const form = useSchemaForm<SchoolYearFormInput, SchoolYearFormValues>({
    schema: schoolYearFormSchema(year.startYear),
    defaultValues: {
      holidayRegion: year.holidayRegion as SchoolYearFormInput['holidayRegion'],
      terms: year.terms.map((term) => ({
        startsOn: term.startsOn,
        endsOn: term.endsOn,
        halfTermStartsOn: term.halfTermStartsOn ?? '',
        halfTermEndsOn: term.halfTermEndsOn ?? '',
      })),
    },
    mutation: save,
    onSaved: () => toast({ title: 'Academic year saved', description: year.label }),
  });
  const field = fieldsUnder(form, `year-${year.id}`);
  return (
    <SchemaForm form={form} className="grid gap-6">
      <div className="max-w-sm">
        <SelectField
          control={form.control}
          name="holidayRegion"
          id={`year-${year.id}-region`}
          label="Bank holidays of"
          hint="Classes skip this region's bank holidays."
          options={REGION_OPTIONS}
        />
      </div>
      {TERM_NAMES.map((name, index) => (
        <fieldset key={name} className="grid gap-3 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 font-semibold text-slate-900">{name} term</legend>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {TERM_FIELDS.map(([key, label]) => (
              <TextField
                key={key}
                {...field(`terms.${index}.${key}`, `${name.toLowerCase()}-${key}`)}
                label={`${name} ${label.toLowerCase()}`}
                type="date"
              />
            ))}
          </div>
        </fieldset>
      ))}
      <FormFooter pending={form.pending} pendingLabel="Saving…">
        Save dates
      </FormFooter>
    </SchemaForm>
  );
}
