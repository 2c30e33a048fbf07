import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessonViews, recordedLessons } from '../../src/server/db/schema.js';
import { createRecordedLesson } from '../../src/server/factories/index.js';
import type { FilteredPage, RecordedLesson } from '../../src/shared/content/schemas.js';
import { SERVER_MSG } from '../../src/shared/messages.js';
import { del, expectFieldErrors, messageOf, put } from './support/admin.js';
import { createTestApp, type TestApp } from './support/app.js';
import { expectPagingContract } from './support/paging.js';
import { createTutorWorld, type TutorWorld } from './support/tutor.js';

/* Spec 2 §5 and §7: recorded lessons, their rules, who may change them, and the view counter. */

let t: TestApp;
let w: TutorWorld;
let mine: RecordedLesson[];
let theirs: RecordedLesson;

const valid = {
  title: 'Kinetic energy',
  description: 'Half m v squared, with worked examples.',
  subject: 'Physics',
  videoUrl: 'https://www.youtube.com/watch?v=abcdefghijk',
  thumbnail: 'https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg',
  duration: 40,
};

const day = (n: number) => new Date(Date.UTC(2025, 0, n));

beforeAll(async () => {
  t = await createTestApp();
  w = await createTutorWorld(t);
  const rows = [
    { title: 'Fractions basics', subject: 'Mathematics', description: 'Halves and quarters.' },
    { title: 'Poetry analysis', subject: 'English', description: 'Imagery and FRACTURED form.' },
    { title: 'Cell division', subject: 'Biology', description: 'Mitosis step by step.' },
  ];
  mine = [];
  for (const [i, row] of rows.entries()) {
    const lesson = await createRecordedLesson(t.db, {
      ...row,
      tutorId: w.tutor.id,
      uploadedAt: day(i + 1),
    });
    mine.push({ ...lesson, uploadedAt: lesson.uploadedAt.toISOString() });
  }
  const other = await createRecordedLesson(t.db, {
    title: 'Acids and bases',
    subject: 'Chemistry',
    tutorId: w.otherTutor.id,
    uploadedAt: day(10),
  });
  theirs = { ...other, uploadedAt: other.uploadedAt.toISOString() };
});
afterAll(() => t.close());

const list = async (query = '', cookie = w.cookies.tutor) => {
  const res = await t.get(`/api/recorded-lessons${query}`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FilteredPage<RecordedLesson>>();
};

describe('GET /api/recorded-lessons', () => {
  it('answers 401 when signed out', async () => {
    const res = await t.get('/api/recorded-lessons');
    expect(res.statusCode).toBe(401);
    expect(messageOf(res)).toBe(SERVER_MSG.signInRequired);
  });

  it('lists newest first with the tutor name and the subjects present', async () => {
    const page = await list();
    expect(page.items.map((l) => l.title)).toEqual([
      'Acids and bases',
      'Cell division',
      'Poetry analysis',
      'Fractions basics',
    ]);
    expect(page.items[0]!.tutorName).toBe('Otto Other');
    expect(page.subjects).toEqual(['Biology', 'Chemistry', 'English', 'Mathematics']);
    expect(page.nextCursor).toBeNull();
  });

  it('searches title and description case-insensitively', async () => {
    const page = await list('?search=fract');
    expect(page.items.map((l) => l.title).sort()).toEqual(['Fractions basics', 'Poetry analysis']);
  });

  it('treats % and _ in a search as plain text', async () => {
    expect((await list('?search=%25')).items).toEqual([]);
  });

  it('filters by exact subject and keeps every subject in the filter list', async () => {
    const page = await list('?subject=Biology');
    expect(page.items.map((l) => l.title)).toEqual(['Cell division']);
    expect(page.subjects).toHaveLength(4);
    expect((await list('?subject=biology')).items).toEqual([]);
  });

  it('pages on the server, each page after the cursor of the one before', async () => {
    const first = await list('?pageSize=3');
    const second = await list(`?pageSize=3&cursor=${first.nextCursor}`);
    expect(first.items).toHaveLength(3);
    expect(second.items.map((l) => l.title)).toEqual(['Fractions basics']);
    expect(second.nextCursor).toBeNull();
    // The filter's subjects came with the first page; later pages don't read them again.
    expect(first.subjects).toHaveLength(4);
    expect(second.subjects).toEqual([]);
  });

  it('keeps the paging contract while lessons are added, one upload time for all', async () => {
    const subject = `Paging ${randomUUID().slice(0, 8)}`;
    await expectPagingContract(t, {
      url: `/api/recorded-lessons?subject=${encodeURIComponent(subject)}`,
      cookie: w.cookies.tutor,
      insert: async (count) => {
        const ids = [];
        for (let i = 0; i < count; i++)
          ids.push(
            (
              await createRecordedLesson(t.db, {
                subject,
                tutorId: w.tutor.id,
                uploadedAt: day(20),
              })
            ).id,
          );
        return ids;
      },
    });
  });

  it('refuses a page size over 100', async () => {
    const res = await t.get('/api/recorded-lessons?pageSize=101', { cookie: w.cookies.tutor });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/recorded-lessons/:id', () => {
  it('returns one lesson', async () => {
    const res = await t.get(`/api/recorded-lessons/${mine[0]!.id}`, { cookie: w.cookies.parent });
    expect(res.statusCode).toBe(200);
    expect(res.json<RecordedLesson>()).toMatchObject({
      title: 'Fractions basics',
      tutorName: 'Tess Tutor',
    });
  });

  it('answers 404 for an unknown id', async () => {
    const res = await t.get('/api/recorded-lessons/999999', { cookie: w.cookies.tutor });
    expect(res.statusCode).toBe(404);
    expect(messageOf(res)).toBe('Lesson not found.');
  });
});

describe('POST /api/recorded-lessons', () => {
  it('creates a lesson owned by the tutor, whatever tutorId the body claims', async () => {
    const res = await t.post(
      '/api/recorded-lessons',
      { ...valid, tutorId: w.otherTutor.id, views: 500 },
      { cookie: w.cookies.tutor },
    );
    expect(res.statusCode, res.body).toBe(201);
    const lesson = res.json<RecordedLesson>();
    expect(lesson).toMatchObject({
      ...valid,
      tutorId: w.tutor.id,
      views: 0,
      tutorName: 'Tess Tutor',
    });
    await del(t, `/api/recorded-lessons/${lesson.id}`, w.cookies.tutor);
  });

  it('gives the spec messages for a bad URL, thumbnail and duration', async () => {
    const res = await t.post(
      '/api/recorded-lessons',
      { ...valid, videoUrl: 'not a url', thumbnail: 'nope', duration: 0 },
      { cookie: w.cookies.tutor },
    );
    expectFieldErrors(res, {
      videoUrl: 'Please enter a valid URL',
      thumbnail: 'Please enter a valid thumbnail URL',
      duration: 'Duration must be at least 1 minute',
    });
  });

  it('requires a title and a subject', async () => {
    const res = await t.post(
      '/api/recorded-lessons',
      { ...valid, title: ' ', subject: '' },
      { cookie: w.cookies.tutor },
    );
    expectFieldErrors(res, { title: 'Title is required', subject: 'Subject is required' });
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://x.test/a.mp4',
  ])('refuses the URL %s', async (url) => {
    const res = await t.post(
      '/api/recorded-lessons',
      { ...valid, videoUrl: url, thumbnail: url },
      { cookie: w.cookies.tutor },
    );
    expectFieldErrors(res, {
      videoUrl: 'Please enter a valid URL',
      thumbnail: 'Please enter a valid thumbnail URL',
    });
  });

  it('accepts an empty thumbnail as none', async () => {
    const res = await t.post(
      '/api/recorded-lessons',
      { ...valid, thumbnail: '' },
      { cookie: w.cookies.admin },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<RecordedLesson>().thumbnail).toBeNull();
    await del(t, `/api/recorded-lessons/${res.json<RecordedLesson>().id}`, w.cookies.admin);
  });

  it.each(['parent', 'student'] as const)('refuses a %s with 403', async (role) => {
    const res = await t.post('/api/recorded-lessons', valid, { cookie: w.cookies[role] });
    expect(res.statusCode).toBe(403);
    expect(messageOf(res)).toBe(SERVER_MSG.forbidden);
  });

  it('answers 401 when signed out', async () => {
    expect((await t.post('/api/recorded-lessons', valid)).statusCode).toBe(401);
  });
});

describe('PUT and DELETE /api/recorded-lessons/:id', () => {
  it('lets a tutor change their own lesson', async () => {
    const res = await put(
      t,
      `/api/recorded-lessons/${mine[2]!.id}`,
      { ...valid, title: 'Cell division (v2)' },
      w.cookies.tutor,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<RecordedLesson>()).toMatchObject({
      title: 'Cell division (v2)',
      tutorId: w.tutor.id,
    });
  });

  it("refuses another tutor's lesson with 403 and leaves it alone", async () => {
    const res = await put(t, `/api/recorded-lessons/${theirs.id}`, valid, w.cookies.tutor);
    expect(res.statusCode).toBe(403);
    expect(messageOf(res)).toBe('You can only change your own items.');
    expect((await del(t, `/api/recorded-lessons/${theirs.id}`, w.cookies.tutor)).statusCode).toBe(
      403,
    );
    const [row] = await t.db
      .select()
      .from(recordedLessons)
      .where(eq(recordedLessons.id, theirs.id));
    expect(row?.title).toBe('Acids and bases');
  });

  it('lets an admin change any lesson, keeping its owner', async () => {
    const res = await put(
      t,
      `/api/recorded-lessons/${theirs.id}`,
      { ...valid, title: 'Acids and alkalis' },
      w.cookies.admin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<RecordedLesson>()).toMatchObject({
      title: 'Acids and alkalis',
      tutorId: w.otherTutor.id,
    });
  });

  it('validates the body of an update', async () => {
    const res = await put(
      t,
      `/api/recorded-lessons/${mine[0]!.id}`,
      { ...valid, duration: 'abc' },
      w.cookies.tutor,
    );
    expectFieldErrors(res, { duration: 'Please enter a number' });
  });

  it.each(['parent', 'student'] as const)('refuses a %s with 403', async (role) => {
    expect(
      (await put(t, `/api/recorded-lessons/${mine[0]!.id}`, valid, w.cookies[role])).statusCode,
    ).toBe(403);
    expect((await del(t, `/api/recorded-lessons/${mine[0]!.id}`, w.cookies[role])).statusCode).toBe(
      403,
    );
  });

  it('answers 404 for an unknown id', async () => {
    expect((await put(t, '/api/recorded-lessons/999999', valid, w.cookies.tutor)).statusCode).toBe(
      404,
    );
    expect((await del(t, '/api/recorded-lessons/999999', w.cookies.tutor)).statusCode).toBe(404);
  });

  it('deletes a lesson, then it is gone', async () => {
    const created = await t.post('/api/recorded-lessons', valid, { cookie: w.cookies.tutor });
    const id = created.json<RecordedLesson>().id;
    expect((await del(t, `/api/recorded-lessons/${id}`, w.cookies.tutor)).statusCode).toBe(204);
    expect(
      (await t.get(`/api/recorded-lessons/${id}`, { cookie: w.cookies.tutor })).statusCode,
    ).toBe(404);
  });
});

describe('POST /api/recorded-lessons/:id/views', () => {
  it('counts each view, with no body, and records who watched when', async () => {
    const id = mine[1]!.id;
    const first = await t.request({
      method: 'POST',
      url: `/api/recorded-lessons/${id}/views`,
      cookie: w.cookies.student,
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await t.request({
      method: 'POST',
      url: `/api/recorded-lessons/${id}/views`,
      cookie: w.cookies.parent,
      headers: { 'content-type': 'application/json' },
    });
    expect(second.json<{ views: number }>().views).toBe(first.json<{ views: number }>().views + 1);
    const rows = await t.db.select().from(lessonViews).where(eq(lessonViews.lessonId, id));
    expect(rows.map((r) => r.userId).sort()).toEqual([w.parent.id, w.student.id].sort());
    const lesson = await t.get(`/api/recorded-lessons/${id}`, { cookie: w.cookies.tutor });
    expect(lesson.json<RecordedLesson>().views).toBe(second.json<{ views: number }>().views);
  });

  it('counts a user once per lesson per day, however often they press play', async () => {
    const id = mine[0]!.id;
    const view = (cookie: string) =>
      t.request({ method: 'POST', url: `/api/recorded-lessons/${id}/views`, cookie });
    const first = (await view(w.cookies.student)).json<{ views: number }>().views;
    const again = await Promise.all([view(w.cookies.student), view(w.cookies.student)]);
    expect(again.map((res) => res.json<{ views: number }>().views)).toEqual([first, first]);
    expect((await view(w.cookies.parent)).json<{ views: number }>().views).toBe(first + 1);
    const rows = await t.db.select().from(lessonViews).where(eq(lessonViews.lessonId, id));
    expect(rows.filter((r) => r.userId === w.student.id)).toHaveLength(1);
    const lesson = await t.get(`/api/recorded-lessons/${id}`, { cookie: w.cookies.tutor });
    expect(lesson.json<RecordedLesson>().views).toBe(first + 1);
  });

  it('counts the same user again on another day', async () => {
    const id = mine[0]!.id;
    await t.db
      .update(lessonViews)
      .set({
        viewedAt: sql`${lessonViews.viewedAt} - interval '1 day'`,
        viewedOn: sql`${lessonViews.viewedOn} - 1`,
      })
      .where(and(eq(lessonViews.lessonId, id), eq(lessonViews.userId, w.student.id)));
    const before = (
      await t.get(`/api/recorded-lessons/${id}`, { cookie: w.cookies.tutor })
    ).json<RecordedLesson>().views;
    const res = await t.request({
      method: 'POST',
      url: `/api/recorded-lessons/${id}/views`,
      cookie: w.cookies.student,
    });
    expect(res.json<{ views: number }>().views).toBe(before + 1);
  });

  it('answers 404 for an unknown lesson and 401 when signed out', async () => {
    const missing = await t.request({
      method: 'POST',
      url: '/api/recorded-lessons/999999/views',
      cookie: w.cookies.student,
    });
    expect(missing.statusCode).toBe(404);
    const signedOut = await t.request({
      method: 'POST',
      url: `/api/recorded-lessons/${mine[1]!.id}/views`,
    });
    expect(signedOut.statusCode).toBe(401);
  });
});
