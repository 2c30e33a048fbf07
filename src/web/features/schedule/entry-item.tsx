import { LiveStatusBadge, ScheduledStatusBadge } from '../../components/session-status-badge.js';
import { Link } from 'react-router';
import { formatTimeRange } from '../../lib/dates.js';
import { ROUTES } from '../../lib/paths.js';
import type { CalendarEntry } from './api.js';

/** One session in a day: time, title, what kind and its status. */
export function EntryItem({ entry }: { entry: CalendarEntry }) {
  const iso = entry.start.toISOString();
  return (
    <li className="grid gap-1 rounded-lg border border-slate-200 bg-white p-2 text-sm">
      <span className="text-xs font-medium text-slate-700">
        {formatTimeRange(iso, entry.duration)}
      </span>
      <p className="leading-snug font-semibold break-words hyphens-auto text-slate-900">
        {entry.kind === 'scheduled' ? (
          <Link
            to={ROUTES.tutorSession.to(entry.id)}
            className="underline decoration-indigo-300 underline-offset-2 hover:text-indigo-800 hover:decoration-indigo-700"
          >
            {entry.title}
          </Link>
        ) : (
          entry.title
        )}
      </p>
      <p className="text-xs text-slate-600">
        {entry.subject}
        {entry.detail && ` · ${entry.detail}`}
      </p>
      <span>
        {entry.kind === 'live' ? (
          <LiveStatusBadge status={entry.status} />
        ) : (
          <ScheduledStatusBadge status={entry.status} />
        )}
      </span>
    </li>
  );
}
