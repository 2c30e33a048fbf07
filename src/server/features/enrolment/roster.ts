import { and, eq, inArray, isNull } from 'drizzle-orm';
import { ENROLMENT_MSG } from '../../../shared/classes/enrolment-messages.js';
import { ukDayOf } from '../../../shared/dates/uk-instant.js';
import type { Db } from '../../db/client.js';
import { classEnrolments, classWaitlist } from '../../db/schema-classes.js';
import type { students } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import type { JobEngine } from '../../jobs/engine.js';
import { assertClassFor, freePlaces, lockClass, lockClasses, type ClassRow } from './capacity.js';
import { placeFreed } from './offer-queue.js';

/*
 * Joining, leaving and moving between classes (issue 28 §3, decision 109). Each runs in the
 * caller's transaction with the class rows locked, so places are counted once and for all.
 */

export type Child = typeof students.$inferSelect;

export interface Placement {
  child: Child;
  classId: number;
  now: Date;
  addedBy: number | null;
}

/** Who is placing the child decides whether the waiting go first and what a full class says. */
export type PlacedBy = 'family' | 'admin' | 'offer';

const FULL_MESSAGE: Record<PlacedBy, string> = {
  family: ENROLMENT_MSG.classFull,
  admin: ENROLMENT_MSG.classFullAdmin,
  offer: ENROLMENT_MSG.classFull,
};

/** The child's enrolment in this class now, if any. */
const activeIn = (tx: Db, classId: number, studentId: number) =>
  tx
    .select()
    .from(classEnrolments)
    .where(
      and(
        eq(classEnrolments.classId, classId),
        eq(classEnrolments.studentId, studentId),
        isNull(classEnrolments.leftOn),
      ),
    );

/** The child's waiting or offered row for this class ends, as accepted (placed) or withdrawn. */
export const closeWaiting = (
  tx: Db,
  classId: number,
  studentId: number,
  status: 'accepted' | 'withdrawn',
) =>
  tx
    .update(classWaitlist)
    .set({ status })
    .where(
      and(
        eq(classWaitlist.classId, classId),
        eq(classWaitlist.studentId, studentId),
        inArray(classWaitlist.status, ['waiting', 'offered']),
      ),
    )
    .returning();

/** Checks a place in a locked class for the child; an offer's own held place counts as theirs. */
async function assertPlace(tx: Db, cls: ClassRow, child: Child, by: PlacedBy) {
  assertClassFor(cls, child);
  if ((await activeIn(tx, cls.id, child.id)).length > 0) throw conflict(ENROLMENT_MSG.sameClass);
  const places = await freePlaces(tx, cls);
  // Accepting releases the held place in the same transaction, before this count.
  if (places.left <= 0) throw conflict(FULL_MESSAGE[by]);
  // A freed place goes to the first waiting; a family joins the list behind them.
  if (by === 'family' && places.waiting > 0) throw conflict(ENROLMENT_MSG.classHasWaitlist);
}

const insertEnrolment = async (tx: Db, cls: ClassRow, { child, now, addedBy }: Placement) => {
  const [row] = await tx
    .insert(classEnrolments)
    .values({
      classId: cls.id,
      studentId: child.id,
      subject: cls.subject,
      joinedOn: ukDayOf(now),
      addedBy,
    })
    .returning();
  await closeWaiting(tx, cls.id, child.id, 'accepted');
  return row!;
};

/**
 * Puts the child in the class from today (UK). A second class of the same subject is refused by
 * the partial unique index, whose clash the error handler answers with a friendly 409.
 */
export async function enrol(tx: Db, placement: Placement, by: PlacedBy) {
  const cls = await lockClass(tx, placement.classId);
  await assertPlace(tx, cls, placement.child, by);
  return insertEnrolment(tx, cls, placement);
}

/**
 * Ends the child's place from today (UK): the roster rule then hides the class's sessions and
 * recordings from that day, and earlier ones stay as history. The freed place goes to the waitlist.
 */
export async function leave(
  tx: Db,
  jobs: JobEngine,
  { classId, studentId, now }: { classId: number; studentId: number; now: Date },
) {
  await lockClass(tx, classId);
  const [ended] = await tx
    .update(classEnrolments)
    .set({ leftOn: ukDayOf(now) })
    .where(
      and(
        eq(classEnrolments.classId, classId),
        eq(classEnrolments.studentId, studentId),
        isNull(classEnrolments.leftOn),
      ),
    )
    .returning();
  if (!ended) throw notFound(ENROLMENT_MSG.notOnRoster);
  await placeFreed(tx, jobs, classId);
  return ended;
}

/**
 * Moves the child from one class to another of the same year group and subject: one ends today and
 * the other starts today, in one transaction, so the child is never in two or in none.
 */
export async function move(
  tx: Db,
  jobs: JobEngine,
  placement: Placement & { fromClassId: number },
  by: PlacedBy,
) {
  const { fromClassId, classId, child, now } = placement;
  if (fromClassId === classId) throw conflict(ENROLMENT_MSG.sameClass);
  const [from, to] = await lockClasses(tx, fromClassId, classId);
  if (from.yearGroup !== to.yearGroup || from.subject.toLowerCase() !== to.subject.toLowerCase()) {
    throw badRequest(ENROLMENT_MSG.sameSubjectOnly);
  }
  await assertPlace(tx, to, child, by);
  await leave(tx, jobs, { classId: from.id, studentId: child.id, now });
  return insertEnrolment(tx, to, placement);
}
