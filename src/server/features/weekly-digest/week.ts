import { DAY_MS } from '../../../shared/dates/durations.js';
import { UK_ZONE } from '../../../shared/dates/uk-zone.js';

/** The digest's UK week: from Monday 00:00 UK time before `at` to the Monday a fortnight on. */
export interface DigestWeek {
  /** The Monday, as weekly_digests_sent keys it: YYYY-MM-DD. */
  weekStart: string;
  /** When the digest was due: this week's sessions are those before it, next week's the rest. */
  at: Date;
  from: Date;
  /** The end of next week. */
  until: Date;
}

const ukDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: UK_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  weekday: 'short',
});
const ukOffset = new Intl.DateTimeFormat('en-GB', {
  timeZone: UK_ZONE,
  timeZoneName: 'shortOffset',
});

/** Minutes the UK is ahead of UTC at an instant: 0 in winter, 60 in summer. */
function offsetMinutes(instant: Date) {
  const name = ukOffset.formatToParts(instant).find((p) => p.type === 'timeZoneName')!.value;
  const [, sign, hours, minutes] = /GMT([+-])?(\d+)?(?::(\d+))?/.exec(name)!;
  const total = Number(hours ?? 0) * 60 + Number(minutes ?? 0);
  return sign === '-' ? -total : total;
}

/** Midnight UK time on a UK calendar day; the clocks change at night, never at midnight. */
function ukMidnight(utcDay: number) {
  return new Date(utcDay - offsetMinutes(new Date(utcDay)) * 60_000);
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export function digestWeek(at: Date): DigestWeek {
  const part = Object.fromEntries(ukDate.formatToParts(at).map((p) => [p.type, p.value]));
  const today = Date.UTC(Number(part.year), Number(part.month) - 1, Number(part.day));
  const monday = today - WEEKDAYS.indexOf(String(part.weekday)) * DAY_MS;
  return {
    weekStart: new Date(monday).toISOString().slice(0, 10),
    at,
    from: ukMidnight(monday),
    until: ukMidnight(monday + 14 * DAY_MS),
  };
}
