import { and, eq, inArray, isNull, or, gt, sql } from 'drizzle-orm';
import type { AllocationResult } from '../../../shared/allocation/schemas.js';
import { placesLeft } from '../../../shared/classes/rules.js';
import type { UkDay } from '../../../shared/dates/uk-instant.js';
import type { Db } from '../../db/client.js';
import { allocationRuns, allocationUnplaced, classEnrolments } from '../../db/schema-classes.js';
import { classes } from '../../db/schema.js';
import { createClassWithSessions } from '../../classes/series.js';
import { recordAudit } from '../../records/audit.js';
import { queueCoverageRefresh } from '../../classes/coverage-refresh.js';
import type { Services } from '../../services.js';
import { planNewSessionsReminders } from '../reminders/plan.js';
import { CLASS_MINUTES } from './inputs.js';
import type { Plan } from './plan.js';
import type { RunScope } from './inputs.js';

/* A run's plan written in one transaction: the new classes, the enrolments, the explanations. */

/** Rows an insert sends at once, well under PostgreSQL's 65,535 parameters a statement. */
const CHUNK = 2000;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** Enrols children, skipping any who joined a class of the subject since the run read them. */
const enrol = (tx: Db, rows: (typeof classEnrolments.$inferInsert)[]) =>
  insertChunked(rows, (chunk) => tx.insert(classEnrolments).values(chunk).onConflictDoNothing());

/** The open classes' places free now, under a lock, so a parent enrolling meanwhile keeps theirs. */
async function placesNow(tx: Db, classIds: number[], today: UkDay) {
  if (classIds.length === 0) return new Map<number, number>();
  const rows = await tx
    .select({ id: classes.id, capacity: classes.capacity })
    .from(classes)
    .where(inArray(classes.id, classIds))
    .for('update');
  const counts = await tx
    .select({ id: classEnrolments.classId, enrolled: sql<number>`count(*)::int` })
    .from(classEnrolments)
    .where(
      and(
        inArray(classEnrolments.classId, classIds),
        or(isNull(classEnrolments.leftOn), gt(classEnrolments.leftOn, today)),
      ),
    )
    .groupBy(classEnrolments.classId);
  const enrolled = new Map(counts.map((row) => [row.id, row.enrolled]));
  return new Map(rows.map((row) => [row.id, placesLeft(row.capacity, enrolled.get(row.id) ?? 0)]));
}

export interface Written {
  classIds: number[];
}

/**
 * Writes the plan for run `runId` and marks it done with the figures `result` gives for the
 * classes opened. New classes are made by the series generator, with their sessions from `today`
 * or the year's first term and their reminders planned; their children join from their first day.
 * Children taking free places in open classes join `today`.
 */
export async function writePlan(
  { db, jobs }: Pick<Services, 'db' | 'jobs'>,
  runId: number,
  scope: RunScope & { schoolYearId: number; requestedBy: number | null },
  plan: Plan,
  today: UkDay,
  result: (written: Written) => AllocationResult,
) {
  const enrolment = (classId: number, studentId: number, joinedOn: UkDay) => ({
    classId,
    studentId,
    subject: scope.subject,
    joinedOn,
    addedBy: scope.requestedBy,
  });
  await db.transaction(async (tx) => {
    const classIds: number[] = [];
    const newEnrolments: (typeof classEnrolments.$inferInsert)[] = [];
    for (const { time, tutorId, childIds } of plan.newClasses) {
      const made = await createClassWithSessions(tx, {
        schoolYearId: scope.schoolYearId,
        yearGroup: scope.yearGroup,
        subject: scope.subject,
        tutorId,
        terms: [1, 2, 3],
        slots: [{ ...time, duration: CLASS_MINUTES }],
        startsOn: today,
      });
      await planNewSessionsReminders(tx, jobs, made.sessions);
      classIds.push(made.class.id);
      const joinedOn = made.slots[0]!.validFrom;
      newEnrolments.push(...childIds.map((id) => enrolment(made.class.id, id, joinedOn)));
    }
    await enrol(tx, newEnrolments);
    if (plan.newClasses.length > 0) await queueCoverageRefresh(tx, jobs, scope.schoolYearId);
    const free = await placesNow(
      tx,
      plan.joins.map((join) => join.classId),
      today,
    );
    await enrol(
      tx,
      plan.joins.flatMap(({ classId, childIds }) =>
        childIds.slice(0, free.get(classId) ?? 0).map((id) => enrolment(classId, id, today)),
      ),
    );
    await tx.delete(allocationUnplaced).where(eq(allocationUnplaced.runId, runId));
    await insertChunked(
      plan.unplaced.map(({ childId, reason }) => ({ runId, studentId: childId, reason })),
      (chunk) => tx.insert(allocationUnplaced).values(chunk),
    );
    await tx
      .update(allocationRuns)
      .set({
        status: 'done',
        progress: 100,
        stage: 'Done',
        result: result({ classIds }),
        finishedAt: jobs.now(),
      })
      .where(eq(allocationRuns.id, runId));
    await recordAudit(tx, null, {
      action: 'finish',
      recordType: 'allocation_run',
      recordId: runId,
    });
  });
}
