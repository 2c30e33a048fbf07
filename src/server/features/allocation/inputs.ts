import { and, eq, gt, inArray, isNull, or, sql, type Column } from 'drizzle-orm';
import { placesLeft } from '../../../shared/classes/rules.js';
import type { UkDay } from '../../../shared/dates/uk-instant.js';
import type { Db } from '../../db/client.js';
import { vettedAmong } from '../../policies/vetting.js';
import {
  classEnrolments,
  classPreferences,
  classWaitlist,
  tutorAvailability,
} from '../../db/schema-classes.js';
import { classes, classSlots, students, tutorProfiles, users } from '../../db/schema.js';
import type { AllocationInput, OpenClass } from './model.js';
import { windowSpan, type WeeklySpan } from './weekly-times.js';

/* What one run allocates, read from the database on the UK day `today`. */

export interface RunScope {
  yearGroup: string;
  subject: string;
  schoolYearId: number | null;
}

/** The class length the allocation opens classes with. */
export const CLASS_MINUTES = 60;

const sameSubject = (column: Column, subject: string) => sql`lower(${column}) = lower(${subject})`;
const enrolledOn = (today: UkDay) =>
  or(isNull(classEnrolments.leftOn), gt(classEnrolments.leftOn, today));
const slotOn = (today: UkDay) =>
  or(isNull(classSlots.validUntil), sql`${classSlots.validUntil} >= ${today}`);

/** The children of the year group who study the subject or gave times for it, not yet in a class of it. */
async function childrenToPlace(db: Db, scope: RunScope, today: UkDay) {
  const studies = sql`(coalesce(${students.subjects}, '') !~ '[^,[:space:]]'
    or lower(${scope.subject}) = any (regexp_split_to_array(lower(btrim(${students.subjects})), '\\s*,\\s*')))`;
  return db
    .select({ id: students.id, familyId: students.parentId, times: classPreferences.times })
    .from(students)
    .leftJoin(
      classPreferences,
      and(
        eq(classPreferences.studentId, students.id),
        sameSubject(classPreferences.subject, scope.subject),
      ),
    )
    .where(
      and(
        eq(students.grade, scope.yearGroup),
        or(studies, sql`${classPreferences.id} is not null`),
        sql`not exists (select 1 from ${classEnrolments} where ${classEnrolments.studentId} = ${students.id}
          and ${sameSubject(classEnrolments.subject, scope.subject)} and ${enrolledOn(today)})`,
      ),
    );
}

/** The weekly slots of the classes the year group's families' children attend, by parent. */
async function familySlots(db: Db, yearGroup: string, today: UkDay) {
  const busy = new Map<number, (WeeklySpan & { studentId: number })[]>();
  const families = db
    .selectDistinct({ id: students.parentId })
    .from(students)
    .where(eq(students.grade, yearGroup));
  const rows = await db
    .select({
      parentId: students.parentId,
      studentId: students.id,
      weekday: classSlots.weekday,
      startsAt: classSlots.startsAt,
      minutes: classSlots.duration,
    })
    .from(classEnrolments)
    .innerJoin(students, eq(students.id, classEnrolments.studentId))
    .innerJoin(classes, and(eq(classes.id, classEnrolments.classId), isNull(classes.closedAt)))
    .innerJoin(classSlots, and(eq(classSlots.classId, classes.id), slotOn(today)))
    .where(and(inArray(students.parentId, families), enrolledOn(today)));
  for (const { parentId, ...slot } of rows) {
    const list = busy.get(parentId!) ?? [];
    list.push(slot);
    busy.set(parentId!, list);
  }
  return busy;
}

async function tutorsOf(db: Db, subject: string, today: UkDay) {
  const tutors = await db
    .select({
      id: users.id,
      maxClasses: tutorProfiles.maxClasses,
      taught: sql<number>`(select count(*)::int from ${classes} where ${classes.tutorId} = ${users.id}
        and ${classes.closedAt} is null)`,
    })
    .from(users)
    .innerJoin(tutorProfiles, eq(tutorProfiles.userId, users.id))
    .where(
      and(
        isNull(users.deactivatedAt),
        sql`lower(${subject}) = any (select lower(s) from unnest(${tutorProfiles.subjects}) s)`,
      ),
    );
  // Only a tutor whose vetting record is complete and current is given a class (issue 31 §1).
  const vetted = await vettedAmong(
    db,
    tutors.map((tutor) => tutor.id),
    today,
  );
  const ids = tutors.map((tutor) => tutor.id).filter((id) => vetted.has(id));
  if (ids.length === 0) return [];
  const windows = await db
    .select()
    .from(tutorAvailability)
    .where(inArray(tutorAvailability.tutorId, ids));
  const busy = await db
    .select({
      tutorId: classes.tutorId,
      weekday: classSlots.weekday,
      startsAt: classSlots.startsAt,
      minutes: classSlots.duration,
    })
    .from(classes)
    .innerJoin(classSlots, and(eq(classSlots.classId, classes.id), slotOn(today)))
    .where(and(inArray(classes.tutorId, ids), isNull(classes.closedAt)));
  return tutors
    .filter((tutor) => vetted.has(tutor.id))
    .map((tutor) => ({
      id: tutor.id,
      windows: windows
        .filter((w) => w.tutorId === tutor.id)
        .map((w) => windowSpan(w.weekday, w.startsAt, w.endsAt)),
      busy: busy.filter((b) => b.tutorId === tutor.id),
      freeClasses: tutor.maxClasses - tutor.taught,
    }));
}

/** The year group's open classes of the subject with free places, at their first weekly slot. */
async function openClassesOf(db: Db, scope: RunScope, today: UkDay): Promise<OpenClass[]> {
  const rows = await db
    .select({
      id: classes.id,
      capacity: classes.capacity,
      weekday: classSlots.weekday,
      startsAt: classSlots.startsAt,
      enrolled: sql<number>`(select count(*)::int from ${classEnrolments} where ${classEnrolments.classId} = ${classes.id} and ${enrolledOn(today)})`,
      offered: sql<number>`(select count(*)::int from ${classWaitlist} where ${classWaitlist.classId} = ${classes.id} and ${classWaitlist.status} in ('waiting', 'offered'))`,
    })
    .from(classes)
    .innerJoin(classSlots, and(eq(classSlots.classId, classes.id), slotOn(today)))
    .where(
      and(
        eq(classes.yearGroup, scope.yearGroup),
        sameSubject(classes.subject, scope.subject),
        isNull(classes.closedAt),
        // Classes formed from the sessions before classes existed have no year (migration 0027).
        scope.schoolYearId === null
          ? undefined
          : or(isNull(classes.schoolYearId), eq(classes.schoolYearId, scope.schoolYearId)),
      ),
    )
    .orderBy(classes.id, classSlots.weekday, classSlots.startsAt);
  const seen = new Set<number>();
  return rows.flatMap((row) => {
    if (seen.has(row.id)) return [];
    seen.add(row.id);
    // A class with a waiting list keeps its places for the list.
    const freePlaces = placesLeft(row.capacity, row.enrolled, row.offered);
    return freePlaces > 0
      ? [{ id: row.id, time: { weekday: row.weekday, startsAt: row.startsAt }, freePlaces }]
      : [];
  });
}

export async function readInput(db: Db, scope: RunScope, today: UkDay): Promise<AllocationInput> {
  const rows = await childrenToPlace(db, scope, today);
  const busy = await familySlots(db, scope.yearGroup, today);
  return {
    children: rows.map((row) => ({
      id: row.id,
      familyId: row.familyId,
      preferences: row.times ?? [],
      siblingsBusy: (row.familyId ? (busy.get(row.familyId) ?? []) : []).filter(
        (slot) => slot.studentId !== row.id,
      ),
    })),
    tutors: await tutorsOf(db, scope.subject, today),
    openClasses: await openClassesOf(db, scope, today),
    duration: CLASS_MINUTES,
  };
}
