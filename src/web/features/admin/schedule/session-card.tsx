import {
  BookOpen,
  CalendarDays,
  ClipboardCheck,
  Clock,
  GraduationCap,
  Link2,
  Pencil,
  Timer,
  UserRound,
} from 'lucide-react';
import { useState } from 'react';
import type { AdminScheduledSession } from '../../../../shared/admin/schemas.js';
import { StatusBadge } from '../../../components/status-badge.js';
import { Badge } from '../../../components/ui/badge.js';
import { ActionButton } from '../../../components/ui/action-button.js';
import { Card } from '../../../components/ui/card.js';
import { CardDetails } from '../card-details.js';
import { formatDate, formatTime } from '../../../lib/dates.js';
import { hasStarted, SessionDialogs, type SessionDialog } from './session-dialogs.js';

export function SessionCard({ session }: { session: AdminScheduledSession }) {
  const [open, setOpen] = useState<SessionDialog | null>(null);
  // Read once, when the card first shows.
  const [now] = useState(() => Date.now());
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
          ...(session.academicYear
            ? [{ icon: GraduationCap, label: 'Academic year', value: session.academicYear }]
            : []),
          {
            icon: UserRound,
            label: 'Tutor',
            value: (
              <span className="inline-flex items-center gap-2">
                {session.tutorName ?? 'Unknown Tutor'}
                {!session.tutorActive && session.tutorName && (
                  <Badge tone="orange">Tutor inactive</Badge>
                )}
              </span>
            ),
          },
          { icon: Timer, label: 'Duration', value: `${session.duration} minutes` },
          ...(session.youtubeUrl
            ? [
                {
                  icon: Link2,
                  label: 'Streaming link',
                  value: (
                    <a
                      href={session.youtubeUrl}
                      target="_blank"
                      rel="noreferrer noopener"
                      className="text-indigo-700 underline-offset-2 hover:underline"
                    >
                      Streaming link
                    </a>
                  ),
                },
              ]
            : []),
        ]}
      />
      <div className="mt-auto flex flex-wrap gap-2">
        <ActionButton
          icon={Pencil}
          variant="outline"
          aria-label={`Edit ${session.title}`}
          onClick={() => setOpen('edit')}
        >
          Edit
        </ActionButton>
        <ActionButton
          icon={Link2}
          variant="secondary"
          aria-label={`Add YouTube Link to ${session.title}`}
          onClick={() => setOpen('link')}
        >
          Add YouTube Link
        </ActionButton>
        {hasStarted(session, now) && (
          <ActionButton
            icon={ClipboardCheck}
            variant="outline"
            aria-label={`Register of ${session.title}`}
            onClick={() => setOpen('register')}
          >
            Register
          </ActionButton>
        )}
      </div>
      <SessionDialogs session={session} open={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
