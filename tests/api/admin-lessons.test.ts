import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordedLessons } from '../../src/server/db/schema.js';
import { createRecordedLesson, createTutor } from '../../src/server/factories/index.js';
import { INACTIVE_TUTOR } from '../../src/server/features/admin/shared.js';
import type { FilteredPage, RecordedLesson } from '../../src/shared/content/schemas.js';
import { del, expectFieldErrors, put, signInEveryRole } from './support/admin.js';
import { createTestApp, type TestApp } from './support/app.js';
import { expectPagingContract } from './support/paging.js';

let t: TestApp;
let admin: string;
let tutorId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInEveryRole(t)).admin;
  tutorId = (await createTutor(t.db, { fullName: 'Lena Lessons' })).id;
});
afterAll(() => t.close());

const LESSONS = '/api/admin/recorded-lessons';

const list = async (query = '') => {
  const res = await t.get(`${LESSONS}?pageSize=100${query}`, { cookie: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FilteredPage<RecordedLesson>>();
};

describe('GET /api/admin/recorded-lessons', () => {
  let algebra: number;
  let poetry: number;
  beforeAll(async () => {
    const other = await createTutor(t.db);
    algebra = (
      await createRecordedLesson(t.db, {
        tutorId,
        title: 'Zygote algebra',
        description: 'Expanding brackets',
        subject: 'Mathematics',
      })
    ).id;
    poetry = (
      await createRecordedLesson(t.db, {
        tutorId: other.id,
        title: 'War poetry',
        description: 'Owen and the ZYGOTE metaphor',
        subject: 'English',
      })
    ).id;
  });

  it('lists every tutor’s lessons with the tutor name and the subjects present', async () => {
    const page = await list();
    const ids = page.items.map((l) => l.id);
    expect(ids).toEqual(expect.arrayContaining([algebra, poetry]));
    expect(page.items.find((l) => l.id === algebra)?.tutorName).toBe('Lena Lessons');
    expect(page.subjects).toEqual(expect.arrayContaining(['English', 'Mathematics']));
  });

  it('searches title and description case-insensitively on the server', async () => {
    const page = await list('&search=zygote');
    expect(page.items.map((l) => l.id).sort()).toEqual([algebra, poetry].sort());
    expect(page.nextCursor).toBeNull();
  });

  it('filters by the exact subject, combined with the search', async () => {
    const page = await list('&search=zygote&subject=English');
    expect(page.items.map((l) => l.id)).toEqual([poetry]);
    expect((await list('&subject=english')).items.map((l) => l.id)).not.toContain(poetry);
  });

  it('treats search text as text, not as a pattern', async () => {
    expect((await list('&search=%25')).items).toEqual([]);
  });

  it('keeps the paging contract while lessons are added', async () => {
    const word = `pg${randomUUID().slice(0, 8)}`;
    await expectPagingContract(t, {
      url: `${LESSONS}?search=${word}`,
      cookie: admin,
      insert: async (count) => {
        const ids = [];
        for (let i = 0; i < count; i++)
          ids.push((await createRecordedLesson(t.db, { tutorId, title: `${word} ${i}` })).id);
        return ids;
      },
    });
  });
});

describe('POST /api/admin/recorded-lessons', () => {
  it('creates a lesson for the chosen tutor; blank duration and links are stored as null', async () => {
    const res = await t.post(
      LESSONS,
      {
        title: 'Photosynthesis',
        description: null,
        subject: 'Biology',
        tutorId,
        duration: null,
        videoUrl: null,
        thumbnail: null,
      },
      { cookie: admin },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<RecordedLesson>()).toMatchObject({
      title: 'Photosynthesis',
      subject: 'Biology',
      tutorId,
      tutorName: 'Lena Lessons',
      duration: null,
      videoUrl: null,
      thumbnail: null,
      views: 0,
    });
  });

  it('keeps duration and links when given', async () => {
    const res = await t.post(
      LESSONS,
      {
        title: 'Moles',
        subject: 'Chemistry',
        tutorId: String(tutorId),
        duration: '35',
        videoUrl: 'https://www.youtube.com/watch?v=moles',
        thumbnail: 'https://i.ytimg.com/vi/moles/hqdefault.jpg',
      },
      { cookie: admin },
    );
    expect(res.json<RecordedLesson>()).toMatchObject({ duration: 35, tutorId });
  });

  it('requires title, subject and tutor, and checks duration and URLs (spec 2 §5)', async () => {
    const res = await t.post(
      LESSONS,
      { title: '', subject: '', duration: 0, videoUrl: 'not a url', thumbnail: 'ftp://x' },
      { cookie: admin },
    );
    expectFieldErrors(res, {
      title: 'Title is required',
      subject: 'Subject is required',
      tutorId: 'Please select a tutor',
      duration: 'Duration must be at least 1 minute',
      videoUrl: 'Please enter a valid URL',
      thumbnail: 'Please enter a valid thumbnail URL',
    });
  });

  it('refuses a tutorId that is not an active tutor', async () => {
    const unknown = await t.post(
      LESSONS,
      { title: 'X lesson', subject: 'English', tutorId: 999_999 },
      { cookie: admin },
    );
    expectFieldErrors(unknown, { tutorId: 'Please select a tutor' });
    const gone = await createTutor(t.db, { deactivatedAt: new Date() });
    const inactive = await t.post(
      LESSONS,
      { title: 'X lesson', subject: 'English', tutorId: gone.id },
      { cookie: admin },
    );
    expectFieldErrors(inactive, { tutorId: INACTIVE_TUTOR });
  });
});

describe('PUT /api/admin/recorded-lessons/:id', () => {
  it('saves every field, including a new tutor', async () => {
    const lesson = await createRecordedLesson(t.db, { tutorId });
    const other = await createTutor(t.db, { fullName: 'Nina New' });
    const res = await put(
      t,
      `${LESSONS}/${lesson.id}`,
      {
        title: 'Renamed lesson',
        description: 'New words',
        subject: 'Physics',
        tutorId: other.id,
        duration: 20,
        videoUrl: 'https://example.com/video.mp4',
        thumbnail: null,
      },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<RecordedLesson>()).toMatchObject({
      title: 'Renamed lesson',
      subject: 'Physics',
      tutorName: 'Nina New',
      duration: 20,
      thumbnail: null,
      views: lesson.views,
    });
  });

  it('answers 404 for an unknown lesson and 400 for a bad form', async () => {
    const missing = await put(
      t,
      `${LESSONS}/999999`,
      { title: 'Ok title', subject: 'English', tutorId },
      admin,
    );
    expect(missing.statusCode).toBe(404);
    const lesson = await createRecordedLesson(t.db, { tutorId });
    const bad = await put(
      t,
      `${LESSONS}/${lesson.id}`,
      { title: '', subject: 'English', tutorId },
      admin,
    );
    expectFieldErrors(bad, { title: 'Title is required' });
  });
});

describe('DELETE /api/admin/recorded-lessons/:id', () => {
  it('deletes the lesson, and a second delete answers 404', async () => {
    const lesson = await createRecordedLesson(t.db, { tutorId });
    const res = await del(t, `${LESSONS}/${lesson.id}`, admin);
    expect(res.statusCode).toBe(204);
    expect(
      await t.db.select().from(recordedLessons).where(eq(recordedLessons.id, lesson.id)),
    ).toEqual([]);
    expect((await del(t, `${LESSONS}/${lesson.id}`, admin)).statusCode).toBe(404);
  });
});
