import { addDays, isSameDay, isToday } from 'date-fns';
import { dayParts, formatWeekday } from '../../../shared/dates/format.js';
import { Badge } from '../../components/ui/badge.js';
import { cn } from '../../lib/cn.js';
import type { CalendarEntry } from './api.js';
import { EntryItem, type OpenLive } from './entry-item.js';

interface WeekViewProps {
  monday: Date;
  entries: CalendarEntry[];
  onOpenLive: OpenLive;
}

/** Seven day cards, Monday first (spec 2 §9), each with its sessions in time order. */
export function WeekView({ monday, entries, onOpenLive }: WeekViewProps) {
  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  return (
    <ol className="grid gap-3 md:grid-cols-2 xl:grid-cols-7">
      {days.map((day) => {
        const today = isToday(day);
        const items = entries.filter((entry) => isSameDay(entry.start, day));
        return (
          <li
            key={day.toISOString()}
            aria-label={`${formatWeekday(day)}${today ? ', today' : ''}: ${items.length} ${items.length === 1 ? 'session' : 'sessions'}`}
            className={cn(
              'grid content-start gap-2 rounded-2xl border bg-slate-50 p-2.5',
              today ? 'border-indigo-400 ring-1 ring-indigo-400' : 'border-slate-200',
            )}
          >
            <div className="flex flex-wrap items-center justify-between gap-1">
              <p className="text-sm font-semibold whitespace-nowrap text-slate-900">
                {dayParts(day).weekday}{' '}
                <span className="font-normal text-slate-700">{dayParts(day).dayMonth}</span>
              </p>
              {today && <Badge tone="indigo">Today</Badge>}
            </div>
            {items.length ? (
              <ul className="grid gap-2">
                {items.map((entry) => (
                  <EntryItem key={entry.key} entry={entry} onOpenLive={onOpenLive} />
                ))}
              </ul>
            ) : (
              <p className="text-xs text-slate-600">No sessions</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
