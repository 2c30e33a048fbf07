import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { scheduledSessions, students, users } from './schema.js';

const sessionId = () =>
  integer('session_id')
    .notNull()
    .references(() => scheduledSessions.id, { onDelete: 'cascade' });
const studentId = () =>
  integer('student_id')
    .notNull()
    .references(() => students.id, { onDelete: 'cascade' });
const byUser = (name: string) => integer(name).references(() => users.id, { onDelete: 'set null' });

/** A child opening a session through the product's Join (issue 15 §1); the first join is kept. */
export const sessionJoins = pgTable(
  'session_joins',
  {
    sessionId: sessionId(),
    studentId: studentId(),
    /** The parent or student account that pressed Join. */
    joinedBy: byUser('joined_by'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.studentId] }),
    index('session_joins_student_idx').on(t.studentId, t.joinedAt),
  ],
);

/** The tutor's register: one mark per expected attendee, editable for 7 days after the session. */
export const attendanceMarks = pgTable(
  'attendance_marks',
  {
    sessionId: sessionId(),
    studentId: studentId(),
    status: text('status').notNull(),
    markedBy: byUser('marked_by'),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.studentId] }),
    index('attendance_marks_student_idx').on(t.studentId, t.sessionId),
    check('attendance_marks_status_check', sql`${t.status} in ('present', 'late', 'absent')`),
  ],
);

/** What a session covered and the homework set, written by its tutor afterwards. */
export const lessonReports = pgTable('lesson_reports', {
  sessionId: integer('session_id')
    .primaryKey()
    .references(() => scheduledSessions.id, { onDelete: 'cascade' }),
  covered: text('covered').notNull(),
  homework: text('homework'),
  writtenBy: byUser('written_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The tutor's private comment on one child in a report: shown to that child's parent only. */
export const lessonReportComments = pgTable(
  'lesson_report_comments',
  {
    sessionId: sessionId(),
    studentId: studentId(),
    comment: text('comment').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.studentId] }),
    index('lesson_report_comments_student_idx').on(t.studentId),
  ],
);

/** Absence emails already queued: inserted with the email, so a retried job never sends twice. */
export const absenceAlertsSent = pgTable(
  'absence_alerts_sent',
  {
    sessionId: sessionId(),
    studentId: studentId(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.studentId] })],
);

/** Weekly digests already queued, one per parent per UK week (the Monday it starts). */
export const weeklyDigestsSent = pgTable(
  'weekly_digests_sent',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekStart: date('week_start').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.weekStart] })],
);
