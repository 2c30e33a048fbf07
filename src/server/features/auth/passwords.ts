import argon2 from 'argon2';
import { randomInt } from 'node:crypto';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. About 25 ms a hash on this machine.
const STANDARD = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

// A generated password is 81 random bits, is never chosen by a person and must be replaced at the
// first sign-in, so no dictionary can shorten a search of it and a light profile is enough
// (decision 020). This keeps a 1000-account upload to a few seconds.
const ONE_TIME = { type: argon2.argon2id, memoryCost: 4_096, timeCost: 2, parallelism: 1 } as const;

/** For every password a person chooses. */
export const hashPassword = (password: string) => argon2.hash(password, STANDARD);

/** Only for passwords from generatePassword that the first sign-in must replace. */
export const hashOneTimePassword = (password: string) => argon2.hash(password, ONE_TIME);

let dummyHash: Promise<string> | undefined;
/** Verifies against a throwaway hash so that an unknown username costs as much time as a known one. */
export async function burnVerifyTime(password: string) {
  dummyHash ??= hashPassword('timing-equaliser-not-a-password');
  await argon2.verify(await dummyHash, password).catch(() => false);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    const valid = await argon2.verify(hash, password);
    // A lighter hash answers sooner, which would tell a watcher the account still holds its
    // one-time password; every sign-in costs at least one standard verification.
    if (argon2.needsRehash(hash, STANDARD)) await burnVerifyTime(password);
    return valid;
  } catch {
    return false;
  }
}

// No look-alike characters (0/O, 1/l/I) so a printed password can be typed back.
const ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A password from a cryptographically secure source, for generated one-time passwords. */
export function generatePassword(length = 14): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}
