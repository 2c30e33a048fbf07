import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import type { ScheduledSession } from '../../../shared/content/schemas.js';
import { StatusBadge } from '../../components/status-badge.js';
import { Button } from '../../components/ui/button.js';
import { formatDate, formatTimeRange } from '../../lib/dates.js';

const STEP = 10;

interface StudentSessionsProps {
  id: string;
  title: string;
  sessions: ScheduledSession[];
  empty: string;
}

/** A list of the sessions a student attends: their year group's and their own one-to-ones. */
export function StudentSessions({ id, title, sessions, empty }: StudentSessionsProps) {
  const [shown, setShown] = useState(STEP);
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title} <span className="text-sm font-normal text-slate-600">({sessions.length})</span>
      </h2>
      {sessions.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-5 text-sm text-slate-700">
          {empty}
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
          {sessions.slice(0, shown).map((session) => (
            <li
              key={session.id}
              className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="grid gap-0.5">
                <p className="font-medium text-slate-900">{session.title}</p>
                <p className="flex items-start gap-1.5 text-sm text-slate-700">
                  <CalendarDays
                    aria-hidden="true"
                    className="mt-0.5 size-4 shrink-0 text-slate-500"
                  />
                  <span>
                    {formatDate(session.scheduledFor)} •{' '}
                    {formatTimeRange(session.scheduledFor, session.duration)} · {session.subject}
                  </span>
                </p>
              </div>
              <span className="self-start sm:self-center">
                <StatusBadge status={session.status} />
              </span>
            </li>
          ))}
        </ul>
      )}
      {sessions.length > shown && (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => setShown((n) => n + STEP)}
        >
          Show {Math.min(STEP, sessions.length - shown)} more
        </Button>
      )}
    </section>
  );
}
