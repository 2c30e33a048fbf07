import type { AdminAccount } from '../../../shared/security/schemas.js';
import { Badge } from '../../components/ui/badge.js';
import { Breakable } from '../../components/ui/breakable.js';
import { RowCard, RowCards } from '../../components/ui/row-cards.js';
import { cellClass, ScrollTable } from '../../components/ui/scroll-table.js';
import { cn } from '../../lib/cn.js';
import { AccountActions } from './account-actions.js';

const ROLE_LABELS: Record<string, string> = {
  admin: 'Admin',
  tutor: 'Tutor',
  parent: 'Parent',
  student: 'Student',
  employer: 'Employer',
};

const COLUMNS = [
  'Account',
  'Role',
  'Company',
  'Status',
  'Two-step sign-in',
  'Sessions',
  <span key="actions" className="sr-only">
    Actions
  </span>,
];

const status = (account: AdminAccount) =>
  account.isActive ? <Badge tone="green">Active</Badge> : <Badge tone="red">Disabled</Badge>;

interface AccountsProps {
  accounts: AdminAccount[];
  selfId: number;
}

/**
 * Accounts in a dense table, the name, username and email in one column, so that at a laptop's
 * width the table fits without splitting a word (issue 26 §5).
 */
export function AccountTable({ accounts, selfId }: AccountsProps) {
  return (
    <ScrollTable caption="Accounts" columns={COLUMNS} minWidthClass="min-w-[48rem]">
      {accounts.map((account) => (
        <tr key={account.id}>
          <th scope="row" className={cn(cellClass, 'text-left font-medium text-slate-900')}>
            {account.fullName}
            <span className="block font-normal text-slate-700">
              <Breakable text={account.username} />
            </span>
            <span className="block font-normal text-slate-600">
              <Breakable text={account.email} />
            </span>
          </th>
          <td className={cellClass}>{ROLE_LABELS[account.role] ?? account.role}</td>
          <td className={cellClass}>{account.companyName ?? '—'}</td>
          <td className={cellClass}>{status(account)}</td>
          <td className={cellClass}>{account.mfaEnabled ? 'On' : 'Off'}</td>
          <td className={cn(cellClass, 'tabular-nums')}>{account.sessions}</td>
          <td className={cn(cellClass, 'text-right')}>
            <AccountActions account={account} self={account.id === selfId} />
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}

/** The same accounts on a phone, a card each, every fact in view. */
export function AccountCards({ accounts, selfId }: AccountsProps) {
  return (
    <RowCards label="Accounts">
      {accounts.map((account) => (
        <RowCard
          key={account.id}
          title={account.fullName}
          subtitle={<Breakable text={account.email} />}
          action={<AccountActions account={account} self={account.id === selfId} />}
          facts={[
            ['Username', <Breakable text={account.username} />],
            ['Role', ROLE_LABELS[account.role] ?? account.role],
            ['Company', account.companyName ?? '—'],
            ['Status', status(account)],
            ['Two-step sign-in', account.mfaEnabled ? 'On' : 'Off'],
            ['Sessions', account.sessions],
          ]}
        />
      ))}
    </RowCards>
  );
}
