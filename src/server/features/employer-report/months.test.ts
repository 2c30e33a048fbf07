import { describe, expect, it } from 'vitest';
import { ukMonthOf } from './months.js';
import { monthsToRecount } from './usage-refresh.js';

describe('UK months', () => {
  it('puts the first hour of a summer month in that month, not the one before', () => {
    expect(ukMonthOf(new Date('2026-03-31T23:30:00Z'))).toBe('2026-04');
    expect(ukMonthOf(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12');
  });

  it('recounts each night the months of the last 9 days, when a register may still change', () => {
    expect(monthsToRecount(new Date('2026-03-05T00:30:00Z'))).toEqual(['2026-02', '2026-03']);
    expect(monthsToRecount(new Date('2026-03-20T00:30:00Z'))).toEqual(['2026-03']);
    expect(monthsToRecount(new Date('2027-01-03T00:30:00Z'))).toEqual(['2026-12', '2027-01']);
  });
});
