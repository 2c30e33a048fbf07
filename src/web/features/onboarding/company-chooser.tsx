import { Building2, SearchX, Users } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { Company } from '../../../shared/admin/schemas.js';
import { CARD_GRID, CursorPagedList } from '../../components/paged-list.js';
import { StatusBadge } from '../../components/status-badge.js';
import { Button } from '../../components/ui/button.js';
import { Card } from '../../components/ui/card.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { SearchInput } from '../../components/ui/search-input.js';
import { Skeleton } from '../../components/ui/skeleton.js';
import { useDebouncedValue } from '../../lib/use-debounced-value.js';
import { ListError } from '../../components/ui/list-error.js';
import { useCompany, useCompanyPages } from './api.js';

const SEARCH_DELAY_MS = 300;

export const employeeAccounts = (count: number) =>
  `${count.toLocaleString('en-GB')} employee ${count === 1 ? 'account' : 'accounts'}`;

function CompanyOptions({
  chosenId,
  onChoose,
  emptyAction,
}: {
  chosenId: number | null;
  onChoose: (id: number) => void;
  emptyAction?: ReactNode;
}) {
  const [searchInput, setSearchInput] = useState('');
  // Thousands of companies are found by name rather than by loading page after page.
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DELAY_MS);
  const companies = useCompanyPages(search);
  return (
    <div className="grid gap-4">
      <SearchInput
        label="Find a company"
        placeholder="Find a company by part of its name"
        value={searchInput}
        onValueChange={setSearchInput}
        className="sm:max-w-sm"
      />
      <CursorPagedList
        query={companies}
        noun="companies"
        one="company"
        skeletons={{ count: 3, label: 'Loading companies' }}
        empty={
          search ? (
            <EmptyState icon={SearchX} title="No Matching Companies" headingLevel={3}>
              No company's name holds “{search}”.
            </EmptyState>
          ) : (
            <EmptyState
              icon={Building2}
              title="No Companies Yet"
              headingLevel={3}
              action={emptyAction}
            >
              Add the employer first; its staff are onboarded here.
            </EmptyState>
          )
        }
        renderItems={(items) => (
          <fieldset className="grid gap-4">
            <legend className="mb-3 text-sm font-medium text-slate-800">Choose a company</legend>
            <div className={CARD_GRID}>
              {items.map((company) => (
                <label
                  key={company.id}
                  className="grid cursor-pointer gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-indigo-300 has-checked:border-indigo-600 has-checked:bg-indigo-50 has-focus-visible:ring-2 has-focus-visible:ring-indigo-600"
                >
                  <input
                    type="radio"
                    name="onboarding-company"
                    value={company.id}
                    checked={company.id === chosenId}
                    onChange={() => onChoose(company.id)}
                    className="sr-only"
                  />
                  <span className="flex items-start justify-between gap-2">
                    <span className="font-semibold text-slate-900">{company.name}</span>
                    <StatusBadge status={company.status} />
                  </span>
                  <span className="flex items-center gap-2 text-sm text-slate-700">
                    <Users aria-hidden="true" className="size-4 text-slate-500" />
                    {employeeAccounts(company.employeeCount)}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
      />
    </div>
  );
}

function ChosenCompany({ company, onChange }: { company: Company; onChange: () => void }) {
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="grid gap-1">
        <p className="text-sm text-slate-700">Company</p>
        <p className="text-lg font-semibold text-slate-900">{company.name}</p>
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <Users aria-hidden="true" className="size-4 text-slate-500" />
          {employeeAccounts(company.employeeCount)}
          {company.declaredEmployeeCount > 0 &&
            ` of ${company.declaredEmployeeCount.toLocaleString('en-GB')} staff`}
        </p>
      </div>
      <Button variant="outline" onClick={onChange}>
        Change company
      </Button>
    </Card>
  );
}

interface CompanyChooserProps {
  companyId: number | null;
  onChoose: (id: number | null) => void;
  /** Offered when there are no companies yet, e.g. Add New Company. */
  emptyAction?: ReactNode;
}

/** Company cards to pick from; once one is picked, just that company with a way to change it. */
export function CompanyChooser({ companyId, onChoose, emptyAction }: CompanyChooserProps) {
  const company = useCompany(companyId);

  if (companyId === null) {
    return <CompanyOptions chosenId={null} onChoose={onChoose} emptyAction={emptyAction} />;
  }
  if (company.isPending) {
    return (
      <Card role="status" aria-label="Loading company" className="grid gap-2 p-4">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-6 w-1/3" />
      </Card>
    );
  }
  if (company.isError) {
    return <ListError error={company.error} onRetry={() => onChoose(null)} />;
  }
  return <ChosenCompany company={company.data} onChange={() => onChoose(null)} />;
}
