import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { classes, schoolYears, students, users } from './schema.js';

/* A class's roster, waitlist and the allocation's inputs and runs (issue 28, decision 105). */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const byUser = (name: string) => integer(name).references(() => users.id, { onDelete: 'set null' });
const studentId = () =>
  integer('student_id')
    .notNull()
    .references(() => students.id, { onDelete: 'cascade' });

/**
 * A child on a class's roster from one UK day (joinedOn) until the day access ends (leftOn,
 * exclusive). Ended rows stay: they are the class's history.
 */
export const classEnrolments = pgTable(
  'class_enrolments',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    studentId: studentId(),
    /** The class's subject, copied so "one class per subject at a time" is a unique index. */
    subject: text('subject').notNull(),
    joinedOn: date('joined_on').notNull(),
    leftOn: date('left_on'),
    addedBy: byUser('added_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('class_enrolments_class_idx').on(t.classId, t.leftOn),
    index('class_enrolments_student_idx').on(t.studentId, t.classId),
    uniqueIndex('class_enrolments_one_per_subject')
      .on(t.studentId, sql`lower(${t.subject})`)
      .where(sql`${t.leftOn} is null`),
    check('class_enrolments_dates', sql`${t.leftOn} is null or ${t.leftOn} >= ${t.joinedOn}`),
  ],
);

/** A child waiting for a place in a full class; the first waiting is offered a freed place. */
export const classWaitlist = pgTable(
  'class_waitlist',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    studentId: studentId(),
    status: text('status').notNull().default('waiting'),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('class_waitlist_queue_idx').on(t.classId, t.status, t.createdAt, t.id),
    uniqueIndex('class_waitlist_open_idx')
      .on(t.classId, t.studentId)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    index('class_waitlist_expiry_idx')
      .on(t.offerExpiresAt)
      .where(sql`${t.status} = 'offered'`),
    check(
      'class_waitlist_status',
      sql`${t.status} in ('waiting', 'offered', 'accepted', 'expired', 'withdrawn')`,
    ),
  ],
);

/** A weekly time a family prefers, e.g. { weekday: 2, startsAt: '16:00' }. */
export interface PreferredTime {
  weekday: number;
  startsAt: string;
}

/** A family's choice of a subject for a child, with up to three preferred times in order. */
export const classPreferences = pgTable(
  'class_preferences',
  {
    id: serial('id').primaryKey(),
    studentId: studentId(),
    subject: text('subject').notNull(),
    times: jsonb('times').$type<PreferredTime[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('class_preferences_child_idx').on(t.studentId, sql`lower(${t.subject})`)],
);

/** A tutor's weekly availability for classes (UK wall-clock times). */
export const tutorAvailability = pgTable(
  'tutor_availability',
  {
    id: serial('id').primaryKey(),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startsAt: text('starts_at').notNull(),
    endsAt: text('ends_at').notNull(),
  },
  (t) => [
    index('tutor_availability_tutor_idx').on(t.tutorId, t.weekday),
    check('tutor_availability_weekday', sql`${t.weekday} between 1 and 7`),
    check('tutor_availability_range', sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

/** One allocation run of a year group and subject: its progress and, once done, its result. */
export const allocationRuns = pgTable(
  'allocation_runs',
  {
    id: serial('id').primaryKey(),
    schoolYearId: integer('school_year_id').references(() => schoolYears.id, {
      onDelete: 'set null',
    }),
    yearGroup: text('year_group').notNull(),
    subject: text('subject').notNull(),
    status: text('status').notNull().default('queued'),
    /** 0 to 100, with the stage the job is in. */
    progress: integer('progress').notNull().default(0),
    stage: text('stage'),
    requestedBy: byUser('requested_by'),
    /** The figures: placed, unplaced, classes opened, preferences met, objective and bound. */
    result: jsonb('result').$type<Record<string, unknown>>(),
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('allocation_runs_created_idx').on(t.createdAt, t.id),
    check('allocation_runs_status', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
  ],
);

/** Why a run could not place a child, one row per child, so the explanations page. */
export const allocationUnplaced = pgTable(
  'allocation_unplaced',
  {
    runId: integer('run_id')
      .notNull()
      .references(() => allocationRuns.id, { onDelete: 'cascade' }),
    studentId: studentId(),
    reason: text('reason').notNull(),
  },
  (t) => [uniqueIndex('allocation_unplaced_pk').on(t.runId, t.studentId)],
);
