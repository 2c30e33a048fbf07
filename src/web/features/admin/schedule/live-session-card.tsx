import { BookOpen, CalendarDays, Clock, ExternalLink, Timer, UserRound } from 'lucide-react';
import { StatusBadge } from '../../../components/status-badge.js';
import { buttonClasses } from '../../../components/ui/button.js';
import { Card } from '../../../components/ui/card.js';
import { CardDetails } from '../card-details.js';
import { formatDate, formatTime } from '../../../lib/dates.js';
import type { LiveSession } from '../../../../shared/content/schemas.js';

/** A session streaming now; it already has its link, so the card offers to open it. */
export function LiveSessionCard({ session }: { session: LiveSession }) {
  return (
    <Card className="flex flex-col gap-4 p-5">
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-semibold text-slate-900">{session.title}</h3>
        <StatusBadge status={session.status} />
      </div>
      <CardDetails
        details={[
          { icon: CalendarDays, label: 'Date', value: formatDate(session.scheduledFor) },
          { icon: Clock, label: 'Time', value: formatTime(session.scheduledFor) },
          { icon: BookOpen, label: 'Subject', value: session.subject },
          { icon: UserRound, label: 'Tutor', value: session.tutorName ?? 'Unknown Tutor' },
          { icon: Timer, label: 'Duration', value: `${session.duration} minutes` },
        ]}
      />
      {session.youtubeUrl && (
        <a
          href={session.youtubeUrl}
          target="_blank"
          rel="noreferrer noopener"
          aria-label={`Open the stream of ${session.title} (opens in a new tab)`}
          className={buttonClasses({
            variant: 'secondary',
            size: 'sm',
            className: 'mt-auto self-start',
          })}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          Open Stream
        </a>
      )}
    </Card>
  );
}
