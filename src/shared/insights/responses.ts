import { z } from 'zod';
import { dateTime, type Wire } from '../api/contract.js';
import {
  liveSessionResponseSchema,
  recordedLessonResponseSchema,
  scheduledSessionResponseSchema,
} from '../content/schemas.js';

const count = z.number().int();

/** At most this many bars per chart, so the answer stays small with thousands of tutors. */
export const CHART_ROWS = 50;
/** At most this many sessions, and as many live streams, in one calendar answer. */
export const CALENDAR_ROWS = 400;

const countedAt = dateTime
  .nullable()
  .describe(
    "When an admin's figures were last counted (every five minutes, decision 051); null for a tutor's own, which are live.",
  );

/** The tutor dashboard: a tutor's own figures; an admin's cover every tutor. */
export const dashboardSchema = z.object({
  stats: z.object({
    recordedLessons: count,
    upcomingLiveSessions: count,
    activeStudents: count,
    resources: count,
  }),
  countedAt,
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
  scheduled: z.array(scheduledSessionResponseSchema).max(CALENDAR_ROWS),
  live: z.array(liveSessionResponseSchema).max(CALENDAR_ROWS),
  more: z
    .boolean()
    .describe(
      `True when the range holds more than ${CALENDAR_ROWS} sessions or live streams: the answer then holds every entry before \`shownUntil\` and none after it.`,
    ),
  shownUntil: dateTime.describe('The end of the range, or where the answer stops when `more`.'),
});
export type ScheduleData = Wire<typeof scheduleSchema>;

export const analyticsSchema = z.object({
  viewsByDay: z
    .array(z.object({ date: z.iso.date(), views: count }))
    .describe('The last 30 days, oldest first, days without views included as 0.'),
  sessionsBySubject: z
    .array(z.object({ subject: z.string(), sessions: count }))
    .max(CHART_ROWS)
    .describe(`The ${CHART_ROWS} subjects with the most sessions, most first.`),
  upcomingByTutor: z
    .array(z.object({ tutorId: z.number().int(), tutorName: z.string(), sessions: count }))
    .max(CHART_ROWS)
    .describe(`The ${CHART_ROWS} busiest tutors, busiest first.`),
  tutors: count.describe('Tutors in all, however many `upcomingByTutor` shows.'),
  countedAt,
});
export type AnalyticsData = Wire<typeof analyticsSchema>;
