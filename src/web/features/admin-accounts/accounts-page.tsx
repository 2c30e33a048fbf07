import { Users } from 'lucide-react';
import { ROLES } from '../../../shared/constants.js';
import { KeysetList } from '../../components/keyset-list.js';
import { ListSearch } from '../../components/list-search.js';
import { PageHeader } from '../../components/page-header.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { useTableFits } from '../../components/ui/row-cards.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { ALL, useListParams } from '../../lib/use-list-params.js';
import { useCurrentUser } from '../../lib/session/current-user.js';
import { AccountCards, AccountTable } from './account-table.js';
import { useAccounts } from './api.js';

const ROLE_OPTIONS = ROLES.map((role) => ({
  value: role,
  label: role[0]!.toUpperCase() + role.slice(1),
}));
const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'disabled', label: 'Disabled' },
];

/** Issue 13 §2: every account, of every role, with the admin's controls. */
export function AccountsPage() {
  useDocumentTitle('Accounts');
  const params = useListParams({ role: ALL, status: ALL });
  const { search, ...filters } = params.query;
  const accounts = useAccounts({ q: search, role: filters.role, status: filters.status });
  const self = useCurrentUser().data;
  const Accounts = useTableFits() ? AccountTable : AccountCards;

  return (
    <div className="mx-auto grid max-w-6xl min-w-0 grid-cols-1 gap-6">
      <PageHeader
        title="Accounts"
        description="Find any account, disable or enable it, or sign it out everywhere. Every action is written to the security log."
      />
      <ListSearch
        params={params}
        label="Search accounts"
        placeholder="Search by name, username or email"
        filters={{
          role: { id: 'account-role', label: 'Role', allLabel: 'All roles', options: ROLE_OPTIONS },
          status: {
            id: 'account-status',
            label: 'Status',
            allLabel: 'Any status',
            options: STATUS_OPTIONS,
          },
        }}
      />
      <KeysetList
        query={accounts}
        noun="accounts"
        one="account"
        loadingLabel="Loading accounts"
        empty={
          <EmptyState icon={Users} title="No accounts match">
            Try part of the name, username or email, or another role or status.
          </EmptyState>
        }
      >
        {(items) => <Accounts accounts={items} selfId={self?.id ?? 0} />}
      </KeysetList>
    </div>
  );
}
