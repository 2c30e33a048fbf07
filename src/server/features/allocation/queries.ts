import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  NO_SCHOOL_YEAR,
  type AllocationResult,
  type StartAllocation,
} from '../../../shared/allocation/schemas.js';
import { weekdayName } from '../../../shared/classes/rules.js';
import { ukDayOf } from '../../../shared/dates/uk-instant.js';
import type { cursorQuerySchema, idCursorQuerySchema } from '../../../shared/pagination.js';
import type { Db } from '../../db/client.js';
import {
  allocationRuns,
  allocationUnplaced,
  classEnrolments,
  classPreferences,
} from '../../db/schema-classes.js';
import { classes, schoolYears, students, users } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { keysetRows, microsOf, pageFrom, timeCursorOf } from '../../http/keyset.js';
import { currentUser } from '../../identity/guard.js';
import type { JobEngine } from '../../jobs/engine.js';
import { recordAudit } from '../../records/audit.js';
import { pupilName, withOwnAccount } from '../../sessions/expected.js';
import { allocationQueue } from './worker.js';

const requester = alias(users, 'requester');

const runColumns = {
  row: allocationRuns,
  requestedBy: requester.fullName,
  micros: microsOf(allocationRuns.createdAt),
};

const present = ({
  row,
  requestedBy,
}: {
  row: typeof allocationRuns.$inferSelect;
  requestedBy: string | null;
}) => ({
  ...row,
  status: row.status as 'queued' | 'running' | 'done' | 'failed',
  requestedBy,
  result: row.result as never,
});

const selectRuns = (db: Db) =>
  db
    .select(runColumns)
    .from(allocationRuns)
    .leftJoin(requester, eq(requester.id, allocationRuns.requestedBy));

/** The classes a run opened, as its page links them. */
async function openedClasses(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: classes.id,
      name: classes.name,
      tutorName: users.fullName,
      size: sql<number>`(select count(*)::int from ${classEnrolments} where ${classEnrolments.classId} = ${classes.id} and ${classEnrolments.leftOn} is null)`,
    })
    .from(classes)
    .innerJoin(users, eq(users.id, classes.tutorId))
    .where(inArray(classes.id, ids))
    .orderBy(asc(classes.id));
}

export async function findRun(db: Db, id: number) {
  const [row] = await selectRuns(db).where(eq(allocationRuns.id, id));
  if (!row) throw notFound('No such allocation run.');
  const result = row.row.result as AllocationResult | null;
  return { ...present(row), classes: await openedClasses(db, result?.classIds ?? []) };
}

export async function listRuns(db: Db, page: z.output<typeof cursorQuerySchema>) {
  const rows = await keysetRows(
    selectRuns(db).$dynamic(),
    { direction: 'desc', time: allocationRuns.createdAt, id: allocationRuns.id },
    page,
  );
  return pageFrom(
    rows,
    page.pageSize,
    (row) => timeCursorOf(row.micros, row.row.id),
    (row) => ({
      ...present(row),
      classes: [],
    }),
  );
}

/** The school year a run places children for: the one given, else the one running or next. */
async function schoolYearFor(db: Db, given: number | undefined, now: Date) {
  if (given !== undefined) {
    const [year] = await db
      .select({ id: schoolYears.id })
      .from(schoolYears)
      .where(eq(schoolYears.id, given));
    if (!year)
      throw badRequest('Choose a school year from the list.', {
        schoolYearId: ['Choose a school year from the list.'],
      });
    return year.id;
  }
  const today = ukDayOf(now);
  const [year] = await db
    .select({ id: schoolYears.id })
    .from(schoolYears)
    .where(gte(schoolYears.endsOn, today))
    .orderBy(asc(schoolYears.startsOn))
    .limit(1);
  if (!year) throw badRequest(NO_SCHOOL_YEAR, { schoolYearId: [NO_SCHOOL_YEAR] });
  return year.id;
}

/** Queues a run, refusing a second one of the same year group and subject while one is under way. */
export async function startRun(
  db: Db,
  jobs: JobEngine,
  input: StartAllocation & { subject: string },
  request: FastifyRequest,
) {
  const schoolYearId = await schoolYearFor(db, input.schoolYearId, jobs.now());
  return db.transaction(async (tx) => {
    // One run at a time per year group and subject: the lock serialises two admins starting one.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`allocation:${input.yearGroup}:${input.subject.toLowerCase()}`}))`,
    );
    const [busy] = await tx
      .select({ id: allocationRuns.id })
      .from(allocationRuns)
      .where(
        and(
          eq(allocationRuns.yearGroup, input.yearGroup),
          sql`lower(${allocationRuns.subject}) = lower(${input.subject})`,
          inArray(allocationRuns.status, ['queued', 'running']),
        ),
      );
    if (busy)
      throw conflict(`An allocation of ${input.yearGroup} ${input.subject} is already under way.`);
    const [run] = await tx
      .insert(allocationRuns)
      .values({
        yearGroup: input.yearGroup,
        subject: input.subject,
        schoolYearId,
        requestedBy: currentUser(request).id,
      })
      .returning({ id: allocationRuns.id });
    await jobs.send(allocationQueue, { runId: run!.id }, { tx });
    await recordAudit(tx, request, {
      action: 'start',
      recordType: 'allocation_run',
      recordId: run!.id,
    });
    return run!.id;
  });
}

const timesText = (times: { weekday: number; startsAt: string }[] | null) =>
  (times ?? []).map((time) => `${weekdayName(time.weekday)} ${time.startsAt}`);

/** The children a run could not place, by id, with why and the times their family gave. */
export async function unplacedPage(
  db: Db,
  runId: number,
  page: z.output<typeof idCursorQuerySchema>,
) {
  const run = await findRun(db, runId);
  const rows = await keysetRows(
    db
      .select({
        id: students.id,
        name: pupilName,
        reason: allocationUnplaced.reason,
        times: classPreferences.times,
      })
      .from(allocationUnplaced)
      .innerJoin(students, eq(students.id, allocationUnplaced.studentId))
      .leftJoin(...withOwnAccount)
      .leftJoin(
        classPreferences,
        and(
          eq(classPreferences.studentId, students.id),
          sql`lower(${classPreferences.subject}) = lower(${run.subject})`,
        ),
      )
      .$dynamic(),
    { direction: 'asc', id: students.id },
    page,
    eq(allocationUnplaced.runId, runId),
  );
  return pageFrom(
    rows,
    page.pageSize,
    (row) => String(row.id),
    ({ times, ...row }) => ({ ...row, preferredTimes: timesText(times) }),
  );
}
