import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLiveSession } from '../../src/server/factories/index.js';
import type { FilteredPage, LiveSession } from '../../src/shared/content/schemas.js';
import { SERVER_MSG } from '../../src/shared/messages.js';
import { del, expectFieldErrors, messageOf, put } from './support/admin.js';
import { createTestApp, type TestApp } from './support/app.js';
import { expectPagingContract } from './support/paging.js';
import { createTutorWorld, type TutorWorld } from './support/tutor.js';

/* Spec 2 §4, §5 and §7: live sessions, the Upcoming and Past tabs and who may change what. */

let t: TestApp;
let w: TutorWorld;
const ids: Record<string, number> = {};
const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR);

const valid = {
  title: 'Live algebra clinic',
  description: 'Bring your questions.',
  subject: 'Mathematics',
  youtubeUrl: 'https://www.youtube.com/watch?v=abcdefghijk',
  scheduledFor: at(48).toISOString(),
  duration: 45,
  status: 'scheduled',
};

beforeAll(async () => {
  t = await createTestApp();
  w = await createTutorWorld(t);
  const rows = [
    { title: 'Later scheduled', status: 'scheduled', scheduledFor: at(72), subject: 'Physics' },
    { title: 'Live now', status: 'live', scheduledFor: at(-0.2), subject: 'Mathematics' },
    { title: 'Sooner scheduled', status: 'scheduled', scheduledFor: at(5), subject: 'English' },
    { title: 'Old completed', status: 'completed', scheduledFor: at(-300), subject: 'Physics' },
    { title: 'Recent cancelled', status: 'cancelled', scheduledFor: at(-20), subject: 'English' },
    { title: 'Middle completed', status: 'completed', scheduledFor: at(-100), subject: 'Biology' },
  ];
  for (const row of rows)
    ids[row.title] = (await createLiveSession(t.db, { ...row, tutorId: w.tutor.id })).id;
  ids.theirs = (
    await createLiveSession(t.db, {
      title: 'Other tutor stream',
      tutorId: w.otherTutor.id,
      scheduledFor: at(200),
    })
  ).id;
});
afterAll(() => t.close());

const titles = async (query: string) => {
  const res = await t.get(`/api/live-sessions${query}`, { cookie: w.cookies.tutor });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FilteredPage<LiveSession>>().items.map((s) => s.title);
};

describe('GET /api/live-sessions', () => {
  it('Upcoming lists scheduled and live sessions, soonest first (the default tab)', async () => {
    const expected = ['Live now', 'Sooner scheduled', 'Later scheduled', 'Other tutor stream'];
    expect(await titles('?tab=upcoming')).toEqual(expected);
    expect(await titles('')).toEqual(expected);
  });

  it('Past lists completed and cancelled sessions, newest first', async () => {
    expect(await titles('?tab=past')).toEqual([
      'Recent cancelled',
      'Middle completed',
      'Old completed',
    ]);
  });

  it('searches and filters by subject within a tab', async () => {
    expect(await titles('?tab=past&subject=Physics')).toEqual(['Old completed']);
    expect(await titles('?tab=upcoming&search=SOONER')).toEqual(['Sooner scheduled']);
  });

  it.each([
    ['upcoming', 'scheduled', 30],
    ['past', 'completed', -30],
  ] as const)(
    'keeps the paging contract on %s while sessions are added',
    async (tab, status, hours) => {
      const subject = `Paging ${randomUUID().slice(0, 8)}`;
      const scheduledFor = at(hours);
      await expectPagingContract(t, {
        url: `/api/live-sessions?tab=${tab}&subject=${encodeURIComponent(subject)}`,
        cookie: w.cookies.tutor,
        insert: async (count) => {
          const made = [];
          for (let i = 0; i < count; i++)
            made.push(
              (
                await createLiveSession(t.db, {
                  tutorId: w.tutor.id,
                  subject,
                  status,
                  scheduledFor,
                })
              ).id,
            );
          return made;
        },
      });
    },
  );

  it('refuses an unknown tab', async () => {
    const res = await t.get('/api/live-sessions?tab=later', { cookie: w.cookies.tutor });
    expect(res.statusCode).toBe(400);
  });

  it('answers 401 when signed out', async () => {
    expect((await t.get('/api/live-sessions')).statusCode).toBe(401);
  });
});

describe('POST /api/live-sessions', () => {
  it('creates a session owned by the tutor, scheduled by default', async () => {
    const { status: _status, ...withoutStatus } = valid;
    const res = await t.post(
      '/api/live-sessions',
      { ...withoutStatus, tutorId: w.otherTutor.id },
      { cookie: w.cookies.tutor },
    );
    expect(res.statusCode, res.body).toBe(201);
    const session = res.json<LiveSession>();
    expect(session).toMatchObject({
      title: valid.title,
      status: 'scheduled',
      tutorId: w.tutor.id,
      duration: 45,
    });
    expect(session.scheduledFor).toBe(valid.scheduledFor);
    await del(t, `/api/live-sessions/${session.id}`, w.cookies.tutor);
  });

  it('gives the spec messages for a bad link, a missing time and a zero duration', async () => {
    const res = await t.post(
      '/api/live-sessions',
      { ...valid, youtubeUrl: 'youtube', scheduledFor: undefined, duration: 0 },
      { cookie: w.cookies.tutor },
    );
    expectFieldErrors(res, {
      youtubeUrl: 'Please enter a valid YouTube URL',
      scheduledFor: 'Please select a date and time',
      duration: 'Duration must be at least 1 minute',
    });
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi'])('refuses the link %s', async (url) => {
    const res = await t.post(
      '/api/live-sessions',
      { ...valid, youtubeUrl: url },
      { cookie: w.cookies.tutor },
    );
    expectFieldErrors(res, { youtubeUrl: 'Please enter a valid YouTube URL' });
  });

  it('accepts any of the four statuses and nothing else', async () => {
    for (const status of ['scheduled', 'live', 'completed', 'cancelled']) {
      const res = await t.post(
        '/api/live-sessions',
        { ...valid, status },
        { cookie: w.cookies.tutor },
      );
      expect(res.statusCode, status).toBe(201);
      await del(t, `/api/live-sessions/${res.json<LiveSession>().id}`, w.cookies.tutor);
    }
    const res = await t.post(
      '/api/live-sessions',
      { ...valid, status: 'postponed' },
      { cookie: w.cookies.tutor },
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<{ errors: object }>().errors)).toEqual(['status']);
  });

  it.each(['parent', 'student'] as const)('refuses a %s with 403', async (role) => {
    const res = await t.post('/api/live-sessions', valid, { cookie: w.cookies[role] });
    expect(res.statusCode).toBe(403);
    expect(messageOf(res)).toBe(SERVER_MSG.forbidden);
  });
});

describe('PUT and DELETE /api/live-sessions/:id', () => {
  it('lets a tutor change their own session, and moves it between tabs by status', async () => {
    const res = await put(
      t,
      `/api/live-sessions/${ids['Later scheduled']}`,
      { ...valid, title: 'Later scheduled', status: 'completed' },
      w.cookies.tutor,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await titles('?tab=past')).toContain('Later scheduled');
    expect(await titles('?tab=upcoming')).not.toContain('Later scheduled');
  });

  it("refuses another tutor's session with 403", async () => {
    expect(
      (await put(t, `/api/live-sessions/${ids.theirs}`, valid, w.cookies.tutor)).statusCode,
    ).toBe(403);
    expect((await del(t, `/api/live-sessions/${ids.theirs}`, w.cookies.tutor)).statusCode).toBe(
      403,
    );
  });

  it('lets an admin change any session, keeping its owner', async () => {
    const res = await put(
      t,
      `/api/live-sessions/${ids.theirs}`,
      { ...valid, title: 'Renamed by admin' },
      w.cookies.admin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<LiveSession>()).toMatchObject({
      title: 'Renamed by admin',
      tutorId: w.otherTutor.id,
    });
  });

  it.each(['parent', 'student'] as const)('refuses a %s with 403', async (role) => {
    expect(
      (await put(t, `/api/live-sessions/${ids['Live now']}`, valid, w.cookies[role])).statusCode,
    ).toBe(403);
    expect(
      (await del(t, `/api/live-sessions/${ids['Live now']}`, w.cookies[role])).statusCode,
    ).toBe(403);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await put(t, '/api/live-sessions/999999', valid, w.cookies.tutor)).statusCode).toBe(
      404,
    );
    expect((await del(t, '/api/live-sessions/999999', w.cookies.tutor)).statusCode).toBe(404);
    expect((await t.get('/api/live-sessions/999999', { cookie: w.cookies.tutor })).statusCode).toBe(
      404,
    );
  });

  it('deletes a session', async () => {
    const id = ids['Old completed']!;
    expect((await del(t, `/api/live-sessions/${id}`, w.cookies.tutor)).statusCode).toBe(204);
    expect((await t.get(`/api/live-sessions/${id}`, { cookie: w.cookies.tutor })).statusCode).toBe(
      404,
    );
  });
});
