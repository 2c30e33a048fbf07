import { CalendarDays, Clock, ExternalLink, UserRound } from 'lucide-react';
import { StatusBadge } from '../../components/status-badge.js';
import { ActionsMenu } from '../../components/ui/actions-menu.js';
import { Badge } from '../../components/ui/badge.js';
import { buttonClasses } from '../../components/ui/button.js';
import { formatDate, formatTimeRange } from '../../lib/dates.js';
import { safeHref } from '../../lib/urls.js';
import type { LiveSessionView } from './api.js';

interface LiveSessionCardProps {
  session: LiveSessionView;
  onEdit?: () => void;
  onDelete?: () => void;
}

export function LiveSessionCard({ session, onEdit, onDelete }: LiveSessionCardProps) {
  const link = safeHref(session.youtubeUrl);
  const open = session.status === 'scheduled' || session.status === 'live';
  return (
    <article className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <div className="grid gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={session.status} />
            <Badge tone="indigo">{session.subject}</Badge>
          </div>
          <h2 className="text-base leading-snug font-semibold text-slate-900">{session.title}</h2>
        </div>
        {onEdit && onDelete && (
          <ActionsMenu label={`Actions for ${session.title}`} onEdit={onEdit} onDelete={onDelete} />
        )}
      </div>
      {session.description && (
        <p className="line-clamp-2 text-sm text-slate-700">{session.description}</p>
      )}
      <ul className="grid gap-1.5 text-sm text-slate-700">
        <li className="flex items-center gap-2">
          <CalendarDays aria-hidden="true" className="size-4 text-slate-500" />
          {formatDate(session.scheduledFor)}
        </li>
        <li className="flex items-center gap-2">
          <Clock aria-hidden="true" className="size-4 text-slate-500" />
          {formatTimeRange(session.scheduledFor, session.duration)} ({session.duration} min)
        </li>
        {session.tutorName && (
          <li className="flex items-center gap-2">
            <UserRound aria-hidden="true" className="size-4 text-slate-500" />
            {session.tutorName}
          </li>
        )}
      </ul>
      {link && (
        <a
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({
            variant: session.status === 'live' ? 'primary' : 'outline',
            size: 'sm',
            className: 'mt-auto self-start',
          })}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          {open ? 'Open stream' : 'Watch recording'}
          <span className="sr-only"> for {session.title} (opens in a new tab)</span>
        </a>
      )}
    </article>
  );
}
