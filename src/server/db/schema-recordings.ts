import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { recordedLessons, scheduledSessions, users } from './schema.js';

/* Lessons recorded in the classroom and how long they are kept (issue 29 §4–5, decision 117). */

export const RECORDING_STATES = ['processing', 'ready', 'failed'] as const;

/**
 * A session's recording on its way from Janus's raw files to HLS, published as the class's
 * recorded lesson from the start ("processing, ready in about N minutes"). One per session.
 */
export const lessonRecordings = pgTable(
  'lesson_recordings',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .unique()
      .references(() => scheduledSessions.id, { onDelete: 'cascade' }),
    recordedLessonId: integer('recorded_lesson_id')
      .notNull()
      .unique()
      .references(() => recordedLessons.id, { onDelete: 'cascade' }),
    status: text('status', { enum: RECORDING_STATES }).notNull().default('processing'),
    /** When the conversion is expected to finish, from the raw files' length. */
    readyBy: timestamp('ready_by', { withTimezone: true }),
    /** Seconds of lesson the HLS plays. */
    durationSeconds: integer('duration_seconds'),
    bytes: bigint('bytes', { mode: 'number' }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
  },
  (t) => [check('lesson_recordings_status', sql`${t.status} in ('processing', 'ready', 'failed')`)],
);

/** The admins' one setting for recordings: how many days a recording is kept. */
export const recordingSettings = pgTable(
  'recording_settings',
  {
    id: integer('id').primaryKey().default(1),
    retentionDays: integer('retention_days').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('recording_settings_one_row', sql`${t.id} = 1`),
    check('recording_settings_days', sql`${t.retentionDays} between 1 and 3650`),
  ],
);
