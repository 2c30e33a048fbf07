import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDay,
  formatDayAt,
  formatDayRange,
  formatSessionMoment,
  formatShortDay,
  formatTime,
  formatTimeRange,
  formatWeekday,
  ukMonthKey,
  ukWallClock,
} from './format.js';

// Local times, so the formats read the same in any zone the tests run in.
const monday5pm = new Date(2026, 10, 23, 17, 0);

describe('the date formats (decision 090)', () => {
  it('keeps the spec’s named formats', () => {
    expect(formatDate(monday5pm)).toBe('Nov 23, 2026');
    expect(formatTime(monday5pm)).toBe('5:00 PM');
    expect(formatSessionMoment(monday5pm)).toBe('November 23, 2026 • 5:00 PM');
    expect(formatTimeRange(monday5pm, 90)).toBe('5:00 PM – 6:30 PM');
  });

  it('writes every other date the UK way', () => {
    expect(formatDay(monday5pm)).toBe('Monday 23 November 2026');
    expect(formatWeekday(monday5pm)).toBe('Monday 23 November');
    expect(formatShortDay(monday5pm)).toBe('Mon 23 Nov');
    expect(formatDayAt(monday5pm)).toBe('Monday 23 November at 5:00 PM');
  });

  it('writes a run of days with the month and year once', () => {
    expect(formatDayRange(new Date(2026, 10, 23), new Date(2026, 10, 29))).toBe(
      '23–29 November 2026',
    );
    expect(formatDayRange(new Date(2026, 10, 30), new Date(2026, 11, 6))).toBe(
      '30 November – 6 December 2026',
    );
    expect(formatDayRange(new Date(2026, 11, 28), new Date(2027, 0, 3))).toBe(
      '28 December 2026 – 3 January 2027',
    );
  });

  it('reads an instant in UK time, summer and winter', () => {
    expect(formatDayAt(ukWallClock(new Date('2026-07-06T16:00:00Z')))).toBe(
      'Monday 6 July at 5:00 PM',
    );
    expect(formatDayAt(ukWallClock(new Date('2026-11-30T17:00:00Z')))).toBe(
      'Monday 30 November at 5:00 PM',
    );
    expect(ukMonthKey(new Date('2026-10-31T23:30:00Z'))).toBe('2026-10');
    expect(ukMonthKey(new Date('2026-08-31T23:30:00Z'))).toBe('2026-09');
  });
});
