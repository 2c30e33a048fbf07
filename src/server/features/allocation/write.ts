import { and, eq, inArray, isNull, or, gt, sql } from 'drizzle-orm';
import type { AllocationResult } from '../../../shared/allocation/schemas.js';
import { placesLeft, weekdayName } from '../../../shared/classes/rules.js';
import type { UkDay } from '../../../shared/dates/uk-instant.js';
import type { Db } from '../../db/client.js';
import { allocationRuns, allocationUnplaced, classEnrolments } from '../../db/schema-classes.js';
import { classes, classSlots } from '../../db/schema.js';
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
 * classes opened. New classes start on `startsOn`; children joining open classes join `today`.
 */
export async function writePlan(
  db: Db,
  runId: number,
  scope: RunScope & { requestedBy: number | null },
  plan: Plan,
  days: { today: UkDay; startsOn: UkDay },
  result: (written: Written) => AllocationResult,
  now: Date,
) {
  await db.transaction(async (tx) => {
    const opened =
      plan.newClasses.length === 0
        ? []
        : await tx
            .insert(classes)
            .values(
              plan.newClasses.map(({ time, tutorId }) => ({
                name: `${scope.yearGroup} ${scope.subject}, ${weekdayName(time.weekday)} ${time.startsAt}`,
                schoolYearId: scope.schoolYearId,
                yearGroup: scope.yearGroup,
                subject: scope.subject,
                tutorId,
              })),
            )
            .returning({ id: classes.id });
    const classIds = opened.map((row) => row.id);
    await insertChunked(
      plan.newClasses.map(({ time }, i) => ({
        classId: classIds[i]!,
        weekday: time.weekday,
        startsAt: time.startsAt,
        duration: 60,
        validFrom: days.startsOn,
      })),
      (chunk) => tx.insert(classSlots).values(chunk),
    );
    const enrolment = (classId: number, studentId: number, joinedOn: UkDay) => ({
      classId,
      studentId,
      subject: scope.subject,
      joinedOn,
      addedBy: scope.requestedBy,
    });
    await enrol(
      tx,
      plan.newClasses.flatMap(({ childIds }, i) =>
        childIds.map((id) => enrolment(classIds[i]!, id, days.startsOn)),
      ),
    );
    const free = await placesNow(
      tx,
      plan.joins.map((join) => join.classId),
      days.today,
    );
    await enrol(
      tx,
      plan.joins.flatMap(({ classId, childIds }) =>
        childIds.slice(0, free.get(classId) ?? 0).map((id) => enrolment(classId, id, days.today)),
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
        finishedAt: now,
      })
      .where(eq(allocationRuns.id, runId));
  });
}
