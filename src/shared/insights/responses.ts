import { z } from 'zod';
import type { Wire } from '../api/contract.js';
import {
  liveSessionResponseSchema,
  recordedLessonResponseSchema,
  scheduledSessionResponseSchema,
} from '../content/schemas.js';

const count = z.number().int();

/** The tutor dashboard: a tutor's own figures; an admin's cover every tutor. */
export const dashboardSchema = z.object({
  stats: z.object({
    recordedLessons: count,
    upcomingLiveSessions: count,
    activeStudents: count,
    resources: count,
  }),
  upcomingSessions: z
    .array(scheduledSessionResponseSchema)
    .describe('The next five scheduled sessions, soonest first.'),
  recentLessons: z
    .array(recordedLessonResponseSchema)
    .describe('The three newest recordings (spec 2 §2.3).'),
});
export type DashboardData = Wire<typeof dashboardSchema>;

/** The calendar between two instants: group and one-to-one sessions, and live streams. */
export const scheduleSchema = z.object({
  scheduled: z.array(scheduledSessionResponseSchema),
  live: z.array(liveSessionResponseSchema),
});
export type ScheduleData = Wire<typeof scheduleSchema>;

export const analyticsSchema = z.object({
  viewsByDay: z
    .array(z.object({ date: z.iso.date(), views: count }))
    .describe('The last 30 days, oldest first, days without views included as 0.'),
  sessionsBySubject: z.array(z.object({ subject: z.string(), sessions: count })),
  upcomingByTutor: z.array(
    z.object({ tutorId: z.number().int(), tutorName: z.string(), sessions: count }),
  ),
});
export type AnalyticsData = Wire<typeof analyticsSchema>;
