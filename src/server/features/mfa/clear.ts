import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mfaRecoveryCodes, signInChallenges, users } from '../../db/schema.js';

/** No secret, no recovery codes, no half-finished sign-in: the account is as before enrolment. */
export async function clearSecondFactor(db: Db, userId: number) {
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await db.delete(signInChallenges).where(eq(signInChallenges.userId, userId));
  return db
    .update(users)
    .set({ mfaSecret: null, mfaEnabledAt: null, mfaLastStep: null })
    .where(eq(users.id, userId))
    .returning();
}
