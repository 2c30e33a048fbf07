import { describe, expect, it } from 'vitest';
import { joinOpensLabel, joinState } from './joinable.js';

const start = new Date('2026-11-30T17:00:00Z');
const session = (overrides = {}) => ({
  status: 'confirmed',
  scheduledFor: start.toISOString(),
  duration: 60,
  youtubeUrl: 'https://www.youtube.com/live/abc',
  ...overrides,
});
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

describe('joinState', () => {
  it('opens 10 minutes before the start until the end, whatever the status but cancelled', () => {
    expect(joinState(session(), at(-11))).toBe('not-open');
    expect(joinState(session(), at(-10))).toBe('open');
    expect(joinState(session({ status: 'Pending' }), at(30))).toBe('open');
    expect(joinState(session({ status: 'completed' }), at(60))).toBe('open');
    expect(joinState(session(), at(61))).toBe('ended');
    expect(joinState(session({ status: 'Cancelled' }), at(0))).toBe('cancelled');
  });

  it('needs a web link to the stream', () => {
    expect(joinState(session({ youtubeUrl: null }), at(0))).toBe('no-link');
    expect(joinState(session({ youtubeUrl: '/api/files/abc' }), at(0))).toBe('no-link');
    expect(joinState(session({ youtubeUrl: 'javascript:alert(1)' }), at(0))).toBe('no-link');
  });

  it('opens a classroom lesson without a link, in the same window (issue 29 §7)', () => {
    const classroom = session({ youtubeUrl: null, venue: 'classroom' });
    expect(joinState(classroom, at(-11))).toBe('not-open');
    expect(joinState(classroom, at(-10))).toBe('open');
    expect(joinState(classroom, at(61))).toBe('ended');
    expect(joinState(session({ youtubeUrl: null, venue: 'youtube' }), at(0))).toBe('no-link');
  });
});

describe('joinOpensLabel', () => {
  it('says when joining opens in UK time, summer or winter', () => {
    expect(joinOpensLabel(session())).toBe('Opens Mon 4:50 pm');
    expect(joinOpensLabel(session({ scheduledFor: '2026-06-01T09:00:00Z' }))).toBe(
      'Opens Mon 9:50 am',
    );
  });
});
