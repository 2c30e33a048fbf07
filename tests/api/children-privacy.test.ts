import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../src/server/db/schema.js';
import {
  createCompany,
  createStudent,
  createTutor,
  createUser,
} from '../../src/server/factories/index.js';
import { createTestApp, signInAs, type TestApp } from './support/app.js';

/*
 * Issue 17 §4, the children's code: every call that returns one child answers only the child,
 * their parent, their tutors and admins. Everyone else gets nothing about the child.
 */

let t: TestApp;
const cookies = new Map<string, string>();
let childId: number;
let childUserId: number;
const CHILD_NAME = 'Wren Privacyfield';

beforeAll(async () => {
  t = await createTestApp({ workers: false });
  const parent = await createUser(t.db, { role: 'parent' });
  const childAccount = await createUser(t.db, { role: 'student', fullName: CHILD_NAME });
  const tutor = await createTutor(t.db);
  const child = await createStudent(t.db, {
    parentId: parent.id,
    userId: childAccount.id,
    name: CHILD_NAME,
    tutorId: tutor.id,
  });
  childId = child.id;
  childUserId = childAccount.id;
  const company = await createCompany(t.db);
  const people: Record<string, UserRow> = {
    parent,
    child: childAccount,
    tutor,
    admin: await createUser(t.db, { role: 'admin' }),
    'another parent': await createUser(t.db, { role: 'parent' }),
    'another student': await createUser(t.db, { role: 'student' }),
    'another tutor': await createTutor(t.db),
    employer: await createUser(t.db, { role: 'employer', companyId: company.id }),
  };
  for (const [name, user] of Object.entries(people)) cookies.set(name, await signInAs(t, user));
});
afterAll(() => t.close());

const OUTSIDERS = ['another parent', 'another student', 'another tutor', 'employer'];

const childCalls = () => [
  { url: `/api/students/${childId}`, allowed: ['tutor', 'admin'] },
  { url: `/api/attendance/children/${childId}`, allowed: ['parent', 'child'] },
  {
    url: `/api/scheduled-sessions/student/${childUserId}`,
    allowed: ['parent', 'child', 'tutor', 'admin'],
  },
];

describe('who can read one child', () => {
  it('answers the child’s own people and refuses everyone else', async () => {
    for (const { url, allowed } of childCalls()) {
      for (const name of allowed) {
        const res = await t.get(url, { cookie: cookies.get(name)! });
        expect(res.statusCode, `${name} ${url}: ${res.body}`).toBe(200);
      }
      for (const name of OUTSIDERS) {
        const res = await t.get(url, { cookie: cookies.get(name)! });
        expect([401, 403, 404], `${name} ${url}`).toContain(res.statusCode);
        expect(res.body).not.toContain(CHILD_NAME);
      }
    }
  });

  it('keeps the child out of another tutor’s lists and search', async () => {
    const cookie = cookies.get('another tutor')!;
    for (const url of [
      '/api/students',
      '/api/search?q=Privacyfield',
      '/api/student-accounts?search=Privacyfield',
    ]) {
      const res = await t.get(url, { cookie });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      expect(res.body, url).not.toContain(CHILD_NAME);
    }
    const own = await t.get('/api/search?q=Privacyfield', { cookie: cookies.get('tutor')! });
    expect(own.json<{ students: { id: number }[] }>().students.map((s) => s.id)).toContain(childId);
  });
});
