import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import { PRODUCT_NAME } from '../../../shared/constants.js';
import type { Db } from '../../db/client.js';
import { users, type UserRow } from '../../db/schema.js';
import { mfaKey, seal, unseal } from './sealing.js';

/** What authenticator apps expect: SHA-1, 6 digits, 30 seconds (otplib's defaults). */
const PERIOD_SECONDS = 30;

export const newTotpSecret = () => generateSecret();

export const otpauthUri = (user: Pick<UserRow, 'username'>, secret: string) =>
  generateURI({ issuer: PRODUCT_NAME, label: user.username, secret });

const contextOf = (userId: number) => `totp:${userId}`;

export const sealSecret = async (db: Db, userId: number, secret: string) =>
  seal(await mfaKey(db), secret, contextOf(userId));

export const unsealSecret = async (db: Db, userId: number, sealed: string) =>
  unseal(await mfaKey(db), sealed, contextOf(userId));

/** The time step a code belongs to, allowing one step either side for a clock that drifts. */
export async function matchingStep(secret: string, code: string, afterStep: number | null) {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: PERIOD_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * Accepts a code of the user's enrolled secret once: the step is claimed with a conditional
 * update, so two requests with the same code cannot both pass.
 */
export async function acceptTotp(db: Db, user: UserRow, code: string): Promise<boolean> {
  if (!user.mfaSecret) return false;
  const secret = await unsealSecret(db, user.id, user.mfaSecret);
  if (!secret) return false;
  const step = await matchingStep(secret, code, user.mfaLastStep);
  if (step === null) return false;
  const claimed = await db
    .update(users)
    .set({ mfaLastStep: step })
    .where(and(eq(users.id, user.id), or(isNull(users.mfaLastStep), lt(users.mfaLastStep, step))))
    .returning({ id: users.id });
  return claimed.length === 1;
}
