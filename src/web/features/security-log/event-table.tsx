import type { SecurityEventView } from '../../../shared/security/schemas.js';
import { Badge, type BadgeTone } from '../../components/ui/badge.js';
import { cellClass, ScrollTable, WhenCell } from '../../components/ui/scroll-table.js';
import { cn } from '../../lib/cn.js';
import { eventLabel, OUTCOME_LABELS } from './event-labels.js';

const OUTCOME_TONES: Record<string, BadgeTone> = {
  success: 'green',
  failure: 'orange',
  refused: 'red',
};

type Account = SecurityEventView['actor'];

function Who({ account, typed }: { account: Account; typed?: string | null }) {
  if (account) {
    return (
      <>
        <span className="font-medium text-slate-900">{account.username}</span>
        <span className="block text-slate-600">{account.fullName}</span>
      </>
    );
  }
  if (typed) return <span className="text-slate-800">typed “{typed}”</span>;
  return <span className="text-slate-600">—</span>;
}

const details = (event: SecurityEventView) =>
  Object.entries(event.detail ?? {})
    .map(([name, value]) => `${name}: ${String(value)}`)
    .join(', ');

const COLUMNS = ['When', 'Event', 'Outcome', 'By', 'Account', 'From', 'Details'];

/**
 * The log, one event a row, newest first. Dense, and on a phone it scrolls sideways inside its
 * frame with the time first, so the page itself never does.
 */
export function EventTable({ events }: { events: SecurityEventView[] }) {
  return (
    <ScrollTable caption="Security events" columns={COLUMNS} minWidthClass="min-w-[60rem]">
      {events.map((event) => (
        <tr key={event.id}>
          <WhenCell at={event.occurredAt} />
          <th scope="row" className={cn(cellClass, 'text-left font-medium text-slate-900')}>
            {eventLabel(event.type)}
          </th>
          <td className={cellClass}>
            <Badge tone={OUTCOME_TONES[event.outcome] ?? 'grey'}>
              {OUTCOME_LABELS[event.outcome as keyof typeof OUTCOME_LABELS] ?? event.outcome}
            </Badge>
          </td>
          <td className={cellClass}>
            <Who account={event.actor} typed={event.actor ? null : event.username} />
          </td>
          <td className={cellClass}>
            <Who account={event.subject} />
          </td>
          <td className={cellClass}>
            <span className="font-mono">{event.ip ?? '—'}</span>
            {event.userAgent && (
              <span className="block max-w-40 truncate text-slate-600" title={event.userAgent}>
                {event.userAgent}
              </span>
            )}
          </td>
          <td className={cn(cellClass, 'min-w-52')}>
            {event.path && (
              <span className="block font-mono text-xs break-all">
                {event.method} {event.path}
              </span>
            )}
            {details(event)}
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}
