import { Building2, Plus } from 'lucide-react';
import { useState } from 'react';
import { Pager, useClampedPage } from '../../../components/pager.js';
import { Button } from '../../../components/ui/button.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { GenerateAccountsDialog } from '../../onboarding/generate-accounts-dialog.js';
import { CARD_GRID, CardSkeletons, ListError } from '../list-states.js';
import { TabHeader } from '../tab-header.js';
import { useCompanies } from './api.js';
import { CompanyCard } from './company-card.js';
import { CompanyFormDialog } from './company-form-dialog.js';

function CompanyList({ onAdd }: { onAdd: () => void }) {
  const [page, setPage] = useState(1);
  const companies = useCompanies(page);
  useClampedPage(companies.data?.total, companies.data?.pageSize ?? 1, page, setPage);

  if (companies.isPending) return <CardSkeletons count={6} label="Loading companies" />;
  if (companies.isError) {
    return <ListError error={companies.error} onRetry={() => void companies.refetch()} />;
  }
  const { items, total, pageSize } = companies.data;
  if (total === 0) {
    return (
      <EmptyState
        icon={Building2}
        title="No Companies Yet"
        headingLevel={3}
        action={<Button onClick={onAdd}>Add Company</Button>}
      >
        Add the first employer that offers tuition to its staff.
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-4">
      <ul className={CARD_GRID} aria-busy={companies.isPlaceholderData}>
        {items.map((company) => (
          <li key={company.id} className="grid">
            <CompanyCard company={company} />
          </li>
        ))}
      </ul>
      <Pager
        page={page}
        pageSize={pageSize}
        total={total}
        noun="companies"
        one="company"
        onPageChange={setPage}
      />
    </div>
  );
}

export function CompaniesTab() {
  const [adding, setAdding] = useState(false);
  return (
    <section aria-labelledby="companies-heading" className="grid gap-5">
      <TabHeader
        id="companies-heading"
        title="Company Management"
        description="Employers that offer tuition as a benefit, with the accounts their staff hold."
        action={
          <div className="flex flex-wrap gap-2">
            <GenerateAccountsDialog />
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" className="size-4" />
              Add Company
            </Button>
          </div>
        }
      />
      <CompanyList onAdd={() => setAdding(true)} />
      {adding && <CompanyFormDialog open onOpenChange={setAdding} />}
    </section>
  );
}
