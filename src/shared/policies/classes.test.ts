import { describe, expect, it } from 'vitest';
import { maySeeClass, readsEveryClass } from './classes.js';

const admin = { id: 1, role: 'admin' };
const tutor = { id: 2, role: 'tutor' };
const parent = { id: 3, role: 'parent' };

describe('class policies', () => {
  it('lets admins read every class', () => {
    expect(readsEveryClass(admin)).toBe(true);
    expect(readsEveryClass(tutor)).toBe(false);
    expect(maySeeClass(admin, 99, false)).toBe(true);
  });

  it('lets a tutor see their own classes and those they stand in for, nobody else', () => {
    expect(maySeeClass(tutor, 2, false)).toBe(true);
    expect(maySeeClass(tutor, 99, true)).toBe(true);
    expect(maySeeClass(tutor, 99, false)).toBe(false);
    expect(maySeeClass(parent, 3, true)).toBe(false);
  });
});
