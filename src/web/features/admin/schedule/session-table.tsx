import { ArrowDown, ArrowUp, EllipsisVertical } from 'lucide-react';
import { lazy, useState } from 'react';
import type { AdminScheduledSession, ScheduleSort } from '../../../../shared/admin/schemas.js';
import { StatusBadge } from '../../../components/status-badge.js';
import { Badge } from '../../../components/ui/badge.js';
import { cellClass, ScrollTable, WhenCell } from '../../../components/ui/scroll-table.js';
import { DeferredMenu } from '../../../components/ui/deferred-menu.js';
import { cn } from '../../../lib/cn.js';

// A row's menu (and Radix's menu code) loads on its first click: the admin's home shows 24 rows.
const loadActions = () => import('./session-actions.js');
const SessionActions = lazy(async () => ({ default: (await loadActions()).SessionActions }));

interface SessionTableProps {
  sessions: AdminScheduledSession[];
  caption: string;
  sort: ScheduleSort;
  onSort: (sort: ScheduleSort) => void;
}

/** The admin schedule at desktop widths: one dense row a session, sorted by date either way. */
export function SessionTable({ sessions, caption, sort, onSort }: SessionTableProps) {
  // Read once, when the table first shows: a row offers its register from the session's start.
  const [now] = useState(() => Date.now());
  const ascending = sort === 'date-asc';
  const Arrow = ascending ? ArrowUp : ArrowDown;
  const columns = [
    <button
      key="date"
      type="button"
      onClick={() => onSort(ascending ? 'date-desc' : 'date-asc')}
      className="-mx-1 inline-flex items-center gap-1 rounded px-1 font-medium hover:text-slate-900"
    >
      Date and time
      <Arrow aria-hidden="true" className="size-4" />
    </button>,
    'Title',
    'Tutor',
    'Subject',
    'Year group',
    'Status',
    <span key="actions" className="sr-only">
      Actions
    </span>,
  ];
  return (
    <ScrollTable
      caption={caption}
      columns={columns}
      minWidthClass="min-w-[48rem]"
      sorted={{ index: 0, direction: ascending ? 'ascending' : 'descending' }}
    >
      {sessions.map((session) => (
        <tr key={session.id}>
          <WhenCell at={session.scheduledFor} />
          <th
            scope="row"
            className={cn(cellClass, 'text-left font-medium break-words text-slate-900')}
          >
            {session.title}
            <span className="block font-normal text-slate-600">{session.duration} minutes</span>
          </th>
          <td className={cn(cellClass, 'min-w-36')}>
            {session.tutorName ?? 'Unknown Tutor'}
            {!session.tutorActive && session.tutorName && (
              <Badge tone="orange" className="mt-1 block w-fit">
                Tutor inactive
              </Badge>
            )}
          </td>
          <td className={cn(cellClass, 'whitespace-nowrap')}>{session.subject}</td>
          <td className={cn(cellClass, 'whitespace-nowrap')}>{session.academicYear ?? '—'}</td>
          <td className={cn(cellClass, 'whitespace-nowrap')}>
            <StatusBadge status={session.status} />
          </td>
          <td className={cn(cellClass, 'text-right')}>
            <DeferredMenu
              label={`Actions for ${session.title}`}
              className="grid size-9 place-items-center rounded-lg text-slate-700 hover:bg-slate-100"
              preload={loadActions}
              menu={<SessionActions session={session} now={now} />}
            >
              <EllipsisVertical aria-hidden="true" className="size-5" />
            </DeferredMenu>
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}
