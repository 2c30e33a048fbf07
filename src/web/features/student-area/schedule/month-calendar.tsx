import {
  addDays,
  addMonths,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  isBefore,
  isSameDay,
  isSameMonth,
  isToday,
  startOfDay,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { dayKey, dayParts, formatDay, formatMonth } from '../../../../shared/dates/format.js';
import { useRef, type KeyboardEvent } from 'react';
import { StepButton } from '../../../components/ui/step-button.js';
import { cn } from '../../../lib/cn.js';
import { WEEK_STARTS_ON } from './week-view.js';

/** The weeks shown for a month: Monday before the 1st to Sunday after the last day. */
export const monthGrid = (month: Date) => ({
  start: startOfWeek(startOfMonth(month), { weekStartsOn: WEEK_STARTS_ON }),
  end: addDays(endOfWeek(endOfMonth(month), { weekStartsOn: WEEK_STARTS_ON }), 1),
});

const isPast = (day: Date) => isBefore(day, startOfDay(new Date()));

// Arrow keys move by a day or a week, as in any date picker.
const STEP: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

interface MonthCalendarProps {
  month: Date;
  onMonthChange: (month: Date) => void;
  selected: Date;
  onSelect: (day: Date) => void;
  /** How many sessions fall on a day, to highlight it. */
  countOn: (day: Date) => number;
}

/**
 * Spec 2 §2.4: a month calendar where past days are disabled and days with sessions highlighted.
 * One day is in the tab order at a time; arrow keys move between days.
 */
export function MonthCalendar({
  month,
  onMonthChange,
  selected,
  onSelect,
  countOn,
}: MonthCalendarProps) {
  const grid = monthGrid(month);
  const days = eachDayOfInterval({ start: grid.start, end: addDays(grid.end, -1) });
  const weeks = Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));
  const table = useRef<HTMLTableElement>(null);
  const atCurrentMonth = isSameMonth(month, new Date());

  const move = (event: KeyboardEvent, day: Date) => {
    const step = STEP[event.key];
    if (!step) return;
    event.preventDefault();
    const target = addDays(day, step);
    if (isPast(target)) return;
    if (!isSameMonth(target, month)) onMonthChange(startOfMonth(target));
    onSelect(startOfDay(target));
    // The button for the new day exists after the render that follows.
    requestAnimationFrame(() =>
      table.current?.querySelector<HTMLButtonElement>(`[data-day="${dayKey(target)}"]`)?.focus(),
    );
  };

  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <StepButton
          direction="previous"
          label="Previous month"
          disabled={atCurrentMonth}
          onClick={() => onMonthChange(addMonths(month, -1))}
        />
        <h2 aria-live="polite" className="text-lg font-semibold text-slate-900">
          {formatMonth(month)}
        </h2>
        <StepButton
          direction="next"
          label="Next month"
          onClick={() => onMonthChange(addMonths(month, 1))}
        />
      </div>
      <table
        ref={table}
        className="w-full table-fixed border-separate border-spacing-1 text-center"
      >
        <caption className="sr-only">
          {formatMonth(month)}: days with sessions are highlighted
        </caption>
        <thead>
          <tr>
            {weeks[0]!.map((day) => (
              <th
                key={day.toISOString()}
                scope="col"
                abbr={dayParts(day).weekdayFull}
                className="text-xs font-semibold text-slate-600"
              >
                {dayParts(day).weekdayNarrow}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]!.toISOString()}>
              {week.map((day) => {
                const count = countOn(day);
                const past = isPast(day);
                const chosen = isSameDay(day, selected);
                const outside = !isSameMonth(day, month);
                return (
                  <td key={day.toISOString()}>
                    <button
                      type="button"
                      data-day={dayKey(day)}
                      data-has-sessions={count > 0 || undefined}
                      disabled={past}
                      tabIndex={chosen ? 0 : -1}
                      aria-pressed={chosen}
                      aria-label={`${formatDay(day)}${isToday(day) ? ' (today)' : ''}: ${
                        count === 0
                          ? 'no sessions'
                          : count === 1
                            ? '1 session'
                            : `${count} sessions`
                      }`}
                      onClick={() => onSelect(day)}
                      onKeyDown={(event) => move(event, day)}
                      className={cn(
                        'relative grid aspect-square w-full max-w-12 place-items-center justify-self-center rounded-lg text-sm font-medium',
                        'disabled:cursor-not-allowed disabled:text-slate-500',
                        outside && !past && 'text-slate-500',
                        !past && !chosen && 'text-slate-800 hover:bg-slate-100',
                        count > 0 &&
                          !past &&
                          !chosen &&
                          'bg-indigo-100 text-indigo-900 hover:bg-indigo-200',
                        chosen && 'bg-indigo-700 text-white',
                        isToday(day) && !chosen && 'ring-2 ring-indigo-600',
                      )}
                    >
                      {dayParts(day).dayOfMonth}
                      {count > 0 && !past && (
                        <span
                          aria-hidden="true"
                          className={cn(
                            'absolute bottom-1 size-1.5 rounded-full',
                            chosen ? 'bg-white' : 'bg-indigo-700',
                          )}
                        />
                      )}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
