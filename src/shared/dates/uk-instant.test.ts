import { describe, expect, it } from 'vitest';
import { ukDayOf, ukInstant } from './uk-instant.js';

describe('ukInstant', () => {
  it('keeps a UK wall-clock time across the October clock change', () => {
    expect(ukInstant('2026-10-22', '16:00').toISOString()).toBe('2026-10-22T15:00:00.000Z');
    expect(ukInstant('2026-10-29', '16:00').toISOString()).toBe('2026-10-29T16:00:00.000Z');
  });

  it('reads a time the spring change skips an hour later', () => {
    expect(ukInstant('2027-03-28', '01:30').toISOString()).toBe('2027-03-28T01:30:00.000Z');
  });

  it('takes the first of the two readings of a time the autumn change repeats', () => {
    expect(ukInstant('2026-10-25', '01:30').toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('gives the UK day of an instant, not the UTC one', () => {
    expect(ukDayOf(ukInstant('2027-06-01', '00:30'))).toBe('2027-06-01');
  });
});
