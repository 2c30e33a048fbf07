import { Check } from 'lucide-react';
import { useState } from 'react';
import type { ColumnMapping } from '../../../shared/onboarding/columns.js';
import type { EmployeeFile } from '../../../shared/onboarding/file-schemas.js';
import { IMPORT_MSG } from '../../../shared/onboarding/import-messages.js';
import { ActionButton } from '../../components/ui/action-button.js';
import { Alert } from '../../components/ui/alert.js';
import { FormField } from '../../components/ui/form-field.js';
import { Select } from '../../components/ui/select.js';
import { isComplete } from './employee-file.js';

type Field = keyof ColumnMapping;

const FIELDS: { field: Field; label: string; hint: string }[] = [
  { field: 'fullName', label: 'Full name', hint: 'Used where a row has one.' },
  {
    field: 'firstName',
    label: 'First name',
    hint: 'With the last name, where there is no full name.',
  },
  {
    field: 'preferredName',
    label: 'Preferred first name',
    hint: 'Over the first name where a row has one.',
  },
  { field: 'lastName', label: 'Last name', hint: 'With the first name.' },
  {
    field: 'email',
    label: 'Work email',
    hint: 'Each employee’s own address, where their sign-in details go.',
  },
];

const NONE = 'none';

/** Long enough to tell the columns apart, short enough for a phone's select. */
const SAMPLE_CHARS = 20;

/** "Work Email — m.okafor@bamboo…": a column as the admin recognises it, by a value of it. */
const optionLabel = ({ header, samples }: EmployeeFile['columns'][number]) => {
  const sample = samples.find(Boolean);
  const short =
    sample && sample.length > SAMPLE_CHARS ? `${sample.slice(0, SAMPLE_CHARS)}…` : sample;
  return `${header || '(no header)'}${short ? ` — e.g. ${short}` : ''}`;
};

/**
 * The mapping step (issue 30 §1): the headers found, with sample values, and which of them hold
 * the names and the work email. Opens by itself when the recognition is unsure.
 */
export function ColumnMappingStep({
  file,
  initial,
  onConfirm,
}: {
  file: EmployeeFile;
  initial: ColumnMapping;
  onConfirm: (mapping: ColumnMapping) => void;
}) {
  const [mapping, setMapping] = useState(initial);
  const [tried, setTried] = useState(false);
  const options = [
    { value: NONE, label: '— Not in this file —' },
    ...file.columns.map((column) => ({ value: String(column.index), label: optionLabel(column) })),
  ];
  const missing = tried && !isComplete(mapping);

  return (
    <section
      aria-labelledby="mapping-heading"
      className="grid gap-3 rounded-xl border border-indigo-200 bg-indigo-50/40 p-4"
    >
      <div className="grid gap-1">
        <h3 id="mapping-heading" className="font-semibold text-slate-900">
          Choose the columns
        </h3>
        <p className="text-sm text-slate-700">
          {file.sure
            ? 'These are the columns found for the names and work email. Change any that are wrong.'
            : 'We could not be sure which columns hold the names and the work email. Please choose them.'}{' '}
          The header was found on row {file.headerRow}.
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map(({ field, label, hint }) => (
          <FormField key={field} id={`map-${field}`} label={label} hint={hint}>
            {(aria) => (
              <Select
                {...aria}
                value={mapping[field] === null ? NONE : String(mapping[field])}
                onValueChange={(value) =>
                  setMapping({ ...mapping, [field]: value === NONE ? null : Number(value) })
                }
                options={options}
              />
            )}
          </FormField>
        ))}
      </div>
      {missing && (
        <Alert variant="error">
          <p>{IMPORT_MSG.missingColumns}</p>
        </Alert>
      )}
      <ActionButton
        icon={Check}
        size="md"
        className="justify-self-start"
        onClick={() => {
          setTried(true);
          if (isComplete(mapping)) onConfirm(mapping);
        }}
      >
        Use these columns
      </ActionButton>
    </section>
  );
}
