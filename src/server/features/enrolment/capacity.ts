import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { ENROLMENT_MSG } from '../../../shared/classes/enrolment-messages.js';
import { placesLeft } from '../../../shared/classes/rules.js';
import type { Db } from '../../db/client.js';
import { classEnrolments, classWaitlist } from '../../db/schema-classes.js';
import { classes } from '../../db/schema.js';
import { badRequest, notFound } from '../../http/errors.js';

export type ClassRow = typeof classes.$inferSelect;

/*
 * Places are counted under the class row's lock (decision 109): every write that takes or frees
 * a place first locks the class `for update`, so two parents' transactions for the last place run
 * one after the other and the second sees the first's enrolment.
 */

/** The class, locked until the transaction ends, or 404. */
export async function lockClass(tx: Db, classId: number): Promise<ClassRow> {
  const [row] = await tx.select().from(classes).where(eq(classes.id, classId)).for('update');
  if (!row) throw notFound(ENROLMENT_MSG.classNotFound);
  return row;
}

/** Locks two classes in id order, so a move one way and a move the other never deadlock. */
export async function lockClasses(tx: Db, a: number, b: number): Promise<[ClassRow, ClassRow]> {
  const [first, second] = a < b ? [a, b] : [b, a];
  const lockedFirst = await lockClass(tx, first);
  const lockedSecond = await lockClass(tx, second);
  return a < b ? [lockedFirst, lockedSecond] : [lockedSecond, lockedFirst];
}

/** Active enrolments, open offers and children waiting: what decides a class's places. */
export async function seatsOf(tx: Db, classId: number) {
  const [enrolled] = await tx
    .select({ n: count() })
    .from(classEnrolments)
    .where(and(eq(classEnrolments.classId, classId), isNull(classEnrolments.leftOn)));
  const [queue] = await tx
    .select({
      offered: sql<number>`count(*) filter (where ${classWaitlist.status} = 'offered')`.mapWith(
        Number,
      ),
      waiting: sql<number>`count(*) filter (where ${classWaitlist.status} = 'waiting')`.mapWith(
        Number,
      ),
    })
    .from(classWaitlist)
    .where(eq(classWaitlist.classId, classId));
  return { enrolled: enrolled!.n, offered: queue!.offered, waiting: queue!.waiting };
}

/** Places left in a locked class. */
export const freePlaces = async (tx: Db, cls: ClassRow) => {
  const seats = await seatsOf(tx, cls.id);
  return { ...seats, left: placesLeft(cls.capacity, seats.enrolled, seats.offered) };
};

/** A class a child may be placed in: open, and of the child's year group. */
export function assertClassFor(cls: ClassRow, child: { grade: string | null }) {
  if (cls.closedAt) throw badRequest(ENROLMENT_MSG.classClosed);
  if (cls.yearGroup !== child.grade) throw badRequest(ENROLMENT_MSG.otherYearGroup);
}
