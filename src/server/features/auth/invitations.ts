import type { Db } from '../../db/client.js';
import { accountTokens } from '../../db/schema.js';
import { hashSecret, newSecret } from '../../identity/tokens.js';
import { DAY_MS } from '../../../shared/dates/durations.js';

/** How long an invitation to choose a first password works. */
export const INVITE_DAYS = 7;

/**
 * A single-use invitation for an account an admin created (a tutor, an employer contact): the
 * token is kept hashed, and the link opens the choose-password page with it.
 */
export async function invitationLink(tx: Db, publicUrl: string, userId: number) {
  const invite = newSecret();
  await tx.insert(accountTokens).values({
    userId,
    purpose: 'invite',
    tokenHash: hashSecret(invite),
    expiresAt: new Date(Date.now() + INVITE_DAYS * DAY_MS),
  });
  return `${publicUrl}/reset-password?token=${invite}&invite=1`;
}
