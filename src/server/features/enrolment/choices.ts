import { and, asc, desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  childClassesSchema,
  classOptionSchema,
  waitlistEntrySchema,
} from '../../../shared/classes/enrolment-schemas.js';
import { ukDayOf } from '../../../shared/dates/uk-instant.js';
import { subjectList } from '../../../shared/family/schemas.js';
import type { Db } from '../../db/client.js';
import { classEnrolments, classPreferences, classWaitlist } from '../../db/schema-classes.js';
import { classes, classSlots, users } from '../../db/schema.js';
import type { Child } from './roster.js';

type ClassOption = z.output<typeof classOptionSchema>;

/** Open classes listed per subject: those with places first; enough to choose from, bounded. */
export const CLASS_CHOICES = 30;
/** Subjects a child with none chosen is shown: the year group's, at most this many. */
const MAX_SUBJECTS = 20;

const enrolledCount =
  sql<number>`(select count(*) from ${classEnrolments} e where e.class_id = ${classes.id} and e.left_on is null)`.mapWith(
    Number,
  );
const queueCount = (status: 'offered' | 'waiting') =>
  sql<number>`(select count(*) from ${classWaitlist} w where w.class_id = ${classes.id} and w.status = ${status})`.mapWith(
    Number,
  );
const placesLeftSql =
  sql<number>`greatest(0, ${classes.capacity} - ${enrolledCount} - ${queueCount('offered')})`.mapWith(
    Number,
  );

const classColumns = {
  id: classes.id,
  name: classes.name,
  subject: classes.subject,
  capacity: classes.capacity,
  tutorName: users.fullName,
  placesLeft: placesLeftSql,
  waiting: queueCount('waiting'),
};

const selectClasses = (db: Db) =>
  db.select(classColumns).from(classes).leftJoin(users, eq(users.id, classes.tutorId));

/** The classes' weekly slots in force today or later, by day and time. */
async function withSlots<T extends { id: number }>(db: Db, rows: T[], today: string) {
  if (rows.length === 0) return [];
  const slots = await db
    .select()
    .from(classSlots)
    .where(
      and(
        inArray(
          classSlots.classId,
          rows.map((row) => row.id),
        ),
        or(isNull(classSlots.validUntil), gte(classSlots.validUntil, today)),
      ),
    )
    .orderBy(asc(classSlots.weekday), asc(classSlots.startsAt));
  return rows.map((row) => ({
    ...row,
    slots: slots
      .filter((slot) => slot.classId === row.id)
      .map(({ weekday, startsAt, duration }) => ({ weekday, startsAt, duration })),
  }));
}

const sameSubject = (column: typeof classes.subject, subject: string) =>
  sql`lower(${column}) = lower(${subject})`;

/** The year group's open classes of one subject, those with places first. */
const openClasses = (db: Db, yearGroup: string, subject: string) =>
  selectClasses(db)
    .where(
      and(
        eq(classes.yearGroup, yearGroup),
        sameSubject(classes.subject, subject),
        isNull(classes.closedAt),
      ),
    )
    .orderBy(desc(sql`${placesLeftSql} > 0`), asc(classes.name), asc(classes.id))
    .limit(CLASS_CHOICES + 1);

/** The child's open waitlist rows with their place in line (1 first; 0 once offered). */
const waitlistOf = (db: Db, childId: number) =>
  db
    .select({
      classId: classWaitlist.classId,
      className: classes.name,
      subject: classes.subject,
      status: sql<'waiting' | 'offered'>`${classWaitlist.status}`,
      offerExpiresAt: classWaitlist.offerExpiresAt,
      position:
        sql<number>`case when ${classWaitlist.status} = 'offered' then 0 else 1 + (select count(*) from ${classWaitlist} ahead where ahead.class_id = ${classWaitlist.classId} and ahead.status = 'waiting' and (ahead.created_at, ahead.id) < (${classWaitlist.createdAt}, ${classWaitlist.id})) end`.mapWith(
          Number,
        ),
    })
    .from(classWaitlist)
    .innerJoin(classes, eq(classes.id, classWaitlist.classId))
    .where(
      and(
        eq(classWaitlist.studentId, childId),
        inArray(classWaitlist.status, ['waiting', 'offered']),
      ),
    );

/** The subjects a child is shown: theirs, their classes', waits' and preferences', else the year group's. */
async function subjectsOf(db: Db, child: Child, taken: string[]) {
  const chosen = [...subjectList(child.subjects), ...taken];
  if (chosen.length === 0 && child.grade) {
    const offered = await db
      .selectDistinct({ subject: classes.subject })
      .from(classes)
      .where(and(eq(classes.yearGroup, child.grade), isNull(classes.closedAt)))
      .orderBy(classes.subject)
      .limit(MAX_SUBJECTS);
    chosen.push(...offered.map((row) => row.subject));
  }
  const seen = new Map<string, string>();
  for (const subject of chosen) {
    if (!seen.has(subject.toLowerCase())) seen.set(subject.toLowerCase(), subject);
  }
  return [...seen.values()];
}

/** What a parent sees to choose a child's classes, per subject (issue 28 §3). */
export async function classChoicesOf(
  db: Db,
  child: Child,
  now: Date,
): Promise<z.output<typeof childClassesSchema>> {
  const today = ukDayOf(now);
  const current = await db
    .select({ ...classColumns, joinedOn: classEnrolments.joinedOn })
    .from(classEnrolments)
    .innerJoin(classes, eq(classes.id, classEnrolments.classId))
    .leftJoin(users, eq(users.id, classes.tutorId))
    .where(and(eq(classEnrolments.studentId, child.id), isNull(classEnrolments.leftOn)));
  const waits = await waitlistOf(db, child.id);
  const preferences = await db
    .select()
    .from(classPreferences)
    .where(eq(classPreferences.studentId, child.id));
  const subjects = await subjectsOf(db, child, [
    ...current.map((row) => row.subject),
    ...waits.map((row) => row.subject),
    ...preferences.map((row) => row.subject),
  ]);
  const currentOptions = await withSlots(db, current, today);
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  const perSubject = [];
  for (const subject of subjects) {
    const rows = child.grade ? await openClasses(db, child.grade, subject) : [];
    const listed: ClassOption[] = await withSlots(db, rows.slice(0, CLASS_CHOICES), today);
    const mine = currentOptions.find((row) => same(row.subject, subject));
    perSubject.push({
      subject,
      current: mine ?? null,
      classes: listed,
      more: rows.length > CLASS_CHOICES,
      waitlist: waits
        .filter((row) => same(row.subject, subject))
        .map(
          ({
            classId,
            className,
            status,
            position,
            offerExpiresAt,
          }): z.output<typeof waitlistEntrySchema> => ({
            classId,
            className,
            status,
            position,
            offerExpiresAt,
          }),
        ),
      preferences: preferences.find((row) => same(row.subject, subject))?.times ?? [],
    });
  }
  return {
    child: { id: child.id, name: child.name ?? 'Your child', yearGroup: child.grade },
    subjects: perSubject,
  };
}
