import { addDays, addWeeks, isSameDay, isToday, startOfWeek, subWeeks } from 'date-fns';
import { dayParts, formatDayRange, formatWeekday } from '../../../../shared/dates/format.js';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ScheduledSession } from '../../../../shared/content/schemas.js';
import { ROUTES } from '../../../lib/paths.js';
import { Badge } from '../../../components/ui/badge.js';
import { StepButton } from '../../../components/ui/step-button.js';
import { Button } from '../../../components/ui/button.js';
import { ListError } from '../../../components/ui/list-error.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { cn } from '../../../lib/cn.js';
import { formatTimeRange } from '../../../lib/dates.js';
import { useFamilyMarks } from '../../attendance/api.js';
import { SessionMarks } from '../../attendance/attendance-mark.js';
import { useForWhom, useSessionsBetween } from '../../family-area/api.js';
import { StatusBadge } from '../../../components/status-badge.js';

/** Spec 2 §9: the week starts on Monday. */
export const WEEK_STARTS_ON = 1;
const thisWeek = () => startOfWeek(new Date(), { weekStartsOn: WEEK_STARTS_ON });

const weekLabel = (start: Date) => {
  const end = addDays(start, 6);
  return formatDayRange(start, end);
};

function SessionLink({
  session,
  marks,
  who,
}: {
  session: ScheduledSession;
  marks: Parameters<typeof SessionMarks>[0]['marks'];
  who: string;
}) {
  return (
    <Link
      to={ROUTES.studentLesson.to(session.id)}
      className="grid gap-1 rounded-xl border border-slate-200 bg-white p-3 transition-colors hover:border-indigo-300 hover:bg-indigo-50/40"
    >
      <span className="font-medium text-slate-900">{session.title}</span>
      <span className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        {formatTimeRange(session.scheduledFor, session.duration)}
        <StatusBadge status={session.status} />
      </span>
      {who && <span className="text-sm text-slate-600">For {who}</span>}
      <SessionMarks marks={marks} />
    </Link>
  );
}

/** Spec 2 §2.4: one week, Monday first, with arrows and a Today badge. */
export function WeekView() {
  const [start, setStart] = useState(thisWeek);
  const days = Array.from({ length: 7 }, (_, i) => addDays(start, i));
  const sessions = useSessionsBetween(start, addWeeks(start, 1));
  const marks = useFamilyMarks(start, addWeeks(start, 1));
  const whoFor = useForWhom();
  const onDay = (day: Date) =>
    (sessions.data ?? []).filter((session) => isSameDay(new Date(session.scheduledFor), day));
  const current = isSameDay(start, thisWeek());

  return (
    <section aria-labelledby="week-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <StepButton
          direction="previous"
          label="Previous week"
          onClick={() => setStart((s) => subWeeks(s, 1))}
        />
        <h2
          id="week-heading"
          aria-live="polite"
          className="min-w-0 px-1 text-lg font-semibold text-slate-900"
        >
          {weekLabel(start)}
        </h2>
        <StepButton
          direction="next"
          label="Next week"
          onClick={() => setStart((s) => addWeeks(s, 1))}
        />
        {!current && (
          <Button variant="ghost" size="sm" onClick={() => setStart(thisWeek())}>
            This week
          </Button>
        )}
      </div>
      {sessions.isError ? (
        <ListError error={sessions.error} onRetry={() => void sessions.refetch()} />
      ) : (
        <ol className="grid gap-3" aria-busy={sessions.isFetching}>
          {days.map((day) => {
            const today = isToday(day);
            const list = onDay(day);
            return (
              <li
                key={day.toISOString()}
                aria-label={formatWeekday(day)}
                className={cn(
                  'grid gap-3 rounded-2xl border bg-white p-4 sm:grid-cols-[8rem_1fr]',
                  today ? 'border-indigo-300 ring-1 ring-indigo-200' : 'border-slate-200',
                )}
              >
                <div className="flex items-center gap-2 sm:flex-col sm:items-start">
                  <span className="font-semibold text-slate-900">{dayParts(day).weekdayFull}</span>
                  <span className="text-sm text-slate-700">{dayParts(day).dayMonth}</span>
                  {today && <Badge tone="indigo">Today</Badge>}
                </div>
                {sessions.isPending ? (
                  <Skeleton className="h-14 w-full" />
                ) : list.length === 0 ? (
                  <p className="self-center text-sm text-slate-600">No sessions</p>
                ) : (
                  <ul className="grid gap-2 md:grid-cols-2">
                    {list.map((session) => (
                      <li key={session.id}>
                        <SessionLink
                          session={session}
                          marks={marks.get(session.id)}
                          who={whoFor(session)}
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
