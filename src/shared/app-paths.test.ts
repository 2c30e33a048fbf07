import { describe, expect, it } from 'vitest';
import { appPathMatcher } from './app-paths.js';

describe('appPathMatcher', () => {
  const known = appPathMatcher(['/', '/admin', '/students/:id']);

  it('knows the patterns, with or without a trailing slash', () => {
    expect(known('/')).toBe(true);
    expect(known('/admin/')).toBe(true);
    expect(known('/students/42')).toBe(true);
  });

  it('knows no other path', () => {
    expect(known('/admin/nowhere')).toBe(false);
    expect(known('/students/')).toBe(false);
    expect(known('/no-such-page')).toBe(false);
  });
});
