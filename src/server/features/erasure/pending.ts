import { and, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ERASURE_GRACE_DAYS } from '../../../shared/account/erasure.js';
import type { Db } from '../../db/client.js';
import { accountErasures, auditEvents } from '../../db/schema-audit.js';

import type { Mail } from '../../email/outbox.js';
import { recordAudit } from '../../records/audit.js';
import { erasureCancelled } from './emails.js';
import { eraseAccount } from './erase.js';
import type { SessionUser } from '../../identity/guard.js';
import { DAY_MS } from '../../../shared/dates/durations.js';

/** The pending erasure of an account, and the last time signing in cancelled one. */
export async function erasureStatus(db: Db, userId: number, now = new Date()) {
  const [pending] = await db
    .select({ eraseAfter: accountErasures.eraseAfter })
    .from(accountErasures)
    .where(eq(accountErasures.userId, userId));
  const [last] = await db
    .select({ action: auditEvents.action, occurredAt: auditEvents.occurredAt })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.subjectId, userId),
        eq(auditEvents.recordType, 'user'),
        inArray(auditEvents.action, ['erasure_requested', 'erasure_cancelled']),
        gt(auditEvents.occurredAt, new Date(now.getTime() - ERASURE_GRACE_DAYS * DAY_MS)),
      ),
    )
    .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
    .limit(1);
  return {
    pendingUntil: pending?.eraseAfter ?? null,
    cancelledAt: !pending && last?.action === 'erasure_cancelled' ? last.occurredAt : null,
  };
}

/**
 * Signing in during the grace period cancels a pending erasure (issue 17 §3): the person is told
 * by email, on the home the sign-in leads to (issue 26 §5) and on their settings page. True when
 * it cancelled one.
 */
export async function cancelPendingErasure(
  db: Db,
  mail: Mail,
  request: FastifyRequest,
  user: SessionUser,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [cancelled] = await tx
      .delete(accountErasures)
      .where(eq(accountErasures.userId, user.id))
      .returning({ userId: accountErasures.userId });
    if (!cancelled) return false;
    await recordAudit(tx, request, {
      action: 'erasure_cancelled',
      recordType: 'user',
      recordId: user.id,
      subjectId: user.id,
      actor: user,
    });
    await mail.queue(tx, erasureCancelled(user.email, user.fullName));
    return true;
  });
}

/** Erases every account whose grace period has ended; run by the housekeeping schedule. */
export async function eraseDueAccounts(db: Db, uploadDir: string, now: Date) {
  const due = await db
    .select({ userId: accountErasures.userId })
    .from(accountErasures)
    .where(lte(accountErasures.eraseAfter, now));
  let erased = 0;
  for (const { userId } of due) {
    if (await eraseAccount(db, uploadDir, null, userId, 'family_request')) erased += 1;
  }
  return { erased };
}

export const graceEnd = (now: Date) => new Date(now.getTime() + ERASURE_GRACE_DAYS * DAY_MS);
