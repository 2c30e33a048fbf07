import { AUDIT_REASON_LABELS, type AuditReason } from '../../../shared/audit/events.js';
import type { AuditEventView } from '../../../shared/audit/schemas.js';
import { cellClass, ScrollTable, WhenCell } from '../../components/ui/scroll-table.js';
import { cn } from '../../lib/cn.js';

const ACTION_LABELS: Record<string, string> = {
  read: 'Read',
  create: 'Created',
  update: 'Changed',
  disable: 'Disabled',
  enable: 'Enabled',
  end_sessions: 'Ended sessions',
  reset_second_factor: 'Reset two-step sign-in',
  export: 'Exported',
  erasure_requested: 'Asked for deletion',
  erasure_cancelled: 'Cancelled deletion',
  erase: 'Erased',
  change_series: 'Changed the series',
  enrol: 'Added to the class',
  move: 'Moved to this class',
  unenrol: 'Taken out of the class',
  start: 'Started',
  finish: 'Finished',
};

function Person({ person, role }: { person: AuditEventView['actor']; role?: string | null }) {
  if (!person) return <span className="text-slate-600">{role ? role : 'System'}</span>;
  return (
    <>
      <span className="font-medium text-slate-900">#{person.id}</span>
      <span className="block text-slate-600">
        {person.name ?? 'Erased'}
        {role ? ` (${role})` : ''}
      </span>
    </>
  );
}

const COLUMNS = ['When', 'Action', 'Record', 'By', 'Whose', 'Reason', 'From'];

/** One audit event a row, newest first; on a phone it scrolls sideways inside its frame. */
export function AuditTable({ events }: { events: AuditEventView[] }) {
  return (
    <ScrollTable caption="Audit events" columns={COLUMNS} minWidthClass="min-w-[56rem]">
      {events.map((event) => (
        <tr key={event.id}>
          <WhenCell at={event.occurredAt} />
          <th scope="row" className={cn(cellClass, 'text-left font-medium text-slate-900')}>
            {ACTION_LABELS[event.action] ?? event.action}
            {event.fields && (
              <span className="block font-normal text-slate-600">{event.fields.join(', ')}</span>
            )}
          </th>
          <td className={cellClass}>
            {event.recordType.replaceAll('_', ' ')}
            {event.recordId !== null && ` #${event.recordId}`}
          </td>
          <td className={cellClass}>
            <Person person={event.actor} role={event.actorRole} />
          </td>
          <td className={cellClass}>
            <Person person={event.subject} />
          </td>
          <td className={cellClass}>
            {event.reason
              ? (AUDIT_REASON_LABELS[event.reason as AuditReason] ?? event.reason)
              : '—'}
            {event.reasonText && <span className="block text-slate-600">“{event.reasonText}”</span>}
          </td>
          <td className={cn(cellClass, 'font-mono')}>{event.ip ?? '—'}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}
