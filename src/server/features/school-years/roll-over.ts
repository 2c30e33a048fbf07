import { addDays, parseISO } from 'date-fns';
import { and, eq, gt, inArray, isNotNull, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { ACADEMIC_YEARS } from '../../../shared/constants.js';
import { dayKey } from '../../../shared/dates/format.js';
import { UK_ZONE } from '../../../shared/dates/uk-zone.js';
import { schoolYearStartOf } from '../../../shared/school-years/calendar.js';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { queueCoverageRefresh } from '../../classes/coverage-refresh.js';
import type { Db } from '../../db/client.js';
import { classEnrolments, classWaitlist } from '../../db/schema-classes.js';
import { classes, schoolYears, students, users } from '../../db/schema.js';
import type { Email } from '../../email/outbox.js';
import { defineQueue } from '../../jobs/queue.js';
import { defineTask } from '../../jobs/task.js';
import { recordAudit } from '../../records/audit.js';
import type { Services } from '../../services.js';
import { nextYearInvitation, type MovedChild } from './invitation.js';

/*
 * The end of an academic year (issue 28 §1, decision 107): its classes close and their rosters end,
 * every child moves up a year group, Year 11 leaves (marked, never deleted), and each family is
 * invited to choose next year's classes. Idempotent: each child carries the year that last moved
 * them up, so a second run, or a retry after a crash, finds nothing left to do.
 */

export const rollOverQueue = defineQueue<{ schoolYearId: number }>('school-year-roll-over', {
  retryLimit: 2,
  retryBackoff: true,
  deleteAfterSeconds: 7 * 24 * 3600,
});

/** Families a transaction moves at once: whole families, so each parent gets one email. */
const FAMILIES_PER_BATCH = 200;
/** Children with no parent account (their own accounts), moved a batch at a time. */
const CHILDREN_PER_BATCH = 500;
/** The path of the parent's Classes page, where families choose classes. */
export const PARENT_CLASSES_PATH = '/parent-dashboard/classes';

const LAST_YEAR_GROUP = ACADEMIC_YEARS.at(-1)!;

/** The year group above each one; Year 11 keeps its own and leaves. */
const nextYearGroup = sql.join(
  [
    sql`case ${students.grade}`,
    ...ACADEMIC_YEARS.slice(0, -1).map(
      (grade, i) => sql`when ${grade} then ${ACADEMIC_YEARS[i + 1]!}`,
    ),
    sql`else ${students.grade} end`,
  ],
  sql` `,
);

type Year = typeof schoolYears.$inferSelect;

/** Children this year's roll-over has still to move: with us by its last day, not gone, not moved. */
const pendingFor = (year: Year): SQL =>
  and(
    or(isNull(students.movedUpFor), ne(students.movedUpFor, year.id)),
    isNull(students.leftOn),
    inArray(students.grade, [...ACADEMIC_YEARS]),
    lte(sql`(${students.createdAt} at time zone ${UK_ZONE})::date`, year.endsOn),
  )!;

/** The first day after the year: rosters end then (exclusive), so its last day stays in history. */
const dayAfter = (day: string) => dayKey(addDays(parseISO(day), 1));

async function setState(db: Db, id: number, state: PgUpdateSetSource<typeof schoolYears>) {
  await db.update(schoolYears).set(state).where(eq(schoolYears.id, id));
}

/** Closes the year's classes, ends their rosters and withdraws their waiting lists: one transaction. */
async function closeClasses({ db, jobs }: Pick<Services, 'db' | 'jobs'>, year: Year) {
  const leftOn = dayAfter(year.endsOn);
  const now = jobs.now();
  await db.transaction(async (tx) => {
    const ofYear = tx
      .select({ id: classes.id })
      .from(classes)
      .where(eq(classes.schoolYearId, year.id));
    await tx
      .update(classes)
      .set({ closedAt: now })
      .where(and(eq(classes.schoolYearId, year.id), isNull(classes.closedAt)));
    await tx
      .update(classEnrolments)
      .set({ leftOn: sql`greatest(${classEnrolments.joinedOn}, ${leftOn}::date)` })
      .where(
        and(
          inArray(classEnrolments.classId, ofYear),
          or(isNull(classEnrolments.leftOn), gt(classEnrolments.leftOn, leftOn)),
        ),
      );
    await tx
      .update(classWaitlist)
      .set({ status: 'withdrawn' })
      .where(
        and(
          inArray(classWaitlist.classId, ofYear),
          inArray(classWaitlist.status, ['waiting', 'offered']),
        ),
      );
    await queueCoverageRefresh(tx, jobs, year.id);
  });
}

/** Moves the children `where` picks up a year group, Year 11 marked as left; returns them. */
const moveUp = (tx: Db, year: Year, where: SQL) =>
  tx
    .update(students)
    .set({
      grade: nextYearGroup,
      leftOn: sql`case when ${students.grade} = ${LAST_YEAR_GROUP} then ${dayAfter(year.endsOn)}::date end`,
      movedUpFor: year.id,
    })
    .where(and(pendingFor(year), where))
    .returning({
      parentId: students.parentId,
      name: students.name,
      grade: students.grade,
      leftOn: students.leftOn,
    });

/** One batch of whole families moved up and their invitations queued, in one transaction. */
async function moveFamilies({ db, mail, config }: Services, year: Year): Promise<number> {
  return db.transaction(async (tx) => {
    const families = await tx
      .selectDistinct({ parentId: students.parentId })
      .from(students)
      .where(and(pendingFor(year), isNotNull(students.parentId)))
      .orderBy(students.parentId)
      .limit(FAMILIES_PER_BATCH);
    const parentIds = families.map((f) => f.parentId!);
    if (parentIds.length === 0) return 0;
    const moved = await moveUp(tx, year, inArray(students.parentId, parentIds));
    const byParent = new Map<number, MovedChild[]>();
    for (const child of moved) {
      const list = byParent.get(child.parentId!) ?? [];
      list.push({ name: child.name ?? 'Your child', yearGroup: child.leftOn ? null : child.grade });
      byParent.set(child.parentId!, list);
    }
    const invited = [...byParent].filter(([, children]) => children.some((c) => c.yearGroup));
    const parents = await tx
      .select({ id: users.id, email: users.email, fullName: users.fullName })
      .from(users)
      .where(
        and(
          inArray(
            users.id,
            invited.map(([id]) => id),
          ),
          isNull(users.deactivatedAt),
        ),
      );
    const link = new URL(PARENT_CLASSES_PATH, config.publicUrl).toString();
    const startYear = schoolYearStartOf(year.startsOn);
    const emails: Email[] = parents.map((parent) =>
      nextYearInvitation(parent, startYear, byParent.get(parent.id)!, link),
    );
    if (emails.length > 0) await mail.queue(tx, emails);
    return moved.length;
  });
}

/** One batch of children without a parent account moved up; they are told nothing by email. */
const moveChildrenAlone = (db: Db, year: Year) =>
  db.transaction(async (tx) => {
    const batch = tx
      .select({ id: students.id })
      .from(students)
      .where(and(pendingFor(year), isNull(students.parentId)))
      .limit(CHILDREN_PER_BATCH);
    return (await moveUp(tx, year, inArray(students.id, batch))).length;
  });

/** Runs the whole roll-over of one year, writing its progress as it goes. */
export async function rollOver(services: Services, schoolYearId: number) {
  const { db, jobs } = services;
  const [year] = await db.select().from(schoolYears).where(eq(schoolYears.id, schoolYearId));
  if (!year) return;
  try {
    await setState(db, year.id, {
      rollOverStatus: 'running',
      rollOverProgress: 0,
      rollOverStage: 'Closing the classes',
    });
    await closeClasses({ db, jobs }, year);
    const [{ total } = { total: 0 }] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(students)
      .where(pendingFor(year));
    let moved = 0;
    const report = (stage: string) =>
      setState(db, year.id, {
        rollOverProgress: 10 + Math.floor((85 * moved) / Math.max(total, 1)),
        rollOverStage: stage,
      });
    await report('Moving children up a year group');
    for (const step of [() => moveFamilies(services, year), () => moveChildrenAlone(db, year)]) {
      for (let n = await step(); n > 0; n = await step()) {
        moved += n;
        await report('Moving children up a year group');
      }
    }
    await db.transaction(async (tx) => {
      await setState(tx, year.id, {
        rollOverStatus: 'done',
        rollOverProgress: 100,
        rollOverStage: null,
        rolledOverAt: sql`coalesce(${schoolYears.rolledOverAt}, ${jobs.now()})`,
      });
      await recordAudit(tx, null, { action: 'finish', recordType: 'roll_over', recordId: year.id });
    });
  } catch (error) {
    await setState(db, year.id, { rollOverStatus: 'failed', rollOverStage: null });
    throw error;
  }
}

export const rollOverTask = defineTask({
  queue: rollOverQueue,
  handler: (services) => async (job) => rollOver(services, job.data.schoolYearId),
});
