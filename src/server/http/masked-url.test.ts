import { describe, expect, it } from 'vitest';
import { maskedUrl } from './masked-url.js';

describe('maskedUrl', () => {
  it.each([
    ['/reset-password?token=abc123&invite=1', '/reset-password?token=…&invite=…'],
    ['/api/reminders/off?token=7.c2lnbmF0dXJl', '/api/reminders/off?token=…'],
    ['/calendar/0123456789abcdef.ics', '/calendar/…'],
    ['/register/ABCD-EFGH', '/register/…'],
    ['/api/register/ABCD-EFGH', '/api/register/…'],
    ['/api/students?cursor=12&search=Maya', '/api/students?cursor=…&search=…'],
    ['/api/files/1?secret', '/api/files/1?…'],
  ])('writes %s as %s', (url, logged) => {
    expect(maskedUrl(url)).toBe(logged);
  });

  it('keeps URLs that carry no secret as they are', () => {
    for (const url of ['/api/register', '/api/calendar', '/api/students/12', '/calendar'])
      expect(maskedUrl(url)).toBe(url);
  });
});
