import { describe, expect, it } from 'vitest';
import { digestWeek } from './week.js';

describe('digestWeek', () => {
  it('starts on Monday at midnight UK time in winter', () => {
    expect(digestWeek(new Date('2026-11-22T18:00:00Z'))).toMatchObject({
      weekStart: '2026-11-16',
      from: new Date('2026-11-16T00:00:00Z'),
      until: new Date('2026-11-30T00:00:00Z'),
    });
  });

  it('starts at midnight BST across the autumn clock change', () => {
    // Sunday 25 October 2026: BST ends at 02:00; the week began at 00:00 BST on the 19th.
    expect(digestWeek(new Date('2026-10-25T17:00:00Z'))).toMatchObject({
      weekStart: '2026-10-19',
      from: new Date('2026-10-18T23:00:00Z'),
      until: new Date('2026-11-02T00:00:00Z'),
    });
  });

  it('ends at midnight BST across the spring clock change', () => {
    expect(digestWeek(new Date('2026-03-29T17:00:00Z'))).toMatchObject({
      weekStart: '2026-03-23',
      from: new Date('2026-03-23T00:00:00Z'),
      until: new Date('2026-04-05T23:00:00Z'),
    });
  });

  it('reads the UK date, not the UTC one, just after midnight BST on a Monday', () => {
    // 23:30 UTC on Sunday is 00:30 BST on Monday 6 July: a new week.
    expect(digestWeek(new Date('2026-07-05T23:30:00Z')).weekStart).toBe('2026-07-06');
  });
});
