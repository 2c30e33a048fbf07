import type { SecurityEventView } from '../../../shared/security/schemas.js';
import { Badge, type BadgeTone } from '../../components/ui/badge.js';
import { Breakable } from '../../components/ui/breakable.js';
import { RowCard, RowCards } from '../../components/ui/row-cards.js';
import { cellClass, ScrollTable, WhenCell } from '../../components/ui/scroll-table.js';
import { formatDate, formatTime } from '../../lib/dates.js';
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
        <span className="font-medium text-slate-900">
          <Breakable text={account.username} />
        </span>
        <span className="block text-slate-600">{account.fullName}</span>
      </>
    );
  }
  if (typed)
    return (
      <span className="text-slate-800">
        typed “<Breakable text={typed} />”
      </span>
    );
  return <span className="text-slate-600">—</span>;
}

const details = (event: SecurityEventView) =>
  Object.entries(event.detail ?? {})
    .map(([name, value]) => `${name}: ${String(value)}`)
    .join(', ');

// Five columns, the outcome under the event and where it came from under the details, so the
// table fits a laptop without splitting a word (issue 26 §5).
const COLUMNS = ['When', 'Event', 'By', 'Account', 'Details'];

const outcome = (event: SecurityEventView) => (
  <Badge tone={OUTCOME_TONES[event.outcome] ?? 'grey'}>
    {OUTCOME_LABELS[event.outcome as keyof typeof OUTCOME_LABELS] ?? event.outcome}
  </Badge>
);

/** Where the request came from: the address, and the browser's own name for itself. */
const From = ({ event }: { event: SecurityEventView }) => (
  <>
    <span className="font-mono">{event.ip ? <Breakable text={event.ip} /> : '—'}</span>
    {event.userAgent && (
      <span className="block max-w-40 truncate text-slate-600" title={event.userAgent}>
        {event.userAgent}
      </span>
    )}
  </>
);

/** What the request was and what the event recorded; the path wraps at its slashes. */
const Details = ({ event }: { event: SecurityEventView }) => (
  <>
    {event.path && (
      <span className="block font-mono text-xs">
        {event.method} <Breakable text={event.path} />
      </span>
    )}
    {details(event)}
  </>
);

/** The log, one event a row, newest first; a phone shows EventCards instead. */
export function EventTable({ events }: { events: SecurityEventView[] }) {
  return (
    <ScrollTable caption="Security events" columns={COLUMNS} minWidthClass="min-w-[48rem]">
      {events.map((event) => (
        <tr key={event.id}>
          <WhenCell at={event.occurredAt} />
          <th scope="row" className={cn(cellClass, 'text-left font-medium text-slate-900')}>
            {eventLabel(event.type)}
            <span className="mt-1 block">{outcome(event)}</span>
          </th>
          <td className={cellClass}>
            <Who account={event.actor} typed={event.actor ? null : event.username} />
          </td>
          <td className={cellClass}>
            <Who account={event.subject} />
          </td>
          <td className={cn(cellClass, 'min-w-52')}>
            <Details event={event} />
            <span className="mt-1 block">
              <From event={event} />
            </span>
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}

/** The log on a phone, a card an event, every fact in view. */
export function EventCards({ events }: { events: SecurityEventView[] }) {
  return (
    <RowCards label="Security events">
      {events.map((event) => (
        <RowCard
          key={event.id}
          title={eventLabel(event.type)}
          subtitle={`${formatDate(event.occurredAt)}, ${formatTime(event.occurredAt)}`}
          action={outcome(event)}
          facts={[
            ['By', <Who account={event.actor} typed={event.actor ? null : event.username} />],
            ['Account', <Who account={event.subject} />],
            ['From', <From event={event} />],
            ['Details', <Details event={event} />],
          ]}
        />
      ))}
    </RowCards>
  );
}
