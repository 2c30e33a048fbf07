import { describe, expect, it } from 'vitest';
import { MSG, SERVER_MSG } from '../messages.js';
import { assessPassword } from './password-strength.js';

const owner = {
  username: 'sam.parent',
  email: 'sam.parent@example.com',
  fullName: 'Samira Okafor',
};

describe('the password rules (decision 034)', () => {
  it.each(['password', '12345678', 'qwertyuiop', 'iloveyou1', 'demo-password'])(
    'refuses the common password %s',
    async (password) => {
      expect((await assessPassword(password, owner)).problem).toBe(SERVER_MSG.passwordTooGuessable);
    },
  );

  it.each([
    'classperk',
    'ClassPerk2026!',
    'sam.parent',
    'samira1990!',
    'okafor-okafor',
    'Sam.Parent@example.com',
  ])('refuses %s, built from the product or the owner', async (password) => {
    expect((await assessPassword(password, owner)).problem).toBe(SERVER_MSG.passwordPersonal);
  });

  it('accepts an uncommon passphrase and scores it strong', async () => {
    expect(await assessPassword('tulip-ocean-ladder', owner)).toEqual({
      score: 4,
      problem: undefined,
    });
  });

  it('scores a weak password low, for the meter', async () => {
    expect((await assessPassword('password')).score).toBe(0);
  });

  it('says how long a password must be', async () => {
    expect((await assessPassword('Zq9!k', owner)).problem).toBe(MSG.passwordMin);
    expect((await assessPassword('tulip-'.repeat(30), owner)).problem).toBe(SERVER_MSG.passwordMax);
  });
});

describe('a name inside a longer phrase', () => {
  it('is allowed when the rest of the phrase is strong', async () => {
    const tutor = { username: 'new_tutor_1', fullName: 'New Tutor 1' };
    expect((await assessPassword('my-own-tutor-password', tutor)).problem).toBeUndefined();
  });
});
