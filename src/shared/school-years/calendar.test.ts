import { describe, expect, it } from 'vitest';
import { defaultTerms, schoolYearLabel, teachingDays, teachingWeeks, termOf } from './calendar.js';

const datesOf = (startYear: number) =>
  defaultTerms(startYear).map((t) => [t.startsOn, t.halfTermStartsOn, t.halfTermEndsOn, t.endsOn]);

describe('defaultTerms', () => {
  it("gives England's usual pattern for 2026/27", () => {
    expect(datesOf(2026)).toEqual([
      ['2026-09-02', '2026-10-26', '2026-10-30', '2026-12-18'],
      ['2027-01-04', '2027-02-15', '2027-02-19', '2027-03-26'],
      ['2027-04-12', '2027-05-31', '2027-06-04', '2027-07-21'],
    ]);
    expect(defaultTerms(2026).map((t) => t.name)).toEqual(['Autumn', 'Spring', 'Summer']);
  });

  it('puts the autumn half-term in the last full week of October', () => {
    // 31 October on a Tuesday (2023) or a Monday (2022): the week before, as local authorities do.
    expect(defaultTerms(2023)[0]?.halfTermStartsOn).toBe('2023-10-23');
    expect(defaultTerms(2022)[0]?.halfTermStartsOn).toBe('2022-10-24');
    // 31 October on a Thursday (2024) or a Friday (2025): the week that holds it.
    expect(defaultTerms(2024)[0]?.halfTermStartsOn).toBe('2024-10-28');
    expect(defaultTerms(2025)[0]?.halfTermStartsOn).toBe('2025-10-27');
  });

  it('starts the spring term soon after New Year, not a week late', () => {
    // 2 January on a Tuesday: back on the Wednesday rather than the Monday after.
    expect(defaultTerms(2023)[1]?.startsOn).toBe('2024-01-03');
    expect(defaultTerms(2024)[1]?.startsOn).toBe('2025-01-06');
    expect(defaultTerms(2025)[1]?.startsOn).toBe('2026-01-05');
    // 3 January 2022 was the New Year bank holiday: back on the 4th.
    expect(defaultTerms(2021)[1]?.startsOn).toBe('2022-01-04');
  });

  it('breaks for a fortnight that holds Easter and early April, whenever Easter falls', () => {
    const easter = (startYear: number) => [datesOf(startYear)[1]?.[3], datesOf(startYear)[2]?.[0]];
    // Easter Sunday on 31 March 2024: Easter week and the week after.
    expect(easter(2023)).toEqual(['2024-03-29', '2024-04-15']);
    // On 9 April 2023: Holy Week and Easter week.
    expect(easter(2022)).toEqual(['2023-03-31', '2023-04-17']);
    // On 20 April 2025: the fortnight before, back the day after Easter Monday.
    expect(easter(2024)).toEqual(['2025-04-04', '2025-04-22']);
  });

  it('keeps every term and half-term in order for a century of years', () => {
    for (let year = 2000; year < 2099; year += 1) {
      const days = datesOf(year).flat();
      expect([...days].sort(), String(year)).toEqual(days);
      expect(days[0]! >= `${year}-09-01`, String(year)).toBe(true);
      expect(days.at(-1)! <= `${year + 1}-07-31`, String(year)).toBe(true);
    }
  });
});

describe('teaching days and weeks', () => {
  const terms = defaultTerms(2026);
  const holidays = new Set(['2026-12-25', '2027-03-26', '2027-03-29', '2027-05-03', '2027-05-31']);

  it('skips weekends, half-terms and bank holidays', () => {
    expect(termOf('2026-09-02', terms, holidays)?.name).toBe('Autumn');
    expect(termOf('2026-09-05', terms, holidays)).toBeNull();
    expect(termOf('2026-10-28', terms, holidays)).toBeNull();
    expect(termOf('2027-05-03', terms, holidays)).toBeNull();
    expect(termOf('2027-07-22', terms, holidays)).toBeNull();
  });

  it('counts 2026/27 as 40 weeks with a teaching day', () => {
    expect(teachingWeeks(terms, holidays)).toBe(40);
    expect(teachingDays(terms, holidays)).toHaveLength(194);
  });

  it('loses a week when a half-term grows to a fortnight', () => {
    const longer = terms.map((t) =>
      t.position === 1 ? { ...t, halfTermStartsOn: '2026-10-19' } : t,
    );
    expect(teachingWeeks(longer, holidays)).toBe(39);
  });
});

it('labels a year by its start', () => {
  expect(schoolYearLabel(2026)).toBe('2026/27');
  expect(schoolYearLabel(2099)).toBe('2099/00');
});
