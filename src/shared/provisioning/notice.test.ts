import { describe, expect, it } from 'vitest';
import { placesEndOn } from './notice.js';

describe('placesEndOn', () => {
  it('keeps the places to the end of the month by default', () => {
    expect(placesEndOn('2026-12-06', null)).toBe('2027-01-01');
    expect(placesEndOn('2027-02-28', null)).toBe('2027-03-01');
    expect(placesEndOn('2027-03-01', null)).toBe('2027-04-01');
  });

  it('counts a company’s notice in days from the day they left', () => {
    expect(placesEndOn('2026-12-06', 30)).toBe('2027-01-05');
    expect(placesEndOn('2026-12-06', 0)).toBe('2026-12-06');
  });
});
