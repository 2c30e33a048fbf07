import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessonViews } from '../../src/server/db/schema.js';
import { refreshAggregates } from '../../src/server/features/insights/aggregates.js';
import {
  createLiveSession,
  createRecordedLesson,
  createResource,
  createScheduledSession,
  createStudent,
  createTutor,
} from '../../src/server/factories/index.js';
import type {
  LiveSession,
  RecordedLesson,
  ScheduledSession,
} from '../../src/shared/content/schemas.js';
import { messageOf } from './support/admin.js';
import { createTestApp, signInAs, type TestApp } from './support/app.js';
import { createTutorWorld, type TutorWorld } from './support/tutor.js';

/* The dashboard (spec 2 §2.3), the tutor's calendar and the analytics figures. */

interface Dashboard {
  stats: {
    recordedLessons: number;
    upcomingLiveSessions: number;
    activeStudents: number;
    resources: number;
  };
  countedAt: string | null;
  upcomingSessions: ScheduledSession[];
  recentLessons: RecordedLesson[];
}
interface Analytics {
  viewsByDay: { date: string; views: number }[];
  sessionsBySubject: { subject: string; sessions: number }[];
  upcomingByTutor: { tutorId: number; tutorName: string; sessions: number }[];
  tutors: number;
  countedAt: string | null;
}

let t: TestApp;
let w: TutorWorld;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(Date.now() + ms);

beforeAll(async () => {
  t = await createTestApp();
  w = await createTutorWorld(t);
  const mine = { tutorId: w.tutor.id };
  for (const [i, daysAgo] of [5, 1, 3, 8].entries()) {
    await createRecordedLesson(t.db, {
      ...mine,
      title: `Lesson ${daysAgo} days old`,
      uploadedAt: at(-daysAgo * DAY),
      subject: i % 2 ? 'Physics' : 'Mathematics',
    });
  }
  await createRecordedLesson(t.db, {
    tutorId: w.otherTutor.id,
    title: 'Not mine',
    uploadedAt: at(0),
  });
  await createLiveSession(t.db, { ...mine, status: 'scheduled', scheduledFor: at(DAY) });
  await createLiveSession(t.db, {
    ...mine,
    status: 'live',
    scheduledFor: at(-10 * 60_000),
    duration: 60,
  });
  await createLiveSession(t.db, {
    ...mine,
    status: 'live',
    scheduledFor: at(-3 * HOUR),
    duration: 60,
  });
  await createLiveSession(t.db, { ...mine, status: 'cancelled', scheduledFor: at(DAY) });
  await createStudent(t.db, mine);
  await createStudent(t.db, mine);
  await createStudent(t.db, { tutorId: w.otherTutor.id });
  await createResource(t.db, mine);
  for (let i = 1; i <= 7; i++) {
    await createScheduledSession(t.db, {
      ...mine,
      title: `Session in ${i} days`,
      scheduledFor: at(i * DAY),
      subject: i % 2 ? 'Mathematics' : 'Physics',
    });
  }
  await createScheduledSession(t.db, {
    ...mine,
    title: 'Cancelled tomorrow',
    scheduledFor: at(DAY / 2),
    status: 'Cancelled',
  });
  await createScheduledSession(t.db, {
    ...mine,
    title: 'Yesterday',
    scheduledFor: at(-DAY),
    status: 'completed',
    subject: 'English',
  });
  await createScheduledSession(t.db, {
    tutorId: w.otherTutor.id,
    title: 'Their session',
    scheduledFor: at(HOUR),
  });
});
afterAll(() => t.close());

describe('GET /api/dashboard', () => {
  it("counts the tutor's own lessons, upcoming live sessions, students and resources", async () => {
    const res = await t.get('/api/dashboard', { cookie: w.cookies.tutor });
    expect(res.statusCode).toBe(200);
    // Upcoming live: scheduled tomorrow and the one live now; the one that ended and the cancelled one are not.
    expect(res.json<Dashboard>().stats).toEqual({
      recordedLessons: 4,
      upcomingLiveSessions: 2,
      activeStudents: 2,
      resources: 1,
    });
  });

  it('lists the next five sessions soonest first, without cancelled or past ones', async () => {
    const { upcomingSessions } = (
      await t.get('/api/dashboard', { cookie: w.cookies.tutor })
    ).json<Dashboard>();
    expect(upcomingSessions.map((s) => s.title)).toEqual(
      [1, 2, 3, 4, 5].map((i) => `Session in ${i} days`),
    );
  });

  it('shows the three newest recordings', async () => {
    const { recentLessons } = (
      await t.get('/api/dashboard', { cookie: w.cookies.tutor })
    ).json<Dashboard>();
    expect(recentLessons.map((l) => l.title)).toEqual([
      'Lesson 1 days old',
      'Lesson 3 days old',
      'Lesson 5 days old',
    ]);
  });

  it('counts across every tutor for an admin, as last counted', async () => {
    await refreshAggregates(t.db);
    const { stats, countedAt } = (
      await t.get('/api/dashboard', { cookie: w.cookies.admin })
    ).json<Dashboard>();
    expect(stats).toEqual({
      recordedLessons: 5,
      upcomingLiveSessions: 2,
      activeStudents: 3,
      resources: 1,
    });
    expect(Date.now() - Date.parse(countedAt!)).toBeLessThan(60_000);
    const mine = (await t.get('/api/dashboard', { cookie: w.cookies.tutor })).json<Dashboard>();
    expect(mine.countedAt).toBeNull();
  });

  it('shows empty lists to a tutor with nothing yet', async () => {
    const fresh = await createTutor(t.db);
    const res = await t.get('/api/dashboard', { cookie: await signInAs(t, fresh) });
    expect(res.json<Dashboard>()).toEqual({
      stats: { recordedLessons: 0, upcomingLiveSessions: 0, activeStudents: 0, resources: 0 },
      countedAt: null,
      upcomingSessions: [],
      recentLessons: [],
    });
  });

  it.each(['parent', 'student'] as const)('refuses a %s with 403', async (role) => {
    expect((await t.get('/api/dashboard', { cookie: w.cookies[role] })).statusCode).toBe(403);
  });
});

describe('GET /api/schedule', () => {
  it("returns the tutor's scheduled and live sessions in the range", async () => {
    const from = at(-2 * DAY).toISOString();
    const to = at(2.5 * DAY).toISOString();
    const res = await t.get(`/api/schedule?from=${from}&to=${to}`, { cookie: w.cookies.tutor });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{
      scheduled: ScheduledSession[];
      live: LiveSession[];
      more: boolean;
      shownUntil: string;
    }>();
    expect(body).toMatchObject({ more: false, shownUntil: to });
    expect(body.scheduled.map((s) => s.title)).toEqual([
      'Yesterday',
      'Cancelled tomorrow',
      'Session in 1 days',
      'Session in 2 days',
    ]);
    expect(body.live).toHaveLength(4);
    expect(body.live.every((s) => s.tutorId === w.tutor.id)).toBe(true);
  });

  it('refuses a range longer than two months, or backwards', async () => {
    const long = await t.get(
      `/api/schedule?from=${at(0).toISOString()}&to=${at(70 * DAY).toISOString()}`,
      { cookie: w.cookies.tutor },
    );
    expect(long.statusCode).toBe(400);
    expect(messageOf(long)).toBe('Choose a range of up to two months.');
    const backwards = await t.get(
      `/api/schedule?from=${at(0).toISOString()}&to=${at(-DAY).toISOString()}`,
      { cookie: w.cookies.tutor },
    );
    expect(backwards.statusCode).toBe(400);
    expect((await t.get('/api/schedule', { cookie: w.cookies.tutor })).statusCode).toBe(400);
  });

  it('refuses families', async () => {
    const query = `?from=${at(0).toISOString()}&to=${at(DAY).toISOString()}`;
    expect((await t.get(`/api/schedule${query}`, { cookie: w.cookies.parent })).statusCode).toBe(
      403,
    );
  });
});

describe('GET /api/analytics', () => {
  it("counts views of the tutor's lessons per day over the last 30 days", async () => {
    const lesson = (await t.get('/api/dashboard', { cookie: w.cookies.tutor })).json<Dashboard>()
      .recentLessons[0]!;
    const other = await createRecordedLesson(t.db, { tutorId: w.otherTutor.id });
    await t.db.insert(lessonViews).values([
      { lessonId: lesson.id, viewedAt: new Date() },
      { lessonId: lesson.id, viewedAt: new Date() },
      { lessonId: lesson.id, viewedAt: at(-2 * DAY) },
      { lessonId: lesson.id, viewedAt: at(-40 * DAY) },
      { lessonId: other.id, viewedAt: new Date() },
    ]);
    const { viewsByDay } = (
      await t.get('/api/analytics', { cookie: w.cookies.tutor })
    ).json<Analytics>();
    expect(viewsByDay).toHaveLength(30);
    expect(viewsByDay.at(-1)).toEqual({ date: new Date().toISOString().slice(0, 10), views: 2 });
    expect(viewsByDay.at(-3)!.views).toBe(1);
    expect(viewsByDay.reduce((sum, d) => sum + d.views, 0)).toBe(3);

    await refreshAggregates(t.db);
    const admin = (await t.get('/api/analytics', { cookie: w.cookies.admin })).json<Analytics>();
    expect(admin.viewsByDay.at(-1)!.views).toBe(3);
  });

  it('counts sessions per subject, leaving out cancelled ones', async () => {
    const { sessionsBySubject } = (
      await t.get('/api/analytics', { cookie: w.cookies.tutor })
    ).json<Analytics>();
    expect(sessionsBySubject).toEqual([
      { subject: 'Mathematics', sessions: 4 },
      { subject: 'Physics', sessions: 3 },
      { subject: 'English', sessions: 1 },
    ]);
  });

  it('shows a tutor their own upcoming load and an admin every tutor', async () => {
    const mine = (await t.get('/api/analytics', { cookie: w.cookies.tutor })).json<Analytics>();
    // Seven scheduled sessions to come, plus the live stream tomorrow.
    expect(mine.upcomingByTutor).toEqual([
      { tutorId: w.tutor.id, tutorName: 'Tess Tutor', sessions: 8 },
    ]);
    expect(mine).toMatchObject({ tutors: 1, countedAt: null });
    await refreshAggregates(t.db);
    const all = (await t.get('/api/analytics', { cookie: w.cookies.admin })).json<Analytics>();
    expect(all.upcomingByTutor).toEqual(
      expect.arrayContaining([
        { tutorId: w.tutor.id, tutorName: 'Tess Tutor', sessions: 8 },
        { tutorId: w.otherTutor.id, tutorName: 'Otto Other', sessions: 1 },
      ]),
    );
  });

  it.each(['parent', 'student'] as const)('refuses a %s with 403', async (role) => {
    expect((await t.get('/api/analytics', { cookie: w.cookies[role] })).statusCode).toBe(403);
  });
});
