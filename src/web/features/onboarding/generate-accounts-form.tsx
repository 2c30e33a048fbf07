import { useState } from 'react';
import type { z } from 'zod';
import { bulkGenerateSchema, type BulkGenerateResult } from '../../../shared/onboarding/schemas.js';
import { TextField, fieldsUnder } from '../../components/form/text-field.js';
import { useSchemaForm } from '../../components/form/use-schema-form.js';
import { Button } from '../../components/ui/button.js';
import { SelectField } from '../../components/ui/select-field.js';
import { countOf } from '../../../shared/plurals.js';
import { toast } from '../../components/ui/toast-store.js';
import { newJobId, useGenerateAccounts } from './api.js';
import { CompanyField } from './company-field.js';
import { JobProgress } from './job-progress.js';
import { ONBOARDING_MSG } from './messages.js';

type Values = z.output<typeof bulkGenerateSchema>;
type GenerateRole = Values['role'];

export const ROLE_LABELS: Record<GenerateRole, string> = {
  student: 'Student',
  tutor: 'Tutor',
  admin: 'Admin',
};

interface GenerateAccountsFormProps {
  idPrefix: string;
  /** The company, when it is already chosen; otherwise the form offers a choice. */
  companyId?: number;
  roles: readonly GenerateRole[];
  defaultCount: number;
  /** Told the name of the company chosen in the form, when it offered the choice. */
  onGenerated: (result: BulkGenerateResult, companyName?: string) => void;
}

/** Spec 2 §5: 1 to 1000 accounts of one role, with an optional email domain. */
export function GenerateAccountsForm({
  idPrefix,
  companyId,
  roles,
  defaultCount,
  onGenerated,
}: GenerateAccountsFormProps) {
  const generate = useGenerateAccounts();
  const [jobId, setJobId] = useState<string | null>(null);
  const [companyName, setCompanyName] = useState<string>();
  const form = useSchemaForm({
    schema: bulkGenerateSchema,
    defaultValues: {
      companyId: companyId ?? '',
      count: defaultCount,
      role: roles[0],
      domain: '',
      generatePasswords: true,
    },
    mutation: generate,
    request: (input) => {
      const id = newJobId();
      setJobId(id);
      return { ...input, jobId: id };
    },
    onSaved: (result) => {
      setJobId(null);
      toast({
        title: ONBOARDING_MSG.accountsGenerated,
        description: `${countOf(result.count, 'accounts')} created.`,
      });
      onGenerated(result, companyName);
    },
    failureTitle: ONBOARDING_MSG.generationFailed,
    onFailed: () => setJobId(null),
    onInvalid: (invalid) => {
      // Spec 2 §8: generating without a company says so, not only under the field.
      if (invalid.companyId) {
        toast({ title: ONBOARDING_MSG.selectCompanyFirst, variant: 'destructive' });
      }
    },
  });
  const { control } = form;

  const id = (name: string) => `${idPrefix}-${name}`;
  const field = fieldsUnder(form, idPrefix);
  const busy = generate.isPending;
  return (
    <form onSubmit={form.onSubmit} noValidate className="grid gap-4">
      {companyId === undefined && (
        <CompanyField
          control={control}
          name="companyId"
          id={id('company')}
          onChosen={(option) => setCompanyName(option.label)}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...field('count')}
          label="Number of accounts"
          hint="1 to 1,000 at once."
          type="number"
          min={1}
          max={1000}
          inputMode="numeric"
          disabled={busy}
        />
        <SelectField
          control={control}
          name="role"
          id={id('role')}
          label="Account type"
          options={roles.map((value) => ({ value, label: ROLE_LABELS[value] }))}
        />
      </div>
      <TextField
        {...field('domain')}
        label="Email domain (optional)"
        hint="Addresses are made up as username@domain; leave empty for ClassPerk addresses."
        placeholder="northwind.co.uk"
        autoComplete="off"
        disabled={busy}
      />
      {busy && jobId && <JobProgress jobId={jobId} noun="accounts" />}
      <Button type="submit" className="justify-self-start" disabled={busy}>
        {busy ? 'Generating…' : 'Generate Accounts'}
      </Button>
    </form>
  );
}
