import type { FieldValues, Path } from 'react-hook-form';
import { TextField } from './text-field.js';
import type { SchemaForm } from './use-schema-form.js';

type CompanyValues = FieldValues & {
  name: unknown;
  contactName: unknown;
  contactEmail: unknown;
  contactPhone?: unknown;
};

interface CompanyFieldsProps<T extends CompanyValues> {
  form: Pick<SchemaForm<T, unknown>, 'register' | 'errors'>;
  /** Prefixes the inputs' ids: `new-company` gives `new-company-name`. */
  idPrefix: string;
  /** Who the contact is, in the labels ("Contact name") and the ids (`contact-name`). */
  contact: { label: string; id: string };
}

/**
 * An employer's name across a two-column grid, then its contact and phone. The browser fills in
 * only the company's name: the contact is someone else, not the admin typing.
 */
export function CompanyFields<T extends CompanyValues>({
  form,
  idPrefix,
  contact,
}: CompanyFieldsProps<T>) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      <div className="sm:col-span-2">
        <TextField
          form={form}
          name={'name' as Path<T>}
          id={id('name')}
          label="Company name"
          autoComplete="organization"
        />
      </div>
      <TextField
        form={form}
        name={'contactName' as Path<T>}
        id={id(`${contact.id}-name`)}
        label={`${contact.label} name`}
        autoComplete="off"
      />
      <TextField
        form={form}
        name={'contactEmail' as Path<T>}
        id={id(`${contact.id}-email`)}
        label={`${contact.label} email`}
        type="email"
        autoComplete="off"
      />
      <TextField
        form={form}
        name={'contactPhone' as Path<T>}
        id={id('phone')}
        label="Phone (optional)"
        type="tel"
        autoComplete="off"
      />
    </>
  );
}
