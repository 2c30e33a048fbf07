import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ukDayOf } from '../../../shared/dates/uk-instant.js';
import type { Db } from '../../db/client.js';
import { classEnrolments, classWaitlist } from '../../db/schema-classes.js';
import { companyLeavers } from '../../db/schema-provisioning.js';
import { students } from '../../db/schema.js';
import type { JobEngine } from '../../jobs/engine.js';
import { defineQueue } from '../../jobs/queue.js';
import { defineTask } from '../../jobs/task.js';
import { lockClass } from '../enrolment/capacity.js';
import { placeFreed } from '../enrolment/offer-queue.js';
import { dueLeavers } from './leave.js';

/**
 * Ends one leaver's children's places on the notice's last day, as leaving a class does
 * (decision 109): the enrolments end on that day, waiting and offered places are withdrawn, and
 * each freed place is offered to the next child waiting. One transaction a family.
 */
async function endPlaces(tx: Db, jobs: JobEngine, leaver: { userId: number; placesEndOn: string }) {
  const children = tx
    .select({ id: students.id })
    .from(students)
    .where(eq(students.parentId, leaver.userId));
  const places = await tx
    .select({ classId: classEnrolments.classId })
    .from(classEnrolments)
    .where(and(inArray(classEnrolments.studentId, children), isNull(classEnrolments.leftOn)));
  const queued = await tx
    .select({ classId: classWaitlist.classId })
    .from(classWaitlist)
    .where(
      and(
        inArray(classWaitlist.studentId, children),
        inArray(classWaitlist.status, ['waiting', 'offered']),
      ),
    );
  const classIds = [...new Set([...places, ...queued].map((row) => row.classId))].sort(
    (a, b) => a - b,
  );
  // In id order, as every writer of places locks, so no two transactions wait on each other.
  for (const classId of classIds) await lockClass(tx, classId);
  await tx
    .update(classEnrolments)
    .set({ leftOn: sql`greatest(${classEnrolments.joinedOn}, ${leaver.placesEndOn}::date)` })
    .where(and(inArray(classEnrolments.studentId, children), isNull(classEnrolments.leftOn)));
  await tx
    .update(classWaitlist)
    .set({ status: 'withdrawn' })
    .where(
      and(
        inArray(classWaitlist.studentId, children),
        inArray(classWaitlist.status, ['waiting', 'offered']),
      ),
    );
  for (const classId of classIds) await placeFreed(tx, jobs, classId);
  await tx
    .update(companyLeavers)
    .set({ placesEndedAt: jobs.now() })
    .where(eq(companyLeavers.userId, leaver.userId));
  return classIds.length;
}

export const leaverPlacesQueue = defineQueue<object>('leaver-places', {
  policy: 'singleton',
  retryLimit: 3,
  retryDelay: 60,
});

/** Just after midnight (UK): the places of leavers whose notice ran out yesterday end. */
export const leaverPlacesTask = defineTask({
  queue: leaverPlacesQueue,
  schedules: [{ key: 'leaver-places', cron: '10 0 * * *', data: {} }],
  handler:
    ({ db, jobs }) =>
    async () => {
      const today = ukDayOf(jobs.now());
      let families = 0;
      let classes = 0;
      for (const leaver of await dueLeavers(db, today)) {
        classes += await db.transaction((tx) => endPlaces(tx, jobs, leaver));
        families++;
      }
      return { families, classes };
    },
});
