import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newUsername } from '../../../shared/auth/usernames.js';
import { usernameBase } from './usernames.js';

describe('usernameBase', () => {
  it.each([
    ['Zoë Ñúñez', 'zoe.nunez'],
    ['Ｊｏｓé O’Brien-Smith', 'jose.obriensmith'],
    ['Ada \u0410\u043D\u043D\u0430 Lovelace', 'ada.lovelace'],
    ['Ad\u200Bam', 'adam'],
    ['李 小龍', 'user'],
  ])('makes %s into %s', (fullName, username) => {
    expect(usernameBase(fullName)).toBe(username);
  });

  it('always makes a username the registration rules accept, whatever the name', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (fullName) => {
        expect(newUsername.safeParse(usernameBase(fullName)).success).toBe(true);
      }),
    );
  });
});
