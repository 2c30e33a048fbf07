import { describe, expect, it } from 'vitest';
import {
  generatePassword,
  hashOneTimePassword,
  hashPassword,
  verifyPassword,
} from './passwords.js';

// Made with the argon2 package 0.45.1 at each profile's parameters before it was replaced.
const ARGON2_STANDARD =
  '$argon2id$v=19$m=19456,p=1,t=2$5XRWOqdrGfIuD12AQIt5sQ$NPKh7g9cZg0dogSPj8f1OJkMGdXKzLs8A1pLck6uxEc';
const ARGON2_ONE_TIME =
  '$argon2id$v=19$m=4096,p=1,t=2$qBxuo551v6dwI8eD0I/4dg$wdtbTlr5SWOLvimtFUU6lo/CkkEYpmXLenNon/r0ZqM';

/** The algorithm, version and parameters of a PHC string, whatever order the parameters come in. */
const phc = (hash: string) => {
  const [, algorithm, version, params] = hash.split('$');
  return {
    algorithm,
    version: version?.replace('v=', ''),
    params: Object.fromEntries(
      (params ?? '').split(',').map((pair) => pair.split('=') as [string, string]),
    ),
  };
};

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
    expect(phc(await hashPassword('chosen-by-a-person'))).toEqual({
      algorithm: 'argon2id',
      version: '19',
      params: { m: '19456', t: '2', p: '1' },
    });
    const oneTime = await hashOneTimePassword('Gk7pQ2rTz9xWmA');
    expect(phc(oneTime)).toEqual({
      algorithm: 'argon2id',
      version: '19',
      params: { m: '4096', t: '2', p: '1' },
    });
    expect(await verifyPassword(oneTime, 'Gk7pQ2rTz9xWmA')).toBe(true);
    expect(await verifyPassword(oneTime, 'Gk7pQ2rTz9xWmB')).toBe(false);
  });

  it('verifies the hashes stored by the argon2 package used before @node-rs/argon2', async () => {
    expect(await verifyPassword(ARGON2_STANDARD, 'kept-from-argon2-0.45')).toBe(true);
    expect(await verifyPassword(ARGON2_STANDARD, 'kept-from-argon2-0.46')).toBe(false);
    expect(await verifyPassword(ARGON2_ONE_TIME, 'Gk7pQ2rTz9xWmA')).toBe(true);
    expect(await verifyPassword(ARGON2_ONE_TIME, 'Gk7pQ2rTz9xWmB')).toBe(false);
  });

  it('answers false, not an error, for a stored value that is not a hash', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });
});
