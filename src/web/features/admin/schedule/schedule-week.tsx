import { addDays, addWeeks, isValid, parseISO, startOfWeek } from 'date-fns';
import { dayKey, formatDayAt, formatDayRange } from '../../../../shared/dates/format.js';
import { useState } from 'react';
import type { LiveSession } from '../../../../shared/content/schemas.js';
import { StepButton } from '../../../components/ui/step-button.js';
import { Button } from '../../../components/ui/button.js';
import { ListError } from '../../../components/ui/list-error.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { LiveSessionDialog } from '../../live-sessions/live-session-dialog.js';
import { useSchedule } from '../../schedule/api.js';
import { WeekView } from '../../schedule/week-view.js';

const MONDAY = { weekStartsOn: 1 } as const;

/** The Monday of the week an address names (`2026-11-23`), or of this week. */
const mondayOf = (week: string) => {
  const day = parseISO(week);
  return startOfWeek(isValid(day) ? day : new Date(), MONDAY);
};

/**
 * Every tutor's sessions and live streams in one week, on the tutors' calendar: the calendar call
 * serves admins too. Cancelled sessions stay on it with their status (decision 067).
 */
export function ScheduleWeek({ week, onWeek }: { week: string; onWeek: (week: string) => void }) {
  const monday = mondayOf(week);
  const schedule = useSchedule(monday, addDays(monday, 7));
  const [openLive, setOpenLive] = useState<LiveSession | null>(null);
  const go = (day: Date) => onWeek(dayKey(startOfWeek(day, MONDAY)));
  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-2">
        <StepButton
          direction="previous"
          label="Previous week"
          onClick={() => go(addWeeks(monday, -1))}
        />
        <h3 aria-live="polite" className="min-w-44 text-center font-semibold text-slate-900">
          {formatDayRange(monday, addDays(monday, 6))}
        </h3>
        <StepButton direction="next" label="Next week" onClick={() => go(addWeeks(monday, 1))} />
        <Button variant="ghost" onClick={() => go(new Date())}>
          This week
        </Button>
      </div>
      {schedule.isError ? (
        <ListError error={schedule.error} onRetry={() => void schedule.refetch()} />
      ) : schedule.isPending ? (
        <div role="status" aria-label="Loading the week" className="grid gap-3 xl:grid-cols-7">
          {Array.from({ length: 7 }, (_, i) => (
            <Skeleton key={i} className="h-40 rounded-2xl" />
          ))}
        </div>
      ) : (
        <>
          {schedule.data.cutAt && (
            <p role="status" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
              This week holds more sessions than the calendar shows at once: it shows those before{' '}
              {formatDayAt(schedule.data.cutAt)}.
            </p>
          )}
          <WeekView monday={monday} entries={schedule.data.entries} onOpenLive={setOpenLive} />
        </>
      )}
      <LiveSessionDialog
        open={openLive !== null}
        onOpenChange={(open) => !open && setOpenLive(null)}
        session={openLive}
      />
    </div>
  );
}
