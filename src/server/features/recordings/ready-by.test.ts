import { describe, expect, it } from 'vitest';
import { PROCESSING_MINUTES_PER_LESSON_MINUTE, readyByFor } from './ready-by.js';

const MINUTE = 60_000;
const start = new Date('2026-11-03T16:00:00Z');
const now = new Date('2026-11-03T17:00:00Z');
const lesson = { scheduledFor: start, duration: 60 };
const minutesAfterNow = (at: Date) => (at.getTime() - now.getTime()) / MINUTE;

describe('readyByFor: when a recording should be ready', () => {
  it('counts the minutes the room ran, not the timetable, when the tutor ended it early', () => {
    const room = {
      openedAt: new Date(start.getTime() - 10 * MINUTE),
      endedAt: new Date(start.getTime() + 20 * MINUTE),
    };
    expect(minutesAfterNow(readyByFor(now, lesson, room))).toBe(
      Math.ceil(1 + 20 * PROCESSING_MINUTES_PER_LESSON_MINUTE),
    );
  });

  it('takes the timetable when the room never ended, and caps an overlong room at the overrun', () => {
    const full = Math.ceil(1 + 60 * PROCESSING_MINUTES_PER_LESSON_MINUTE);
    expect(minutesAfterNow(readyByFor(now, lesson))).toBe(full);
    const days = { openedAt: start, endedAt: new Date(start.getTime() + 3 * 24 * 60 * MINUTE) };
    expect(minutesAfterNow(readyByFor(now, lesson, days))).toBe(
      Math.ceil(1 + 75 * PROCESSING_MINUTES_PER_LESSON_MINUTE),
    );
  });
});
