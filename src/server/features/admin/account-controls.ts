import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { signOutEverywhere } from '../../identity/sessions.js';
import { recordSecurityEvent } from '../../records/security-log.js';
import type { Services } from '../../services.js';
import { markLeaver, reopenLeaver } from '../leavers/leave.js';

/** Signs the account out everywhere and records why, with how many sessions ended. */
async function signOutRecorded(
  tx: Db,
  request: FastifyRequest,
  userId: number,
  type: 'sessions_ended' | 'account_disabled',
) {
  const sessions = await signOutEverywhere(tx, userId);
  await recordSecurityEvent(tx, request, {
    type,
    outcome: 'success',
    subjectId: userId,
    detail: { sessions },
  });
}

/** An admin ends every session of an account, which stays usable: its owner signs in again. */
export async function endSessions(tx: Db, request: FastifyRequest, userId: number) {
  await signOutRecorded(tx, request, userId, 'sessions_ended');
}

/**
 * Closes an account: it can no longer sign in and is signed out everywhere at once. Disabling an
 * account that is already disabled changes and records nothing. A company's employee (a parent
 * with a company) leaves as the company's directory would make them (decision 124): the family
 * is told and the children's places end after the company's notice.
 */
export async function disableAccount(
  tx: Db,
  request: FastifyRequest,
  userId: number,
  { mail, config }: Pick<Services, 'mail' | 'config'>,
) {
  const [employee] = await tx
    .select({ companyId: users.companyId })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, 'parent'), isNotNull(users.companyId)));
  if (employee?.companyId) {
    const context = { tx, mail, publicUrl: config.publicUrl, now: new Date(), request };
    await markLeaver(context, { id: userId, companyId: employee.companyId }, 'admin');
    return;
  }
  const [disabled] = await tx
    .update(users)
    .set({ deactivatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.deactivatedAt)))
    .returning({ id: users.id });
  if (!disabled) return;
  await signOutRecorded(tx, request, userId, 'account_disabled');
}

/**
 * Lets a disabled account sign in again. A company's leaver comes back as the directory would
 * bring them back (decision 124): their children's places, not yet ended, are kept.
 */
export async function enableAccount(tx: Db, request: FastifyRequest, userId: number) {
  if (!(await reopenLeaver(tx, userId))) return;
  await recordSecurityEvent(tx, request, {
    type: 'account_enabled',
    outcome: 'success',
    subjectId: userId,
  });
}
