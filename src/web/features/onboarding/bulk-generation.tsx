import { useState } from 'react';
import type { BulkGenerateResult } from '../../../shared/onboarding/schemas.js';
import { GenerateAccountsForm } from './generate-accounts-form.js';
import { GeneratedAccounts } from './generated-accounts.js';

/** Spec 2 §6, §9: the Registration tab generates student accounts, 50 unless told otherwise. */
const ROLES = ['student'] as const;
const DEFAULT_COUNT = 50;

/** Bulk Generation sub-tab: ready-made accounts whose credentials the employer hands out. */
export function BulkGeneration({
  companyId,
  companyName,
}: {
  companyId: number;
  companyName: string;
}) {
  const [result, setResult] = useState<BulkGenerateResult | null>(null);
  if (result) {
    return (
      <GeneratedAccounts
        result={result}
        companyName={companyName}
        onAgain={() => setResult(null)}
      />
    );
  }
  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-700">
        Creates accounts with generated usernames and one-time passwords. Everyone chooses their own
        password when they first sign in.
      </p>
      <GenerateAccountsForm
        idPrefix="bulk-generation"
        companyId={companyId}
        roles={ROLES}
        defaultCount={DEFAULT_COUNT}
        onGenerated={(generated) => setResult(generated)}
      />
    </div>
  );
}
