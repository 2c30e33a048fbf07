import { describe, expect, it } from 'vitest';
import { startsWithCamera } from './classroom-feeds.js';
import { isPupilFeed } from './classroom.js';

describe('startsWithCamera', () => {
  it('turns on the tutor’s camera, a pupil’s only when their class says so, never an admin’s', () => {
    expect(startsWithCamera('tutor', false)).toBe(true);
    expect(startsWithCamera('pupil', false)).toBe(false);
    expect(startsWithCamera('pupil', true)).toBe(true);
    expect(startsWithCamera('admin', true)).toBe(false);
  });
  it('lists pupils only', () => {
    expect((['pupil', 'admin'] as const).filter(isPupilFeed)).toHaveLength(1);
  });
});
