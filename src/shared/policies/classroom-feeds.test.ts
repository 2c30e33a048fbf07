import { describe, expect, it } from 'vitest';
import { isPupil, startsWithCamera } from './classroom-feeds.js';

describe('startsWithCamera', () => {
  it('turns on the tutor’s camera, a pupil’s only when their class says so, never an admin’s', () => {
    expect(startsWithCamera('tutor', false)).toBe(true);
    expect(startsWithCamera('pupil', false)).toBe(false);
    expect(startsWithCamera('pupil', true)).toBe(true);
    expect(startsWithCamera('admin', true)).toBe(false);
  });
  it('lists pupils only', () => {
    expect([{ role: 'pupil' }, { role: 'admin' }].filter(isPupil as never)).toHaveLength(1);
  });
});
