import { StatusBadge } from '../../components/status-badge.js';
import { Link } from 'react-router';
import { formatTimeRange } from '../../lib/dates.js';
import { ROUTES } from '../../lib/paths.js';
import type { LiveSession } from '../../../shared/content/schemas.js';
import type { CalendarEntry } from './api.js';

const TITLE_LINK =
  'text-left underline decoration-indigo-300 underline-offset-2 hover:text-indigo-800 hover:decoration-indigo-700';

/** Opens a live stream's details, in its edit dialog when the viewer may change it. */
export type OpenLive = (session: LiveSession) => void;

/** One session in a day: time, title, what kind and its status; the title opens its details. */
export function EntryItem({ entry, onOpenLive }: { entry: CalendarEntry; onOpenLive: OpenLive }) {
  const iso = entry.start.toISOString();
  const live = entry.live;
  return (
    <li className="grid gap-1 rounded-lg border border-slate-200 bg-white p-2 text-sm">
      <span className="text-xs font-medium text-slate-700">
        {formatTimeRange(iso, entry.duration)}
      </span>
      <p className="leading-snug font-semibold break-words hyphens-auto text-slate-900">
        {live ? (
          <button type="button" className={TITLE_LINK} onClick={() => onOpenLive(live)}>
            {entry.title}
          </button>
        ) : (
          <Link to={ROUTES.tutorSession.to(entry.id)} className={TITLE_LINK}>
            {entry.title}
          </Link>
        )}
      </p>
      <p className="text-xs text-slate-600">
        {entry.subject}
        {entry.detail && ` · ${entry.detail}`}
      </p>
      <span>
        <StatusBadge status={entry.status} />
      </span>
    </li>
  );
}
