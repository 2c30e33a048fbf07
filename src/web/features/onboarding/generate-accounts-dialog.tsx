import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import type { BulkGenerateResult } from '../../../shared/onboarding/schemas.js';
import { FormDialog } from '../../components/form-dialog.js';
import { Button } from '../../components/ui/button.js';
import { GenerateAccountsForm } from './generate-accounts-form.js';
import { GeneratedAccounts } from './generated-accounts.js';

/** Spec 2 §5, §9: the Companies tab offers student, tutor or admin accounts, 10 by default. */
const ROLES = ['student', 'tutor', 'admin'] as const;
const DEFAULT_COUNT = 10;

function DialogBody() {
  const [done, setDone] = useState<{ result: BulkGenerateResult; companyName: string } | null>(
    null,
  );
  if (done) {
    return (
      <GeneratedAccounts
        result={done.result}
        companyName={done.companyName}
        onAgain={() => setDone(null)}
      />
    );
  }
  return (
    <GenerateAccountsForm
      idPrefix="generate-dialog"
      roles={ROLES}
      defaultCount={DEFAULT_COUNT}
      onGenerated={(result, companyName) =>
        setDone({ result, companyName: companyName ?? 'company' })
      }
    />
  );
}

/** The Companies tab's Generate Accounts button and dialog. */
export function GenerateAccountsDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <KeyRound aria-hidden="true" className="size-4" />
        Generate Accounts
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title="Generate Accounts"
        description="Ready-made accounts for a company, with one-time passwords to hand out."
        // A stray click outside must not throw away credentials that were not saved yet.
        onInteractOutside={(event) => event.preventDefault()}
      >
        {open && <DialogBody />}
      </FormDialog>
    </>
  );
}
