import { addDays, isSameDay, isSameMonth, isToday } from 'date-fns';
import { dayParts, formatMonth, formatWeekday } from '../../../shared/dates/format.js';
import { cn } from '../../lib/cn.js';
import type { CalendarEntry } from './api.js';
import { EntryItem, type OpenLive } from './entry-item.js';

interface MonthViewProps {
  month: Date;
  /** Monday of the first row. */
  gridStart: Date;
  entries: CalendarEntry[];
  selected: Date;
  onSelect: (day: Date) => void;
  onOpenLive: OpenLive;
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** A month grid; days with sessions are marked, and the chosen day's sessions are listed below. */
export function MonthView({
  month,
  gridStart,
  entries,
  selected,
  onSelect,
  onOpenLive,
}: MonthViewProps) {
  const weeks = Array.from({ length: 6 }, (_, w) =>
    Array.from({ length: 7 }, (_, d) => addDays(gridStart, w * 7 + d)),
  ).filter((week) => week.some((day) => isSameMonth(day, month)));
  const chosen = entries.filter((entry) => isSameDay(entry.start, selected));

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <table className="w-full table-fixed border-separate border-spacing-1">
        <caption className="sr-only">{formatMonth(month)}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <th key={day} scope="col" className="pb-1 text-xs font-medium text-slate-600">
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]!.toISOString()}>
              {week.map((day) => {
                const count = entries.filter((entry) => isSameDay(entry.start, day)).length;
                const isSelected = isSameDay(day, selected);
                const inMonth = isSameMonth(day, month);
                return (
                  <td key={day.toISOString()} className="p-0">
                    <button
                      type="button"
                      onClick={() => onSelect(day)}
                      aria-pressed={isSelected}
                      aria-label={`${formatWeekday(day)}${isToday(day) ? ', today' : ''}: ${count} ${count === 1 ? 'session' : 'sessions'}`}
                      className={cn(
                        'grid h-14 w-full place-items-center content-center gap-1 rounded-lg text-sm sm:h-16',
                        isSelected
                          ? 'bg-indigo-700 text-white'
                          : count
                            ? 'bg-indigo-50 text-indigo-900 hover:bg-indigo-100'
                            : 'bg-white text-slate-800 hover:bg-slate-100',
                        // Slate 600 keeps 4.5:1 on the tinted and hovered backgrounds too.
                        !inMonth && !isSelected && 'text-slate-600',
                        isToday(day) && !isSelected && 'ring-2 ring-indigo-400',
                      )}
                    >
                      <span className={cn(count > 0 && 'font-semibold')}>
                        {dayParts(day).dayOfMonth}
                      </span>
                      {count > 0 && (
                        <span
                          aria-hidden="true"
                          className={cn(
                            'rounded-full px-1.5 text-[0.65rem] leading-4 font-medium',
                            isSelected ? 'bg-white/20' : 'bg-indigo-700 text-white',
                          )}
                        >
                          {count}
                        </span>
                      )}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <section aria-labelledby="selected-day" className="grid content-start gap-3">
        <h3 id="selected-day" className="text-base font-semibold text-slate-900">
          {formatWeekday(selected)}
        </h3>
        {chosen.length ? (
          <ul className="grid gap-2">
            {chosen.map((entry) => (
              <EntryItem key={entry.key} entry={entry} onOpenLive={onOpenLive} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-700">No sessions on this day.</p>
        )}
      </section>
    </div>
  );
}
