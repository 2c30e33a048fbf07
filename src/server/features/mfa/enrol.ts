import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { recordSecurityEvent } from '../../records/security-log.js';
import { renewRecoveryCodes } from './recovery-codes.js';

/**
 * Turns the second factor on with a secret whose first code was just accepted at `step`, so that
 * code cannot be used again; logs it and answers the ten recovery codes, to show once.
 */
export async function enrolSecondFactor(
  tx: Db,
  request: FastifyRequest,
  enrolment: { userId: number; sealedSecret: string; step: number; at: 'account' | 'sign_in' },
) {
  const [user] = await tx
    .update(users)
    .set({
      mfaSecret: enrolment.sealedSecret,
      mfaEnabledAt: new Date(),
      mfaLastStep: enrolment.step,
    })
    .where(eq(users.id, enrolment.userId))
    .returning();
  const recoveryCodes = await renewRecoveryCodes(tx, enrolment.userId);
  await recordSecurityEvent(tx, request, {
    type: 'mfa_enrolled',
    outcome: 'success',
    actorId: enrolment.userId,
    detail: { at: enrolment.at },
  });
  return { user, recoveryCodes };
}
