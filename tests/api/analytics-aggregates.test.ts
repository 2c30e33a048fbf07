import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLiveSession,
  createScheduledSession,
  createStudent,
  createTutor,
} from '../../src/server/factories/index.js';
import { refreshAggregates } from '../../src/server/features/insights/aggregates.js';
import {
  analyticsQueue,
  analyticsTask,
  REFRESH_CRON,
} from '../../src/server/features/insights/worker.js';
import { queues, startTask } from '../../src/server/job-registry.js';
import { createServices } from '../../src/server/services.js';
import { CALENDAR_ROWS, CHART_ROWS } from '../../src/shared/insights/responses.js';
import { createTestApp, signInAs, type TestApp } from './support/app.js';
import { statementsDuring } from './support/statements.js';
import { createTutorWorld, type TutorWorld } from './support/tutor.js';

/* Issue 14: an admin's figures come from aggregates the job queue keeps, never from a count per request. */

interface Analytics {
  sessionsBySubject: { subject: string; sessions: number }[];
  upcomingByTutor: { tutorId: number; tutorName: string; sessions: number }[];
  tutors: number;
  countedAt: string | null;
}
interface Dashboard {
  stats: Record<
    'recordedLessons' | 'upcomingLiveSessions' | 'activeStudents' | 'resources',
    number
  >;
  countedAt: string | null;
}
interface Calendar {
  scheduled: { id: number; scheduledFor: string }[];
  live: { id: number; scheduledFor: string }[];
  more: boolean;
  shownUntil: string;
}

let t: TestApp;
let w: TutorWorld;
const HOUR = 3_600_000;
const at = (ms: number) => new Date(Date.now() + ms);

beforeAll(async () => {
  // No workers: only the test refreshes, so "before the refresh" cannot race a scheduled one.
  t = await createTestApp({ workers: false });
  w = await createTutorWorld(t);
  await refreshAggregates(t.db);
});
afterAll(() => t.close());

const analytics = async (cookie: string) =>
  (await t.get('/api/analytics', { cookie })).json<Analytics>();
const subjectCount = (figures: Analytics, subject: string) =>
  figures.sessionsBySubject.find((row) => row.subject === subject)?.sessions ?? 0;

describe('kept aggregates', () => {
  it("change an admin's figures when refreshed, not before, while a tutor's stay live", async () => {
    const before = await analytics(w.cookies.admin);
    const dashboardBefore = (
      await t.get('/api/dashboard', { cookie: w.cookies.admin })
    ).json<Dashboard>();

    await createScheduledSession(t.db, {
      tutorId: w.tutor.id,
      subject: 'Astronomy',
      scheduledFor: at(2 * HOUR),
    });
    await createLiveSession(t.db, {
      tutorId: w.tutor.id,
      status: 'scheduled',
      scheduledFor: at(3 * HOUR),
    });
    await createStudent(t.db, { tutorId: w.tutor.id });

    const stale = await analytics(w.cookies.admin);
    expect(subjectCount(stale, 'Astronomy')).toBe(0);
    expect(stale.upcomingByTutor).toEqual(before.upcomingByTutor);
    expect(stale.countedAt).toBe(before.countedAt);
    const staleDashboard = (
      await t.get('/api/dashboard', { cookie: w.cookies.admin })
    ).json<Dashboard>();
    expect(staleDashboard.stats).toEqual(dashboardBefore.stats);
    expect(staleDashboard.countedAt).toBe(dashboardBefore.countedAt);
    expect(subjectCount(await analytics(w.cookies.tutor), 'Astronomy')).toBe(1);

    await refreshAggregates(t.db);
    const fresh = await analytics(w.cookies.admin);
    expect(subjectCount(fresh, 'Astronomy')).toBe(1);
    const load = (figures: Analytics) =>
      figures.upcomingByTutor.find((row) => row.tutorId === w.tutor.id)?.sessions ?? 0;
    expect(load(fresh)).toBe(load(before) + 2);
    expect(Date.parse(fresh.countedAt!)).toBeGreaterThan(Date.parse(before.countedAt!));
    const dashboard = (
      await t.get('/api/dashboard', { cookie: w.cookies.admin })
    ).json<Dashboard>();
    expect(dashboard.stats.activeStudents).toBe(dashboardBefore.stats.activeStudents + 1);
    expect(dashboard.stats.upcomingLiveSessions).toBe(
      dashboardBefore.stats.upcomingLiveSessions + 1,
    );
  });

  it(`show an admin the ${CHART_ROWS} busiest tutors, busiest first, and how many there are`, async () => {
    const busy = await createTutor(t.db, { fullName: 'Bea Busiest' });
    for (let i = 1; i <= 3; i++) {
      await createScheduledSession(t.db, { tutorId: busy.id, scheduledFor: at(i * HOUR) });
    }
    for (let i = 0; i < CHART_ROWS; i++) await createTutor(t.db, { fullName: `Idle ${i}` });
    await refreshAggregates(t.db);

    const figures = await analytics(w.cookies.admin);
    expect(figures.upcomingByTutor).toHaveLength(CHART_ROWS);
    expect(figures.tutors).toBeGreaterThanOrEqual(CHART_ROWS + 3);
    const loads = figures.upcomingByTutor.map((row) => row.sessions);
    expect(loads).toEqual([...loads].sort((a, b) => b - a));
    expect(figures.upcomingByTutor).toContainEqual({
      tutorId: busy.id,
      tutorName: 'Bea Busiest',
      sessions: 3,
    });
  });

  it('are read by admin requests without any aggregate over the sessions or the whole tables', async () => {
    const statements = await statementsDuring(t.database, async () => {
      expect((await t.get('/api/analytics', { cookie: w.cookies.admin })).statusCode).toBe(200);
      expect((await t.get('/api/dashboard', { cookie: w.cookies.admin })).statusCode).toBe(200);
    });
    expect(statements.some((text) => text.includes('analytics_upcoming_by_tutor'))).toBe(true);
    expect(statements.some((text) => text.includes('analytics_totals'))).toBe(true);
    expect(statements.filter((text) => /count\(|group by|sum\(/i.test(text))).toEqual([]);
  });
});

describe('the analytics-refresh job', () => {
  it('is scheduled every five minutes, and a run recounts the figures', async () => {
    const services = await createServices({
      config: t.config,
      database: t.database,
      log: pino({ level: 'silent' }),
      workers: true,
      queues,
      jobs: { pollingSeconds: 0.5 },
    });
    try {
      const { countedAt } = await analytics(w.cookies.admin);
      await startTask(services, pino({ level: 'silent' }), analyticsTask);
      const schedules = await services.jobs.boss.getSchedules(analyticsQueue.name);
      expect(schedules.map((s) => s.cron)).toEqual([REFRESH_CRON]);
      expect(REFRESH_CRON).toBe('*/5 * * * *');

      // Registering asks for one run straight away; the figures move when it has run.
      let counted = countedAt;
      for (let i = 0; i < 100 && counted === countedAt; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        counted = (await analytics(w.cookies.admin)).countedAt;
      }
      expect(Date.parse(counted!)).toBeGreaterThan(Date.parse(countedAt!));
    } finally {
      await services.jobs.stop(0);
    }
  });
});

describe('GET /api/schedule', () => {
  it(`stops at ${CALENDAR_ROWS} entries of a kind, with every entry before the cut and none after`, async () => {
    const tutor = await createTutor(t.db);
    const start = new Date('2031-03-03T08:00:00Z');
    const hour = (n: number) => new Date(start.getTime() + n * HOUR);
    for (let i = 0; i <= CALENDAR_ROWS; i++) {
      await createScheduledSession(t.db, { tutorId: tutor.id, scheduledFor: hour(i) });
    }
    const before = await createLiveSession(t.db, { tutorId: tutor.id, scheduledFor: hour(10.5) });
    await createLiveSession(t.db, { tutorId: tutor.id, scheduledFor: hour(CALENDAR_ROWS + 1) });
    const cookie = await signInAs(t, tutor);

    const to = hour(24 * 40).toISOString();
    const res = await t.get(`/api/schedule?from=${start.toISOString()}&to=${to}`, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<Calendar>();
    expect(body.more).toBe(true);
    expect(body.shownUntil).toBe(hour(CALENDAR_ROWS).toISOString());
    expect(body.scheduled).toHaveLength(CALENDAR_ROWS);
    expect(body.scheduled.at(-1)!.scheduledFor).toBe(hour(CALENDAR_ROWS - 1).toISOString());
    expect(body.live.map((s) => s.id)).toEqual([before.id]);

    // A range that holds them all says so.
    const later = await t.get(`/api/schedule?from=${hour(CALENDAR_ROWS).toISOString()}&to=${to}`, {
      cookie,
    });
    expect(later.json<Calendar>()).toMatchObject({ more: false, shownUntil: to });
    expect(later.json<Calendar>().scheduled).toHaveLength(1);
    expect(later.json<Calendar>().live).toHaveLength(1);
  });
});
