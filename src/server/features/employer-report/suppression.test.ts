import { describe, expect, it } from 'vitest';
import { maxShown, publish, publishParts, publishRate, sumShown, WITHHELD } from './suppression.js';

describe('small-number suppression (decision 057)', () => {
  it('withholds a figure drawn from fewer than 5 families, whatever its value', () => {
    expect(publish({ value: 40, families: 4 })).toEqual(WITHHELD);
    expect(publish({ value: 0, families: 0 })).toEqual(WITHHELD);
    expect(publish({ value: 7, families: 5 })).toBe(7);
    expect(publishRate(9, { value: 10, families: 5 })).toBe(90);
    expect(publishRate(3, { value: 4, families: 4 })).toEqual(WITHHELD);
  });

  it('withholds a second part when one withheld part could be read off the total', () => {
    const parts = [
      { key: 'English', cell: { value: 3, families: 3 } },
      { key: 'Maths', cell: { value: 6, families: 6 } },
      { key: 'Science', cell: { value: 12, families: 8 } },
    ];
    expect(publishParts(21, parts)).toEqual([
      { key: 'English', sessionsAttended: WITHHELD },
      { key: 'Maths', sessionsAttended: WITHHELD },
      { key: 'Science', sessionsAttended: 12 },
    ]);
    // With the total withheld, or two parts withheld already, nothing more needs hiding.
    expect(publishParts(WITHHELD, parts).map((part) => part.sessionsAttended)).toEqual([
      WITHHELD,
      6,
      12,
    ]);
  });

  it('adds up and compares only the figures that are shown', () => {
    expect(sumShown([5, WITHHELD, 7])).toBe(12);
    expect(sumShown([WITHHELD, WITHHELD])).toEqual(WITHHELD);
    expect(maxShown([5, WITHHELD, 7])).toBe(7);
    expect(maxShown([WITHHELD])).toEqual(WITHHELD);
  });
});
