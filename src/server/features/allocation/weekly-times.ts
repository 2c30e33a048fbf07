/* Weekly UK wall-clock times as the allocation compares them: minutes from Monday 00:00. */

export interface WeeklyTime {
  /** ISO weekday, 1 Monday … 7 Sunday. */
  weekday: number;
  /** "HH:MM". */
  startsAt: string;
}

/** A weekly stretch: a class's slot (start and length) or a tutor's availability window. */
export interface WeeklySpan extends WeeklyTime {
  minutes: number;
}

export const clockMinutes = (clock: string) => {
  const [hours, minutes] = clock.split(':').map(Number);
  return hours! * 60 + minutes!;
};

/** One key per weekly time, "2-16:00", so equal times meet in maps and sets. */
export const timeKey = ({ weekday, startsAt }: WeeklyTime) => `${weekday}-${startsAt}`;

export const timeOfKey = (key: string): WeeklyTime => {
  const [weekday, startsAt] = key.split('-');
  return { weekday: Number(weekday), startsAt: startsAt! };
};

const startOf = ({ weekday, startsAt }: WeeklyTime) =>
  (weekday - 1) * 1440 + clockMinutes(startsAt);

/** Whether two weekly stretches share a minute. */
export const overlaps = (a: WeeklySpan, b: WeeklySpan) =>
  startOf(a) < startOf(b) + b.minutes && startOf(b) < startOf(a) + a.minutes;

/** Whether a stretch lies wholly inside a window, e.g. a 60-minute class in 16:00–19:00. */
export const within = (span: WeeklySpan, window: WeeklySpan) =>
  startOf(window) <= startOf(span) &&
  startOf(span) + span.minutes <= startOf(window) + window.minutes;

/** An availability row ('16:00' to '19:00') as a stretch. */
export const windowSpan = (weekday: number, startsAt: string, endsAt: string): WeeklySpan => ({
  weekday,
  startsAt,
  minutes: clockMinutes(endsAt) - clockMinutes(startsAt),
});
