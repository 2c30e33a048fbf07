import type { Company } from '../../../../shared/admin/schemas.js';
import { FormDialog } from '../../../components/form-dialog.js';
import { DomainsPanel } from '../../company-domains/domains-panel.js';

/** An admin's view of one company's email domains (issue 30 §5, decision 128). */
export function DomainsDialog({
  company,
  open,
  onOpenChange,
}: {
  company: Company;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`${company.name}: email domains`}
      description="Staff with an address on a verified domain can register without a code and are sent to the company's identity provider. Each domain is verified by a link emailed to an address on it."
    >
      <DomainsPanel companyId={company.id} />
    </FormDialog>
  );
}
