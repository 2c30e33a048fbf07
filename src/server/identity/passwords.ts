import { hash, parseOptions, verify } from '@node-rs/argon2';
import { randomInt } from 'node:crypto';

// argon2id is @node-rs/argon2's default algorithm: its Algorithm enum is a const enum, which
// isolatedModules cannot read. The tests check the $argon2id$ prefix of every profile
// (decision 048).

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const STANDARD = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// A generated password is 81 random bits, is never chosen by a person and must be replaced at the
// first sign-in, so no dictionary can shorten a search of it and a light profile is enough
// (decision 020). This keeps a 1000-account upload to a few seconds.
const ONE_TIME = { memoryCost: 4_096, timeCost: 2, parallelism: 1 } as const;

/** For every password a person chooses. */
export const hashPassword = (password: string) => hash(password, STANDARD);

/** Only for passwords from generatePassword that the first sign-in must replace. */
export const hashOneTimePassword = (password: string) => hash(password, ONE_TIME);

/** Whether a stored hash was made with other parameters than the baseline (the package has no needsRehash). */
const belowStandard = (stored: string) => {
  const made = parseOptions(stored);
  return (
    made.memoryCost !== STANDARD.memoryCost ||
    made.timeCost !== STANDARD.timeCost ||
    made.parallelism !== STANDARD.parallelism
  );
};

let dummyHash: Promise<string> | undefined;
/** Verifies against a throwaway hash so that an unknown username costs as much time as a known one. */
export async function burnVerifyTime(password: string) {
  dummyHash ??= hashPassword('timing-equaliser-not-a-password');
  await verify(await dummyHash, password).catch(() => false);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    const valid = await verify(stored, password);
    // A lighter hash answers sooner, which would tell a watcher the account still holds its
    // one-time password; every sign-in costs at least one standard verification.
    if (belowStandard(stored)) await burnVerifyTime(password);
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
