import argon2 from 'argon2';
import { randomInt } from 'node:crypto';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. Costs a few milliseconds per hash here.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, OPTIONS);

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Verifies against a throwaway hash so that an unknown username costs as much time as a known one. */
export async function burnVerifyTime(password: string) {
  dummyHash ??= hashPassword('timing-equaliser-not-a-password');
  await verifyPassword(await dummyHash, password);
}

// No look-alike characters (0/O, 1/l/I) so a printed password can be typed back.
const ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A password from a cryptographically secure source, for generated one-time passwords. */
export function generatePassword(length = 14): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}
