import { date, integer, pgMaterializedView, text, timestamp } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';

/*
 * The whole-service figures admins see, kept as materialised views (drizzle/0013) that the
 * analytics-refresh job recounts; requests only read them (decision 051). Declared here, not in the
 * schema, because drizzle-kit does not generate them: the migration holds their SQL.
 */

export const sessionsBySubject = pgMaterializedView('analytics_sessions_by_subject', {
  subject: text('subject').notNull(),
  sessions: integer('sessions').notNull(),
}).existing();

/** Every tutor with their scheduled sessions and live streams still to come. */
export const upcomingByTutor = pgMaterializedView('analytics_upcoming_by_tutor', {
  tutorId: integer('tutor_id').notNull(),
  sessions: integer('sessions').notNull(),
}).existing();

export const viewsByDay = pgMaterializedView('analytics_views_by_day', {
  day: date('day', { mode: 'string' }).notNull(),
  views: integer('views').notNull(),
}).existing();

/** One row: the dashboard's figures across every tutor, and when they were counted. */
export const totals = pgMaterializedView('analytics_totals', {
  recordedLessons: integer('recorded_lessons').notNull(),
  upcomingLiveSessions: integer('upcoming_live_sessions').notNull(),
  students: integer('students').notNull(),
  resources: integer('resources').notNull(),
  tutors: integer('tutors').notNull(),
  countedAt: timestamp('counted_at', { withTimezone: true }).notNull(),
}).existing();

/**
 * Recounts every figure. Concurrently, so readers keep the previous rows meanwhile; one view at a
 * time, so no lock is held longer than its own count. The totals go last: their `countedAt` then
 * never claims figures fresher than they are.
 */
export async function refreshAggregates(db: Db) {
  for (const view of [sessionsBySubject, upcomingByTutor, viewsByDay, totals]) {
    await db.refreshMaterializedView(view).concurrently();
  }
}
