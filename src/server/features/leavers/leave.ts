import { and, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ukDayOf } from '../../../shared/dates/uk-instant.js';
import { placesEndOn } from '../../../shared/provisioning/notice.js';
import type { Db } from '../../db/client.js';
import { classEnrolments } from '../../db/schema-classes.js';
import { companyLeavers, companyProvisioning } from '../../db/schema-provisioning.js';
import { classes, companies, students, users } from '../../db/schema.js';
import type { Mail } from '../../email/outbox.js';
import { signOutEverywhere } from '../../identity/sessions.js';
import { recordSecurityEvent } from '../../records/security-log.js';
import { leaverEmail } from './email.js';

/** Who ended the employment: the company's directory over SCIM, its identity provider, an admin. */
export type LeaverSource = 'scim' | 'idp' | 'admin';

export interface LeaverContext {
  tx: Db;
  mail: Mail;
  publicUrl: string;
  now: Date;
  request: FastifyRequest | null;
}

/** The notice the company gives its leavers' children, in days; null for the end of the month. */
async function noticeOf(tx: Db, companyId: number) {
  const [row] = await tx
    .select({ noticeDays: companyProvisioning.noticeDays })
    .from(companyProvisioning)
    .where(eq(companyProvisioning.companyId, companyId));
  return row?.noticeDays ?? null;
}

/** The leaver's children's places now, to name in the email. */
const placesOf = (tx: Db, parentId: number) =>
  tx
    .select({ childName: students.name, className: classes.name })
    .from(classEnrolments)
    .innerJoin(students, eq(students.id, classEnrolments.studentId))
    .innerJoin(classes, eq(classes.id, classEnrolments.classId))
    .where(and(eq(students.parentId, parentId), isNull(classEnrolments.leftOn)))
    .orderBy(students.name, classes.name);

/**
 * A company's employee has left (issue 30 §4): the account is closed and every session of theirs
 * ends in this transaction (each server's kept copy is forgotten at commit, decision 073, and open
 * streams within the watch's interval), their children's places are kept to the end of the notice
 * and the family is told. The account's data then follows retention like any closed account.
 * Returns false when the account was already closed.
 */
export async function markLeaver(
  context: LeaverContext,
  user: { id: number; companyId: number },
  source: LeaverSource,
): Promise<boolean> {
  const { tx, now } = context;
  const [closed] = await tx
    .update(users)
    .set({ deactivatedAt: now })
    .where(and(eq(users.id, user.id), isNull(users.deactivatedAt)))
    .returning();
  if (!closed) return false;
  const sessions = await signOutEverywhere(tx, user.id);
  await recordSecurityEvent(tx, context.request, {
    type: 'account_disabled',
    outcome: 'success',
    actorId: source === 'admin' ? undefined : null,
    subjectId: user.id,
    detail: { sessions, by: source },
  });
  const endOn = placesEndOn(ukDayOf(now), await noticeOf(tx, user.companyId));
  await tx
    .insert(companyLeavers)
    .values({ userId: user.id, companyId: user.companyId, leftAt: now, placesEndOn: endOn })
    .onConflictDoUpdate({
      target: companyLeavers.userId,
      set: { companyId: user.companyId, leftAt: now, placesEndOn: endOn, placesEndedAt: null },
    });
  const [company] = await tx
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, user.companyId));
  await context.mail.queue(
    tx,
    leaverEmail({
      to: closed.email,
      fullName: closed.fullName,
      companyName: company?.name ?? 'your employer',
      places: await placesOf(tx, user.id),
      placesEndOn: endOn,
      publicUrl: context.publicUrl,
    }),
  );
  return true;
}

/**
 * The directory made the person active again before their children's places ended: the account
 * opens again and the places stay. Places already ended are not given back (they went to others).
 */
export async function reopenLeaver(tx: Db, userId: number): Promise<boolean> {
  const [opened] = await tx
    .update(users)
    .set({ deactivatedAt: null })
    .where(and(eq(users.id, userId), isNotNull(users.deactivatedAt)))
    .returning({ id: users.id });
  if (!opened) return false;
  await tx
    .delete(companyLeavers)
    .where(and(eq(companyLeavers.userId, userId), isNull(companyLeavers.placesEndedAt)));
  return true;
}

/** A run ends this many families' places; the next run (or the next day's) takes the rest. */
const LEAVERS_PER_RUN = 500;

/** Leavers whose notice has run out by `day` and whose children's places have not yet ended. */
export const dueLeavers = (tx: Db, day: string) =>
  tx
    .select()
    .from(companyLeavers)
    .where(and(isNull(companyLeavers.placesEndedAt), lte(companyLeavers.placesEndOn, day)))
    .orderBy(companyLeavers.placesEndOn, companyLeavers.userId)
    .limit(LEAVERS_PER_RUN);
