import { describe, expect, it } from 'vitest';
import {
  generatePassword,
  hashOneTimePassword,
  hashPassword,
  verifyPassword,
} from './passwords.js';

const ALPHABET = /^[abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789]+$/;

describe('generatePassword', () => {
  it('is at least 12 characters by default, from an alphabet without look-alikes', () => {
    const password = generatePassword();
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect(password).toMatch(ALPHABET);
    expect(generatePassword(24)).toHaveLength(24);
  });

  it('never uses 0, O, 1, l or I, and does not repeat itself', () => {
    const many = Array.from({ length: 200 }, () => generatePassword());
    expect(many.join('')).not.toMatch(/[0O1lI]/);
    expect(new Set(many).size).toBe(many.length);
    // Every character of the alphabet turns up over enough draws: nothing is left out by mistake.
    expect(new Set(many.join('')).size).toBe(57);
  });
});

describe('hashPassword and verifyPassword', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const hash = await hashPassword('correct-horse');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(hash).not.toContain('correct-horse');
    expect(await verifyPassword(hash, 'correct-horse')).toBe(true);
    expect(await verifyPassword(hash, 'wrong-horse')).toBe(false);
  });

  it('uses the OWASP baseline for chosen passwords and a light profile only for one-time ones', async () => {
    expect(await hashPassword('chosen-by-a-person')).toMatch(
      /^\$argon2id\$v=19\$m=19456,p=1,t=2\$/,
    );
    const oneTime = await hashOneTimePassword('Gk7pQ2rTz9xWmA');
    expect(oneTime).toMatch(/^\$argon2id\$v=19\$m=4096,p=1,t=2\$/);
    expect(await verifyPassword(oneTime, 'Gk7pQ2rTz9xWmA')).toBe(true);
    expect(await verifyPassword(oneTime, 'Gk7pQ2rTz9xWmB')).toBe(false);
  });

  it('answers false, not an error, for a stored value that is not a hash', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });
});
