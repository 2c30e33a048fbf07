import type { AdminAccount } from '../../../shared/security/schemas.js';
import { Badge } from '../../components/ui/badge.js';
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
  'Name',
  'Username',
  'Role',
  'Company',
  'Status',
  'Two-step sign-in',
  'Sessions',
  <span key="actions" className="sr-only">
    Actions
  </span>,
];

/**
 * Accounts in a dense table; on a phone it scrolls sideways inside its frame, with the name
 * column first, so the page itself never does.
 */
export function AccountTable({ accounts, selfId }: { accounts: AdminAccount[]; selfId: number }) {
  return (
    <ScrollTable caption="Accounts" columns={COLUMNS} minWidthClass="min-w-[52rem]">
      {accounts.map((account) => (
        <tr key={account.id}>
          <th scope="row" className={cn(cellClass, 'text-left font-medium text-slate-900')}>
            {account.fullName}
            <span className="block font-normal break-all text-slate-600">{account.email}</span>
          </th>
          <td className={cn(cellClass, 'break-all')}>{account.username}</td>
          <td className={cellClass}>{ROLE_LABELS[account.role] ?? account.role}</td>
          <td className={cellClass}>{account.companyName ?? '—'}</td>
          <td className={cellClass}>
            {account.isActive ? (
              <Badge tone="green">Active</Badge>
            ) : (
              <Badge tone="red">Disabled</Badge>
            )}
          </td>
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
