import { describe, expect, it } from 'vitest';
import { defaultTerms, type Term } from '../../shared/school-years/calendar.js';
import { ukClockFields } from '../../shared/dates/format.js';
import { bankHolidays } from '../school-years/bank-holidays.js';
import { defaultClassName, generateOccurrences } from './series.js';

const ukClock = (instant: Date) => {
  const f = ukClockFields(instant);
  return `${String(f.hour).padStart(2, '0')}:${String(f.minute).padStart(2, '0')}`;
};

const autumn2026 = defaultTerms(2026);
const holidays2026 = bankHolidays('ENG', '2026-09-01', '2027-07-31');

describe('generateOccurrences', () => {
  it('meets every Monday of the autumn term at 16:00 UK time, skipping half-term, across the October clock change', () => {
    const found = generateOccurrences(
      { terms: autumn2026, runs: [1], bankHolidays: holidays2026 },
      [{ weekday: 1, startsAt: '16:00', duration: 60 }],
    );
    const days = found.map((o) => o.day);
    expect(days[0]).toBe('2026-09-07');
    expect(days.at(-1)).toBe('2026-12-14');
    expect(days).toContain('2026-10-19');
    expect(days).not.toContain('2026-10-26');
    expect(days).toContain('2026-11-02');
    expect(found).toHaveLength(14);
    expect(found.every((o) => ukClock(o.scheduledFor) === '16:00')).toBe(true);
    // 16:00 BST is 15:00 UTC before 25 October; 16:00 GMT is 16:00 UTC after.
    expect(found.find((o) => o.day === '2026-10-19')!.scheduledFor.toISOString()).toBe(
      '2026-10-19T15:00:00.000Z',
    );
    expect(found.find((o) => o.day === '2026-11-02')!.scheduledFor.toISOString()).toBe(
      '2026-11-02T16:00:00.000Z',
    );
  });

  it('skips Easter Monday and the early May bank holiday, and the break between terms', () => {
    const terms: Term[] = [
      { ...autumn2026[1]!, endsOn: '2027-04-02' },
      { ...autumn2026[2]!, startsOn: '2027-04-19' },
    ];
    const found = generateOccurrences(
      { terms, runs: [2, 3], bankHolidays: holidays2026 },
      [{ weekday: 1, startsAt: '16:00', duration: 45 }],
      '2027-03-15',
    );
    const days = found.map((o) => o.day);
    expect(days.slice(0, 4)).toEqual(['2027-03-15', '2027-03-22', '2027-04-19', '2027-04-26']);
    expect(days).not.toContain('2027-03-29');
    expect(days).not.toContain('2027-04-05');
    expect(days).not.toContain('2027-05-03');
    expect(days).toContain('2027-05-10');
    expect(found.every((o) => ukClock(o.scheduledFor) === '16:00' && o.duration === 45)).toBe(true);
  });

  it('orders several slots by time and says which slot each came from', () => {
    const found = generateOccurrences(
      { terms: autumn2026, runs: [1], bankHolidays: holidays2026 },
      [
        { weekday: 4, startsAt: '17:30', duration: 60 },
        { weekday: 2, startsAt: '16:00', duration: 60 },
      ],
    );
    expect(found.slice(0, 3).map((o) => [o.day, o.slot])).toEqual([
      ['2026-09-03', 0],
      ['2026-09-08', 1],
      ['2026-09-10', 0],
    ]);
    expect(found.every((o) => ukClock(o.scheduledFor) === (o.slot === 0 ? '17:30' : '16:00'))).toBe(
      true,
    );
  });

  it('gives nothing for terms the year does not have or no slots', () => {
    const calendar = { terms: autumn2026, runs: [], bankHolidays: holidays2026 };
    expect(
      generateOccurrences(calendar, [{ weekday: 1, startsAt: '16:00', duration: 60 }]),
    ).toEqual([]);
    expect(generateOccurrences({ ...calendar, runs: [1] }, [])).toEqual([]);
  });
});

describe('defaultClassName', () => {
  it('names the class by year group, subject and its first weekly slot', () => {
    expect(
      defaultClassName({
        yearGroup: 'Year 10',
        subject: 'Mathematics',
        slots: [
          { weekday: 3, startsAt: '17:00', duration: 60 },
          { weekday: 1, startsAt: '16:00', duration: 60 },
        ],
      }),
    ).toBe('Year 10 Mathematics, Monday 16:00');
  });
});
