import { and, eq, inArray, isNull, or, sql, type Column, type SQL } from 'drizzle-orm';
import { addUkDays, ukDayOf, type UkDay } from '../../shared/dates/uk-instant.js';
import { VETTING_MSG } from '../../shared/vetting/messages.js';
import {
  DEFAULT_RENEWAL_MONTHS,
  RENEW_WARNING_DAYS,
  REQUIRED_SLOTS,
  vettingProblem,
  vettingStatus,
  type CurrentCheck,
} from '../../shared/vetting/rules.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { tutorVettingChecks, vettingSettings } from '../db/schema-vetting.js';
import { badRequest, forbidden } from '../http/errors.js';
import type { ClassroomPerson } from './classroom.js';

/*
 * Only a tutor with a complete, current vetting record teaches (issue 31 §1, decision 125): the
 * class and session writers, the allocation and the classroom's door all ask here.
 */

/** Months between DBS Update Service status checks, as the admins set it. */
export async function renewalMonths(db: Db) {
  const [row] = await db
    .select({ months: vettingSettings.renewalMonths })
    .from(vettingSettings)
    .where(eq(vettingSettings.id, 1));
  return row?.months ?? DEFAULT_RENEWAL_MONTHS;
}

/**
 * A check (of tutor_vetting_checks) that falls due on or before `day`, as the pure rule's dueOn
 * counts it: a status check `months` after it was done, a right to work when it ends.
 */
export const checkDueBy = (months: number, day: UkDay): SQL =>
  or(
    and(
      eq(tutorVettingChecks.kind, 'update-service'),
      sql`(${tutorVettingChecks.checkedOn} + make_interval(months => ${months}))::date <= ${day}`,
    ),
    sql`${tutorVettingChecks.expiresOn} <= ${day}`,
  )!;

/**
 * The tutor `tutorId` names needs the admins' attention on `today`: a place without a current
 * record (one current record a place, so fewer rows than places), or a check lapsed or due within
 * the warning days. In SQL, so the admins' list filters and pages on the server; it agrees with
 * vettingStatus's state being other than complete.
 */
export function needsVettingAttention(tutorId: Column, today: UkDay, months: number): SQL {
  const current = sql`${tutorVettingChecks.tutorId} = ${tutorId} and ${tutorVettingChecks.supersededAt} is null`;
  const horizon = addUkDays(today, RENEW_WARNING_DAYS);
  return sql`((select count(*) from ${tutorVettingChecks} where ${current}) < ${REQUIRED_SLOTS.length}
    or exists (select 1 from ${tutorVettingChecks} where ${current} and ${checkDueBy(months, horizon)}))`;
}

/** Each tutor's current (not superseded) checks, as the pure rule reads them. */
export async function currentChecks(db: Db, tutorIds: readonly number[]) {
  const byTutor = new Map<number, CurrentCheck[]>(tutorIds.map((id) => [id, []]));
  if (tutorIds.length === 0) return byTutor;
  const rows = await db
    .select({
      tutorId: tutorVettingChecks.tutorId,
      kind: tutorVettingChecks.kind,
      slot: tutorVettingChecks.slot,
      checkedOn: tutorVettingChecks.checkedOn,
      expiresOn: tutorVettingChecks.expiresOn,
    })
    .from(tutorVettingChecks)
    .where(
      and(
        inArray(tutorVettingChecks.tutorId, [...tutorIds]),
        isNull(tutorVettingChecks.supersededAt),
      ),
    );
  for (const { tutorId, slot, ...check } of rows) {
    byTutor.get(tutorId)?.push({ ...check, slot: slot === 2 ? 2 : 1 });
  }
  return byTutor;
}

/** The tutors' vetting statuses on the UK day `today`. */
export async function vettingStatuses(db: Db, tutorIds: readonly number[], today: UkDay) {
  const [months, checks] = await Promise.all([renewalMonths(db), currentChecks(db, tutorIds)]);
  return new Map(
    [...checks].map(([id, list]) => [id, vettingStatus(list, today, months)] as const),
  );
}

export async function vettingStatusOf(db: Db, tutorId: number, now: Date) {
  return (await vettingStatuses(db, [tutorId], ukDayOf(now))).get(tutorId)!;
}

/** The tutors among `tutorIds` who may be given classes now: the allocation places only these. */
export async function vettedAmong(db: Db, tutorIds: readonly number[], today: UkDay) {
  const statuses = await vettingStatuses(db, tutorIds, today);
  return new Set([...statuses].filter(([, status]) => status.canTeach).map(([id]) => id));
}

/** 400 with the tutor's name and what is missing or lapsed, unless they may be given teaching. */
export async function assertCanTeach(db: Db, tutorId: number, now: Date) {
  const problem = vettingProblem(await vettingStatusOf(db, tutorId, now));
  if (problem === null) return;
  const [tutor] = await db
    .select({ name: users.fullName })
    .from(users)
    .where(eq(users.id, tutorId));
  const message = VETTING_MSG.notVetted(tutor?.name ?? 'This tutor', problem);
  throw badRequest(message, { tutorId: [message] });
}

/** 403 for a tutor whose record is not complete and current: they may not enter a classroom. */
export async function assertMayEnterClassroom(db: Db, person: ClassroomPerson, now: Date) {
  if (person.role !== 'tutor') return;
  const problem = vettingProblem(await vettingStatusOf(db, person.userId, now));
  if (problem !== null) throw forbidden(VETTING_MSG.notVettedSelf(problem));
}
