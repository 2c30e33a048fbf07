import { formatDay } from '../../../../shared/dates/format.js';
import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ScheduledSession } from '../../../../shared/content/schemas.js';
import { ROUTES } from '../../../lib/paths.js';
import { buttonClasses } from '../../../components/ui/button.js';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog.js';
import { formatTimeRange } from '../../../lib/dates.js';
import { SessionMarks } from '../../attendance/attendance-mark.js';
import { AddToCalendarLink } from '../../calendar/add-to-calendar-link.js';
import { LessonReportView } from '../../lesson-reports/report-view.js';
import { formatMinutes } from '../../../lib/dates.js';
import { JoinButton } from '../../../components/join-button.js';
import { StatusBadge } from '../../../components/status-badge.js';

/**
 * Spec 2 §2.4: date, time range, duration and notes, and Join Session only when the session is
 * scheduled and today.
 */
export function SessionDialog({
  session,
  marks,
  onClose,
}: {
  session: ScheduledSession | null;
  /** The family's attendance at it, once it has started. */
  marks?: Parameters<typeof SessionMarks>[0]['marks'] | undefined;
  onClose: () => void;
}) {
  // Past sessions show their report; read once, so a session starting mid-visit does not jump.
  const [now] = useState(() => Date.now());
  return (
    <Dialog open={session !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="grid max-w-lg gap-5">
        {session && (
          <>
            <div className="grid gap-2">
              <DialogTitle>{session.title}</DialogTitle>
              <div className="flex flex-wrap items-center gap-2">
                <StatusBadge status={session.status} />
                <span className="text-sm text-slate-700">{session.subject}</span>
                {session.className && (
                  <span className="text-sm text-slate-700">Class: {session.className}</span>
                )}
              </div>
              <SessionMarks marks={marks} />
            </div>
            <DialogDescription className="sr-only">
              The date, time and notes of this session.
            </DialogDescription>
            <dl className="grid gap-3 rounded-xl bg-slate-50 p-4 text-sm sm:grid-cols-3">
              <div>
                <dt className="text-slate-600">Date</dt>
                <dd className="font-medium text-slate-900">{formatDay(session.scheduledFor)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">Time</dt>
                <dd className="font-medium text-slate-900">
                  {formatTimeRange(session.scheduledFor, session.duration)}
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">Duration</dt>
                <dd className="font-medium text-slate-900">{formatMinutes(session.duration)}</dd>
              </div>
            </dl>
            <div className="grid gap-1">
              <h3 className="text-sm font-semibold text-slate-900">Notes</h3>
              <p className="text-sm whitespace-pre-line text-slate-700">
                {session.notes ?? 'No notes for this session.'}
              </p>
            </div>
            {new Date(session.scheduledFor).getTime() <= now && (
              <LessonReportView sessionId={session.id} />
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
              <AddToCalendarLink session={session} />
              <Link
                to={ROUTES.studentLesson.to(session.id)}
                className={buttonClasses({ variant: 'outline' })}
              >
                Lesson details
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
              <JoinButton session={session} label="Join Session" todayOnly />
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
