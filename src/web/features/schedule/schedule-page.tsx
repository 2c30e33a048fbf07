import {
  addDays,
  addMonths,
  addWeeks,
  endOfMonth,
  endOfWeek,
  isSameMonth,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { formatDayAt, formatDayRange, formatMonth } from '../../../shared/dates/format.js';
import { useState } from 'react';
import { PageHeader } from '../../components/page-header.js';
import { StepButton } from '../../components/ui/step-button.js';
import { Button } from '../../components/ui/button.js';
import { ListError } from '../../components/ui/list-error.js';
import { Skeleton } from '../../components/ui/skeleton.js';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.js';
import type { LiveSession } from '../../../shared/content/schemas.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { LiveSessionDialog } from '../live-sessions/live-session-dialog.js';
import { useSchedule } from './api.js';
import { MonthView } from './month-view.js';
import { WeekView } from './week-view.js';

type View = 'week' | 'month';
const MONDAY = { weekStartsOn: 1 } as const;

/** The range a view shows: a week, or the whole weeks around a month. */
const rangeOf = (view: View, anchor: Date) => {
  if (view === 'week') {
    const from = startOfWeek(anchor, MONDAY);
    return { from, to: addDays(from, 7) };
  }
  const from = startOfWeek(startOfMonth(anchor), MONDAY);
  return { from, to: addDays(endOfWeek(endOfMonth(anchor), MONDAY), 1) };
};

export function SchedulePage() {
  useDocumentTitle('Schedule');
  const [view, setView] = useState<View>('week');
  const [anchor, setAnchor] = useState(() => new Date());
  const [selected, setSelected] = useState(() => new Date());
  const { from, to } = rangeOf(view, anchor);
  const schedule = useSchedule(from, to);
  // The calendar holds only the caller's own streams (an admin's: any), so each opens to edit.
  const [openLive, setOpenLive] = useState<LiveSession | null>(null);

  const step = (direction: 1 | -1) => {
    const next = view === 'week' ? addWeeks(anchor, direction) : addMonths(anchor, direction);
    setAnchor(next);
    if (view === 'month')
      setSelected(isSameMonth(next, new Date()) ? new Date() : startOfMonth(next));
  };
  const heading = view === 'week' ? formatDayRange(from, addDays(to, -1)) : formatMonth(anchor);

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader
        title="Schedule"
        description="Your group lessons and live streams, week by week or month by month."
      />
      <Tabs value={view} onValueChange={(value) => setView(value as View)} className="grid gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <TabsList className="self-start">
            <TabsTrigger value="week">Week</TabsTrigger>
            <TabsTrigger value="month">Month</TabsTrigger>
          </TabsList>
          <div className="flex items-center gap-2">
            <StepButton
              direction="previous"
              label={view === 'week' ? 'Previous week' : 'Previous month'}
              onClick={() => step(-1)}
            />
            <h2 aria-live="polite" className="min-w-44 text-center font-semibold text-slate-900">
              {heading}
            </h2>
            <StepButton
              direction="next"
              label={view === 'week' ? 'Next week' : 'Next month'}
              onClick={() => step(1)}
            />
            <Button
              variant="ghost"
              onClick={() => {
                setAnchor(new Date());
                setSelected(new Date());
              }}
            >
              Today
            </Button>
          </div>
        </div>
        {schedule.isError ? (
          <ListError error={schedule.error} onRetry={() => void schedule.refetch()} />
        ) : schedule.isPending ? (
          <div
            role="status"
            aria-label="Loading schedule"
            className="grid gap-3 md:grid-cols-2 xl:grid-cols-7"
          >
            {Array.from({ length: 7 }, (_, i) => (
              <Skeleton key={i} className="h-40 rounded-2xl" />
            ))}
          </div>
        ) : (
          <>
            {schedule.data.cutAt ? (
              <p role="status" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
                This {view} holds more sessions than the calendar shows at once: it shows those
                before {formatDayAt(schedule.data.cutAt)}.
              </p>
            ) : null}
            <TabsContent value="week">
              <WeekView monday={from} entries={schedule.data.entries} onOpenLive={setOpenLive} />
            </TabsContent>
            <TabsContent value="month">
              <MonthView
                month={anchor}
                gridStart={from}
                entries={schedule.data.entries}
                selected={selected}
                onSelect={setSelected}
                onOpenLive={setOpenLive}
              />
            </TabsContent>
          </>
        )}
      </Tabs>
      <LiveSessionDialog
        open={openLive !== null}
        onOpenChange={(open) => !open && setOpenLive(null)}
        session={openLive}
      />
    </div>
  );
}
