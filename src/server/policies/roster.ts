import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { UkDay } from '../../shared/dates/uk-instant.js';
import { ukZone } from '../db/plan-literals.js';
import { classEnrolments } from '../db/schema-classes.js';

/*
 * The roster rule (decisions 105 and 106): a class session belongs to the children whose
 * enrolment covers its UK day, from joined_on until left_on (exclusive). Comparing the session's
 * instant with the UK midnights of those days, rather than its UK day with the dates, keeps
 * scheduled_for bare, so scheduled_sessions_class_idx reads a class's sessions of a roster place as
 * one range.
 */

/** The instant a UK day begins, for a date column. */
const ukMidnight = (day: AnyPgColumn | SQL) => sql`(${day}::timestamp at time zone ${ukZone})`;

/** Whether the enrolment `e` covers the instant `at`: on or after its first day, before its last. */
export const coversInstant = (
  e: { joinedOn: AnyPgColumn; leftOn: AnyPgColumn },
  at: AnyPgColumn | SQL,
): SQL =>
  sql`${at} >= ${ukMidnight(e.joinedOn)} and (${e.leftOn} is null or ${at} < ${ukMidnight(e.leftOn)})`;

/** Whether the enrolment `e` has not ended by the UK day `day`: it is open then or starts later. */
export const openOn = (e: { leftOn: AnyPgColumn }, day: AnyPgColumn | SQL): SQL =>
  or(isNull(e.leftOn), sql`${e.leftOn} > ${day}`)!;

/**
 * Whether the enrolment `e` is open today (UK): a leaver's ends on the day they left. Read by the
 * statement's own clock, so prepared statements stay right from one day to the next.
 */
export const activeToday = (e: { leftOn: AnyPgColumn }): SQL =>
  openOn(e, sql`(now() at time zone ${ukZone})::date`);

/**
 * Whether the instant `at` falls before the UK day a pupil left us (`students.left_on`, set for Year
 * 11 by the roll-over), or they have not left: a leaver keeps what came before, nothing after.
 */
export const beforeLeaving = (leftOn: AnyPgColumn | SQL, at: AnyPgColumn | SQL): SQL =>
  sql`(${leftOn} is null or ${at} < ${ukMidnight(leftOn)})`;

/** Whether the pupil `pupil` is on the roster of the class session with these columns on its day. */
export const onRosterOf = (
  session: { classId: AnyPgColumn; scheduledFor: AnyPgColumn },
  pupil: AnyPgColumn | SQL,
): SQL =>
  sql`exists (select 1 from ${classEnrolments} where ${and(
    eq(classEnrolments.classId, session.classId),
    eq(classEnrolments.studentId, pupil),
    coversInstant(classEnrolments, session.scheduledFor),
  )})`;

/** The pupils on a class's roster at an instant, as a condition on `pupil` (students.id). */
export const rosterAt = (classId: number, at: Date, pupil: AnyPgColumn): SQL =>
  sql`${pupil} in (select ${classEnrolments.studentId} from ${classEnrolments} where ${and(
    eq(classEnrolments.classId, classId),
    coversInstant(classEnrolments, sql`${at.toISOString()}::timestamptz`),
  )})`;

/**
 * The pupils on a class's roster on the UK day `day` or later, as a condition on `pupil`: whom a
 * change to the class's sessions from that day concerns (a leaver before then is not).
 */
export const rosterFrom = (classId: number, day: UkDay, pupil: AnyPgColumn): SQL =>
  sql`${pupil} in (select ${classEnrolments.studentId} from ${classEnrolments} where ${and(
    eq(classEnrolments.classId, classId),
    openOn(classEnrolments, sql`${day}::date`),
  )})`;
