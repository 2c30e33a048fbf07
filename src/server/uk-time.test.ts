import { describe, expect, it } from 'vitest';
import { ukDayAt, ukDayMonth, ukLongDate } from './uk-time.js';

const at = (iso: string) => new Date(iso);

describe('UK time in server-written text', () => {
  it("writes London wall-clock time in summer and in winter, in the screens' format", () => {
    expect(ukDayAt(at('2026-03-03T16:30:00Z'))).toBe('Tuesday 3 March at 4:30 PM');
    expect(ukDayAt(at('2026-10-24T16:00:00Z'))).toBe('Saturday 24 October at 5:00 PM');
    expect(ukDayAt(at('2026-10-26T17:00:00Z'))).toBe('Monday 26 October at 5:00 PM');
    expect(ukDayAt(at('2026-06-01T08:05:00Z'))).toBe('Monday 1 June at 9:05 AM');
  });

  it('writes a deadline and a week by their UK day', () => {
    // 23:30 UTC on 11 June is already 12 June in London.
    expect(ukLongDate(at('2026-06-11T23:30:00Z'))).toBe('12 June 2026');
    expect(ukDayMonth('2026-11-16')).toBe('16 November');
  });
});
