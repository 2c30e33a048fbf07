import { and, asc, count, desc, eq, gt } from 'drizzle-orm';
import type { z } from 'zod';
import type { dashboardSchema } from '../../../shared/insights/responses.js';
import type { Db } from '../../db/client.js';
import {
  liveSessions,
  recordedLessons,
  resources,
  scheduledSessions,
  students,
} from '../../db/schema.js';
import { presentLesson } from '../../sessions/presenters.js';
import { notCancelled, upcoming } from '../../sessions/status.js';
import { totals } from './aggregates.js';
import { tutorRowsOf } from '../../policies/ownership.js';
import type { SessionUser } from '../../identity/guard.js';
import { readsEveryTutorsRows } from '../../../shared/policies/ownership.js';

type Dashboard = z.output<typeof dashboardSchema>;

const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

/** A tutor's four figures, counted live through each table's tutor_id index. */
async function tutorStats(db: Db, tutorId: number, now: Date) {
  const [recorded, upcomingLive, activeStudents, resourceCount] = await Promise.all([
    countOf(
      db.select({ n: count() }).from(recordedLessons).where(eq(recordedLessons.tutorId, tutorId)),
    ),
    countOf(
      db
        .select({ n: count() })
        .from(liveSessions)
        .where(and(eq(liveSessions.tutorId, tutorId), upcoming(now))),
    ),
    countOf(db.select({ n: count() }).from(students).where(eq(students.tutorId, tutorId))),
    countOf(db.select({ n: count() }).from(resources).where(eq(resources.tutorId, tutorId))),
  ]);
  return {
    recordedLessons: recorded,
    upcomingLiveSessions: upcomingLive,
    activeStudents,
    resources: resourceCount,
  };
}

/** Every tutor's figures, as the analytics-refresh job last counted them. */
async function keptStats(db: Db) {
  const [kept] = await db.select().from(totals);
  const stats = {
    recordedLessons: kept?.recordedLessons ?? 0,
    upcomingLiveSessions: kept?.upcomingLiveSessions ?? 0,
    activeStudents: kept?.students ?? 0,
    resources: kept?.resources ?? 0,
  };
  return { stats, countedAt: kept?.countedAt ?? null };
}

/** Spec 2 §2.3: the figures, the next five sessions and the three newest recordings. */
export async function dashboardOf(db: Db, user: SessionUser): Promise<Dashboard> {
  const now = new Date();
  const [figures, upcomingSessions, recentLessons] = await Promise.all([
    readsEveryTutorsRows(user)
      ? keptStats(db)
      : tutorStats(db, user.id, now).then((stats) => ({ stats, countedAt: null })),
    db
      .select()
      .from(scheduledSessions)
      .where(
        and(
          tutorRowsOf(user, scheduledSessions.tutorId),
          gt(scheduledSessions.scheduledFor, now),
          notCancelled,
        ),
      )
      .orderBy(asc(scheduledSessions.scheduledFor), asc(scheduledSessions.id))
      .limit(5),
    db
      .select()
      .from(recordedLessons)
      .where(tutorRowsOf(user, recordedLessons.tutorId))
      .orderBy(desc(recordedLessons.uploadedAt), desc(recordedLessons.id))
      .limit(3),
  ]);
  return {
    ...figures,
    upcomingSessions,
    recentLessons: recentLessons.map((row) => presentLesson(row)),
  };
}
