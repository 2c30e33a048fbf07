import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../src/server/db/schema.js';
import {
  createRecordedLesson,
  createResource,
  createStudent,
  createTutor,
  createUser,
} from '../../src/server/factories/index.js';
import type { FilteredPage, RecordedLesson, Resource } from '../../src/shared/content/schemas.js';
import { createTestApp, signInAs, type TestApp } from './support/app.js';
import { expectPagingContract } from './support/paging.js';

/*
 * Spec 2 §7 student lessons and resources: a family sees the subjects its children study, a
 * student only their own, and nothing that belongs to another family's subjects alone.
 */

let t: TestApp;
let tutor: UserRow;
const cookies: Record<string, string> = {};
const lessons: Record<string, number> = {};
const resourceIds: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  tutor = await createTutor(db);
  const parentA = await createUser(db, { role: 'parent' });
  const studentA = await createUser(db, { role: 'student' });
  const parentB = await createUser(db, { role: 'parent' });
  const tutorUser = tutor;
  const admin = await createUser(db, { role: 'admin' });
  await createStudent(db, {
    userId: studentA.id,
    parentId: parentA.id,
    subjects: 'Mathematics, English',
  });
  await createStudent(db, { parentId: parentA.id, subjects: 'science' });
  await createStudent(db, { parentId: parentB.id, subjects: 'Chemistry' });

  for (const subject of ['Mathematics', 'English', 'Science', 'Chemistry', 'Physics']) {
    lessons[subject] = (
      await createRecordedLesson(db, {
        tutorId: tutor.id,
        subject,
        title: `${subject} lesson`,
        uploadedAt: new Date(Date.UTC(2025, 0, 1 + Object.keys(lessons).length)),
      })
    ).id;
    resourceIds[subject] = (
      await createResource(db, {
        tutorId: tutor.id,
        subject,
        title: `${subject} sheet`,
        type: subject === 'English' ? 'pdf' : 'link',
        uploadedAt: new Date(Date.UTC(2025, 0, 1 + Object.keys(resourceIds).length)),
      })
    ).id;
  }

  for (const [name, user] of Object.entries({ parentA, studentA, parentB, tutorUser, admin })) {
    cookies[name] = await signInAs(t, user);
  }
});
afterAll(() => t.close());

const getAs = (who: string, url: string) => t.get(url, { cookie: cookies[who]! });
const idsOf = (page: FilteredPage<{ id: number }>) => page.items.map((item) => item.id);
const pick = (table: Record<string, number>, ...subjects: string[]) =>
  subjects.map((subject) => table[subject]!);

describe('GET /api/student/recorded-lessons', () => {
  it('needs a session', async () => {
    expect((await t.get('/api/student/recorded-lessons')).statusCode).toBe(401);
  });

  it('gives a student the lessons of their own subjects, newest first', async () => {
    const res = await getAs('studentA', '/api/student/recorded-lessons');
    expect(res.statusCode).toBe(200);
    const page = res.json<FilteredPage<RecordedLesson>>();
    expect(idsOf(page)).toEqual(pick(lessons, 'English', 'Mathematics'));
    expect(page.nextCursor).toBeNull();
    expect(page.subjects).toEqual(['English', 'Mathematics']);
  });

  it("gives a parent every child's subjects, matched whatever their case", async () => {
    const page = (await getAs('parentA', '/api/student/recorded-lessons')).json<
      FilteredPage<RecordedLesson>
    >();
    expect(idsOf(page)).toEqual(pick(lessons, 'Science', 'English', 'Mathematics'));
    const other = (await getAs('parentB', '/api/student/recorded-lessons')).json<
      FilteredPage<RecordedLesson>
    >();
    expect(idsOf(other)).toEqual(pick(lessons, 'Chemistry'));
  });

  it('filters by search and subject inside the family scope', async () => {
    const bySearch = (await getAs('parentA', '/api/student/recorded-lessons?search=ENGLISH')).json<
      FilteredPage<RecordedLesson>
    >();
    expect(idsOf(bySearch)).toEqual(pick(lessons, 'English'));
    const outside = (
      await getAs('parentA', '/api/student/recorded-lessons?subject=Chemistry')
    ).json<FilteredPage<RecordedLesson>>();
    expect(outside.items).toEqual([]);
    const first = (await getAs('parentA', '/api/student/recorded-lessons?pageSize=1')).json<
      FilteredPage<RecordedLesson>
    >();
    const second = (
      await getAs('parentA', `/api/student/recorded-lessons?pageSize=1&cursor=${first.nextCursor}`)
    ).json<FilteredPage<RecordedLesson>>();
    expect(idsOf(second)).toEqual(pick(lessons, 'English'));
    expect(second.nextCursor).not.toBeNull();
  });

  it('leaves staff with the whole catalogue', async () => {
    const page = (await getAs('tutorUser', '/api/student/recorded-lessons')).json<
      FilteredPage<RecordedLesson>
    >();
    expect(idsOf(page)).toHaveLength(5);
  });

  it("keeps the paging contract within a family's subjects while lessons are added", async () => {
    const word = `pg${randomUUID().slice(0, 8)}`;
    await expectPagingContract(t, {
      url: `/api/student/recorded-lessons?search=${word}`,
      cookie: cookies.parentA!,
      insert: async (count) => {
        const ids = [];
        for (let i = 0; i < count; i++)
          ids.push(
            (
              await createRecordedLesson(t.db, {
                tutorId: tutor.id,
                subject: 'Science',
                title: `${word} ${i}`,
              })
            ).id,
          );
        return ids;
      },
    });
  });
});

describe('GET /api/student/resources', () => {
  it('gives each family the resources of its subjects only', async () => {
    const a = (await getAs('parentA', '/api/student/resources')).json<FilteredPage<Resource>>();
    expect(idsOf(a)).toEqual(pick(resourceIds, 'Science', 'English', 'Mathematics'));
    const student = (await getAs('studentA', '/api/student/resources')).json<
      FilteredPage<Resource>
    >();
    expect(idsOf(student)).toEqual(pick(resourceIds, 'English', 'Mathematics'));
    const b = (await getAs('parentB', '/api/student/resources')).json<FilteredPage<Resource>>();
    expect(idsOf(b)).toEqual(pick(resourceIds, 'Chemistry'));
  });

  it('filters by type and subject', async () => {
    const pdfs = (await getAs('studentA', '/api/student/resources?type=pdf')).json<
      FilteredPage<Resource>
    >();
    expect(idsOf(pdfs)).toEqual(pick(resourceIds, 'English'));
    const maths = (await getAs('parentA', '/api/student/resources?subject=Mathematics')).json<
      FilteredPage<Resource>
    >();
    expect(idsOf(maths)).toEqual(pick(resourceIds, 'Mathematics'));
  });

  it('refuses a page size past the limit', async () => {
    expect((await getAs('parentA', '/api/student/resources?pageSize=5000')).statusCode).toBe(400);
  });

  it("keeps the paging contract within a family's subjects while resources are added", async () => {
    const word = `pg${randomUUID().slice(0, 8)}`;
    await expectPagingContract(t, {
      url: `/api/student/resources?search=${word}`,
      cookie: cookies.studentA!,
      insert: async (count) => {
        const ids = [];
        for (let i = 0; i < count; i++)
          ids.push(
            (
              await createResource(t.db, {
                tutorId: tutor.id,
                subject: 'English',
                title: `${word} ${i}`,
              })
            ).id,
          );
        return ids;
      },
    });
  });
});

describe('POST /api/recorded-lessons/:id/views', () => {
  it('counts a view from a student and answers the new count', async () => {
    const before = (await getAs('studentA', '/api/student/recorded-lessons')).json<
      FilteredPage<RecordedLesson>
    >();
    const lesson = before.items.find((item) => item.id === lessons.Mathematics)!;
    const res = await t.post(`/api/recorded-lessons/${lesson.id}/views`, undefined, {
      cookie: cookies.studentA!,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ views: number }>().views).toBe(lesson.views + 1);
    const after = (await getAs('parentA', '/api/student/recorded-lessons')).json<
      FilteredPage<RecordedLesson>
    >();
    expect(after.items.find((item) => item.id === lesson.id)!.views).toBe(lesson.views + 1);
  });
});
