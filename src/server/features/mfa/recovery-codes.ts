import { randomInt } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { RECOVERY_CODE_COUNT } from '../../../shared/auth/mfa.js';
import type { Db } from '../../db/client.js';
import { mfaRecoveryCodes } from '../../db/schema.js';
import { hashSecret } from '../../identity/tokens.js';

// No 0/o, 1/l/i: codes are copied from paper.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 12;

const newCode = () =>
  Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
const shown = (code: string) => code.match(/.{4}/g)!.join('-');

/**
 * Ten fresh codes replace any the user had; only their hashes are kept. A plain SHA-256 is
 * enough for 59 random bits behind a throttle (decision 040). Returned once, to show.
 */
export async function renewRecoveryCodes(db: Db, userId: number): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newCode());
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await db
    .insert(mfaRecoveryCodes)
    .values([...codes].map((code) => ({ userId, codeHash: hashSecret(code) })));
  return [...codes].map(shown);
}

/** Uses a code up; true only for the one request that marked it used. */
export async function redeemRecoveryCode(db: Db, userId: number, code: string) {
  const used = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(mfaRecoveryCodes.userId, userId),
        eq(mfaRecoveryCodes.codeHash, hashSecret(code)),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id });
  return used.length === 1;
}

export async function recoveryCodesLeft(db: Db, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}
