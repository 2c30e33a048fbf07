import { describe, expect, it } from 'vitest';
import { COOKIE_CONSENT_VERSION } from '../constants.js';
import { parseConsent } from './record.js';

const valid = {
  preferences: { necessary: true, analytics: false, marketing: true, preferences: false },
  timestamp: '2026-11-22T09:00:00.000Z',
  version: COOKIE_CONSENT_VERSION,
};

describe('parseConsent', () => {
  it('returns a whole record of the current version, and nothing it did not check', () => {
    expect(parseConsent({ ...valid, extra: 'dropped' })).toEqual(valid);
  });

  it.each([
    ['nothing', null],
    ['a string', 'yes'],
    ['an older version', { ...valid, version: '0.9' }],
    ['no timestamp', { ...valid, timestamp: undefined }],
    [
      'necessary cookies refused',
      { ...valid, preferences: { ...valid.preferences, necessary: false } },
    ],
    [
      'a category that is not true or false',
      { ...valid, preferences: { ...valid.preferences, analytics: 'yes' } },
    ],
    [
      'a category missing',
      { ...valid, preferences: { necessary: true, analytics: true, marketing: true } },
    ],
  ])('counts %s as no choice made', (_, value) => {
    expect(parseConsent(value)).toBeNull();
  });
});
