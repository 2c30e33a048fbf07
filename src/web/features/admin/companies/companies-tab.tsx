import { Building2, Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { CursorPagedList } from '../../../components/paged-list.js';
import { ActionButton } from '../../../components/ui/action-button.js';
import { Button } from '../../../components/ui/button.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { TitledSection } from '../../../components/titled-section.js';
import { useCompanies } from './api.js';
import { CompanyCard } from './company-card.js';
import { CompanyFormDialog } from './company-form-dialog.js';

/** generateAccounts: the onboarding feature's Generate Accounts, passed in by the admin page. */
export function CompaniesTab({ generateAccounts }: { generateAccounts: ReactNode }) {
  const [adding, setAdding] = useState(false);
  const companies = useCompanies();
  return (
    <TitledSection
      id="companies-heading"
      title="Company Management"
      description="Employers that offer tuition as a benefit, with the accounts their staff hold."
      action={
        <div className="flex flex-wrap gap-2">
          {generateAccounts}
          <ActionButton icon={Plus} size="md" onClick={() => setAdding(true)}>
            Add Company
          </ActionButton>
        </div>
      }
    >
      <CursorPagedList
        query={companies}
        noun="companies"
        one="company"
        as="ul"
        skeletons={{ count: 6, label: 'Loading companies' }}
        empty={
          <EmptyState
            icon={Building2}
            title="No Companies Yet"
            headingLevel={3}
            action={<Button onClick={() => setAdding(true)}>Add Company</Button>}
          >
            Add the first employer that offers tuition to its staff.
          </EmptyState>
        }
        renderItem={(company) => <CompanyCard company={company} />}
      />
      {adding && <CompanyFormDialog open onOpenChange={setAdding} />}
    </TitledSection>
  );
}
