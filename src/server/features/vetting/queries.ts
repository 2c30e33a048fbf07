import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { ukDayOf } from '../../../shared/dates/uk-instant.js';
import { isTutor } from '../../../shared/policies/roles.js';
import { VETTING_MSG } from '../../../shared/vetting/messages.js';
import { checkState, dueOn, REQUIRED_SLOTS, slotLabel } from '../../../shared/vetting/rules.js';
import {
  HISTORY_LIMIT,
  VETTING_FORM_MSG,
  type ownVettingSchema,
  type recordCheckSchema,
  type tutorVettingSchema,
  type vettingCheckSchema,
} from '../../../shared/vetting/schemas.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { tutorVettingChecks } from '../../db/schema-vetting.js';
import { badRequest, notFound } from '../../http/errors.js';
import { currentChecks, renewalMonths, vettingStatusOf } from '../../policies/vetting.js';

type CheckRow = typeof tutorVettingChecks.$inferSelect & { recordedByName: string | null };

const recorder = alias(users, 'recorder');

/** A tutor by id, or 404: only tutors have a vetting record. */
export async function vettingTutor(db: Db, tutorId: number) {
  const [tutor] = await db
    .select({ id: users.id, fullName: users.fullName, role: users.role })
    .from(users)
    .where(eq(users.id, tutorId));
  if (!tutor || !isTutor(tutor)) throw notFound(VETTING_MSG.noTutor);
  return tutor;
}

const present =
  (months: number, showCertificate: boolean) =>
  (row: CheckRow): z.output<typeof vettingCheckSchema> => ({
    id: row.id,
    kind: row.kind,
    slot: row.slot,
    checkedOn: row.checkedOn,
    expiresOn: row.expiresOn,
    dueOn: dueOn({ ...row, slot: row.slot === 2 ? 2 : 1 }, months),
    detail: row.detail,
    certificateNumber: showCertificate ? row.certificateNumber : null,
    certificateRecorded: row.certificateNumber !== null,
    recordedBy: row.recordedByName,
    recordedAt: row.recordedAt,
    supersededAt: row.supersededAt,
  });

const checksOf = (db: Db, tutorId: number, current: boolean) =>
  db
    .select({ check: tutorVettingChecks, recordedByName: recorder.fullName })
    .from(tutorVettingChecks)
    .leftJoin(recorder, eq(recorder.id, tutorVettingChecks.recordedBy))
    .where(
      and(
        eq(tutorVettingChecks.tutorId, tutorId),
        current
          ? isNull(tutorVettingChecks.supersededAt)
          : isNotNull(tutorVettingChecks.supersededAt),
      ),
    )
    .orderBy(desc(tutorVettingChecks.recordedAt), desc(tutorVettingChecks.id))
    .limit(HISTORY_LIMIT)
    .then((rows) => rows.map(({ check, recordedByName }) => ({ ...check, recordedByName })));

/** The tutor's record as the admins' panel shows it; the certificate number only to leads. */
export async function tutorVetting(
  db: Db,
  tutorId: number,
  now: Date,
  showCertificate: boolean,
): Promise<z.output<typeof tutorVettingSchema>> {
  const tutor = await vettingTutor(db, tutorId);
  const [months, status, current, history] = await Promise.all([
    renewalMonths(db),
    vettingStatusOf(db, tutorId, now),
    checksOf(db, tutorId, true),
    checksOf(db, tutorId, false),
  ]);
  const shown = present(months, showCertificate);
  return {
    tutorId,
    tutorName: tutor.fullName,
    status,
    renewalMonths: months,
    current: current.map(shown),
    history: history.map(shown),
  };
}

/**
 * The tutor's own record as they read it (issue 31 §2 of the lane, decision 125): each place's
 * state and dates, never the certificate number, and the address that records renewals.
 */
export async function ownVetting(
  db: Db,
  tutorId: number,
  now: Date,
  contactEmail: string,
): Promise<z.output<typeof ownVettingSchema>> {
  const today = ukDayOf(now);
  const [months, status, checks] = await Promise.all([
    renewalMonths(db),
    vettingStatusOf(db, tutorId, now),
    currentChecks(db, [tutorId]),
  ]);
  const mine = checks.get(tutorId) ?? [];
  return {
    status,
    contactEmail,
    checks: REQUIRED_SLOTS.map((place) => {
      const check = mine.find((c) => c.kind === place.kind && c.slot === place.slot);
      return {
        ...place,
        label: slotLabel(place),
        state: checkState(check, today, months),
        checkedOn: check?.checkedOn ?? null,
        dueOn: check ? dueOn(check, months) : null,
      };
    }),
  };
}

/** Records a check, superseding the current record of its place; call it in a transaction. */
export async function recordCheck(
  tx: Db,
  tutorId: number,
  input: z.output<typeof recordCheckSchema>,
  recordedBy: number,
  now: Date,
) {
  const today = ukDayOf(now);
  if (input.checkedOn > today) {
    throw badRequest(VETTING_FORM_MSG.future, { checkedOn: [VETTING_FORM_MSG.future] });
  }
  const slot = input.kind === 'reference' ? input.slot : 1;
  await tx
    .update(tutorVettingChecks)
    .set({ supersededAt: now })
    .where(
      and(
        eq(tutorVettingChecks.tutorId, tutorId),
        eq(tutorVettingChecks.kind, input.kind),
        eq(tutorVettingChecks.slot, slot),
        isNull(tutorVettingChecks.supersededAt),
      ),
    );
  const [row] = await tx
    .insert(tutorVettingChecks)
    .values({
      tutorId,
      kind: input.kind,
      slot,
      checkedOn: input.checkedOn,
      certificateNumber: input.kind === 'dbs' ? input.certificateNumber : null,
      expiresOn: input.kind === 'right-to-work' ? (input.expiresOn ?? null) : null,
      detail: input.kind === 'qualifications' || input.kind === 'reference' ? input.detail : null,
      recordedBy,
      recordedAt: now,
    })
    .returning({ id: tutorVettingChecks.id });
  return row!.id;
}
