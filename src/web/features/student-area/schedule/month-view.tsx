import { isSameDay, max, startOfDay, startOfMonth } from 'date-fns';
import { formatWeekday } from '../../../../shared/dates/format.js';
import { useState } from 'react';
import type { ScheduledSession } from '../../../../shared/content/schemas.js';
import { Card } from '../../../components/ui/card.js';
import { ListError } from '../../../components/ui/list-error.js';
import { formatTimeRange } from '../../../lib/dates.js';
import { useFamilyMarks } from '../../attendance/api.js';
import { SessionMarks } from '../../attendance/attendance-mark.js';
import { useForWhom, useSessionsBetween } from '../../family-area/api.js';
import { ListSkeleton } from '../../../components/section-card.js';
import { StatusBadge } from '../../../components/status-badge.js';
import { MonthCalendar, monthGrid } from './month-calendar.js';
import { SessionDialog } from './session-dialog.js';

/** Spec 2 §2.4: the month calendar and the chosen day's sessions, each opening its dialog. */
export function MonthView() {
  const [month, setMonth] = useState(() => startOfMonth(new Date()));
  const [selected, setSelected] = useState(() => startOfDay(new Date()));
  const [open, setOpen] = useState<ScheduledSession | null>(null);
  const grid = monthGrid(month);
  const sessions = useSessionsBetween(grid.start, grid.end);
  const marks = useFamilyMarks(grid.start, grid.end);
  const whoFor = useForWhom();
  const on = (day: Date) =>
    (sessions.data ?? []).filter((session) => isSameDay(new Date(session.scheduledFor), day));
  const chosen = on(selected);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,24rem)_1fr]">
      <Card className="p-4 sm:p-5">
        <MonthCalendar
          month={month}
          onMonthChange={(next) => {
            setMonth(next);
            // Keep the chosen day in view, and never in the past.
            setSelected(max([startOfMonth(next), startOfDay(new Date())]));
          }}
          selected={selected}
          onSelect={setSelected}
          countOn={(day) => on(day).length}
        />
      </Card>
      <section aria-labelledby="day-heading" className="grid content-start gap-3">
        <h2 id="day-heading" className="text-lg font-semibold text-slate-900">
          Sessions on {formatWeekday(selected)}
        </h2>
        {sessions.isPending ? (
          <ListSkeleton rows={2} label="Loading sessions" />
        ) : sessions.isError ? (
          <ListError error={sessions.error} onRetry={() => void sessions.refetch()} />
        ) : chosen.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
            No sessions on this day.
          </p>
        ) : (
          <ul className="grid gap-3">
            {chosen.map((session) => {
              const who = whoFor(session);
              return (
                <li key={session.id}>
                  <button
                    type="button"
                    onClick={() => setOpen(session)}
                    className="grid w-full gap-1 rounded-xl border border-slate-200 bg-white p-4 text-left transition-colors hover:border-indigo-300 hover:bg-indigo-50/40"
                  >
                    <span className="font-medium text-slate-900">{session.title}</span>
                    <span className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
                      {formatTimeRange(session.scheduledFor, session.duration)} · {session.subject}
                      <StatusBadge status={session.status} />
                    </span>
                    {who && <span className="text-sm text-slate-600">For {who}</span>}
                    <SessionMarks marks={marks.get(session.id)} />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <SessionDialog
        session={open}
        marks={open ? marks.get(open.id) : undefined}
        onClose={() => setOpen(null)}
      />
    </div>
  );
}
