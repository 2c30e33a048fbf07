import { and, asc, count, eq, gt, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { classSlots, classes, scheduledSessions, users } from '../../db/schema.js';
import { classEnrolments } from '../../db/schema-classes.js';
import { notFound } from '../../http/errors.js';
import type { occurrenceSchema, seriesClassSchema } from '../../../shared/class-series/schemas.js';
import { SERIES_MSG } from '../../../shared/class-series/messages.js';
import type { UkDay } from '../../../shared/dates/uk-instant.js';

export type ClassRow = typeof classes.$inferSelect;

/** The class, locked for the change that follows, or 404. */
export async function classForUpdate(tx: Db, id: number): Promise<ClassRow> {
  const [row] = await tx.select().from(classes).where(eq(classes.id, id)).for('update');
  if (!row) throw notFound(SERIES_MSG.classNotFound);
  return row;
}

/** The class as the API answers it: its timetable from `today` on and how many sessions it has. */
export async function presentClass(
  db: Db,
  row: ClassRow,
  today: UkDay,
): Promise<z.output<typeof seriesClassSchema>> {
  const slots = await db
    .select()
    .from(classSlots)
    .where(
      and(
        eq(classSlots.classId, row.id),
        or(isNull(classSlots.validUntil), gt(classSlots.validUntil, today)),
      ),
    )
    .orderBy(asc(classSlots.validFrom), asc(classSlots.weekday), asc(classSlots.startsAt));
  const [sessions] = await db
    .select({ n: count() })
    .from(scheduledSessions)
    .where(eq(scheduledSessions.classId, row.id));
  return { ...row, slots, sessionCount: sessions?.n ?? 0 };
}

/** How many children are on the roster on `day` or later. */
export async function rosterSize(db: Db, classId: number, day: UkDay) {
  const [row] = await db
    .select({ n: count() })
    .from(classEnrolments)
    .where(
      and(
        eq(classEnrolments.classId, classId),
        or(isNull(classEnrolments.leftOn), gt(classEnrolments.leftOn, day)),
      ),
    );
  return row?.n ?? 0;
}

/** One class session with its tutor's name, or 404 for a session that is not a class's. */
export async function classSession(
  db: Db,
  id: number,
): Promise<z.output<typeof occurrenceSchema> & { tutorId: number }> {
  const [row] = await db
    .select({ session: scheduledSessions, tutorName: users.fullName })
    .from(scheduledSessions)
    .leftJoin(users, eq(users.id, scheduledSessions.tutorId))
    .where(eq(scheduledSessions.id, id));
  if (!row || row.session.classId === null) throw notFound(SERIES_MSG.notClassSession);
  return { ...row.session, classId: row.session.classId, tutorName: row.tutorName };
}
