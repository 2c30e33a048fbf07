import { describe, expect, it } from 'vitest';
import { ukDayField } from './schemas.js';

describe('ukDayField', () => {
  const day = ukDayField('Give a date.');

  it('takes a real calendar day', () => {
    expect(day.safeParse('2026-10-26').success).toBe(true);
  });

  it('refuses text that is no date at all with its message, not an exception', () => {
    const result = day.safeParse('y'.repeat(300));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Give a date.');
  });

  it('refuses a day the month does not have', () => {
    expect(day.safeParse('2027-02-30').success).toBe(false);
  });
});
