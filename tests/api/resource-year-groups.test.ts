import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createScheduledSession,
  createStudent,
  createTutor,
  createUser,
} from '../../src/server/factories/index.js';
import type { FilteredPage, Resource } from '../../src/shared/content/schemas.js';
import { createTestApp, signInAs, type TestApp } from './support/app.js';

/*
 * Issue 26 §5: a Year 5/6 quiz was listed under "Year 10: Mathematics" in a parent's folders, as
 * resources had no year group. A tutor may now say which year groups a resource is for (none:
 * every year group), and a child's folder asks for its year group.
 */

let t: TestApp;
let tutorId: number;
let tutorCookie: string;
let parentCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  const tutor = await createTutor(t.db);
  tutorId = tutor.id;
  tutorCookie = await signInAs(t, tutor);
  const parent = await createUser(t.db, { role: 'parent' });
  parentCookie = await signInAs(t, parent);
  await createStudent(t.db, { parentId: parent.id, grade: 'Year 10', subjects: 'Mathematics' });
});
afterAll(() => t.close());

const addResource = (title: string, yearGroups?: unknown) =>
  t.post(
    '/api/resources',
    {
      title,
      subject: 'Mathematics',
      type: 'quiz',
      externalUrl: 'https://example.org/quiz',
      ...(yearGroups === undefined ? {} : { yearGroups }),
    },
    { cookie: tutorCookie },
  );

const folder = async (yearGroup: string) => {
  const query = new URLSearchParams({ subject: 'Mathematics', yearGroup });
  const res = await t.get(`/api/student/resources?${query.toString()}`, {
    cookie: parentCookie,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json<FilteredPage<Resource>>()
    .items.map((item) => item.title)
    .sort();
};

describe('the year groups of a resource', () => {
  it('are kept as the tutor gives them, and none means every year group', async () => {
    const quiz = await addResource('Times tables challenge', ['Year 5', 'Year 6']);
    expect(quiz.statusCode, quiz.body).toBe(201);
    expect(quiz.json<Resource>().yearGroups).toEqual(['Year 5', 'Year 6']);
    const sheet = await addResource('Problem solving sheet');
    expect(sheet.statusCode, sheet.body).toBe(201);
    expect(sheet.json<Resource>().yearGroups).toEqual([]);
  });

  it('refuses a year group that is not on the list, with a 400', async () => {
    const res = await addResource('Odd one', ['Year 42']);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Choose year groups from the list.');
  });

  it('lists in a child’s folder only what is for their year group or for every year group', async () => {
    expect(await folder('Year 10')).toEqual(['Problem solving sheet']);
    expect(await folder('Year 5')).toEqual(['Problem solving sheet', 'Times tables challenge']);
  });

  it('lists on a Year 10 lesson page only what is for Year 10 or for every year group', async () => {
    const session = await createScheduledSession(t.db, {
      tutorId,
      academicYear: 'Year 10',
      subject: 'Mathematics',
    });
    const res = await t.get(`/api/scheduled-sessions/${session.id}/resources`, {
      cookie: parentCookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Resource[]>().map((item) => item.title)).toEqual(['Problem solving sheet']);
  });
});
