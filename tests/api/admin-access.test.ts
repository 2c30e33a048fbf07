import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema.js';
import { createUser } from '../../src/server/factories/index.js';
import { SERVER_MSG } from '../../src/shared/messages.js';
import { signInEveryRole, type Cookies } from './support/admin.js';
import { createTestApp, type TestApp } from './support/app.js';

/*
 * Every call under /api/admin is for admins only (one guard for the whole tree): 401 signed out,
 * 403 for every other role, and 404 for an id that names nothing.
 */

let t: TestApp;
let cookies: Cookies;
beforeAll(async () => {
  t = await createTestApp();
  cookies = await signInEveryRole(t);
});
afterAll(() => t.close());

const tutorBody = {
  username: 'refused_tutor',
  email: 'refused.tutor@example.com',
  fullName: 'Refused Tutor',
  subjects: ['Mathematics'],
  qualifications: 'PGCE',
  bio: 'A tutor who should never be created.',
  yearsExperience: '3-5',
  sendInvite: true,
};
const sessionBody = {
  title: 'Year 10 Maths: refused',
  description: 'A session that should never be created.',
  subject: 'Mathematics',
  tutorId: 1,
  scheduledFor: new Date(Date.now() + 86_400_000).toISOString(),
  duration: 60,
  academicYear: 'Year 10',
};
const companyBody = {
  name: 'Refused Ltd',
  contactName: 'Jo Bloggs',
  contactEmail: 'jo@refused.example',
};
const lessonBody = { title: 'Refused lesson', subject: 'Mathematics', tutorId: 1 };
const liveBody = { title: 'Refused live', youtubeUrl: 'https://youtu.be/x', tutorId: 1 };

const CALLS: [method: string, url: string, body?: object][] = [
  ['GET', '/api/admin/scheduled-sessions'],
  ['POST', '/api/admin/scheduled-sessions', sessionBody],
  ['GET', '/api/admin/scheduled-sessions/1'],
  ['PUT', '/api/admin/scheduled-sessions/1', { status: 'cancelled' }],
  ['GET', '/api/admin/live-sessions?withLink=true'],
  ['POST', '/api/admin/live-sessions', liveBody],
  ['GET', '/api/admin/tutors'],
  ['POST', '/api/admin/tutors', tutorBody],
  ['GET', '/api/admin/tutors/1'],
  ['PUT', '/api/admin/tutors/1', tutorBody],
  ['POST', '/api/admin/tutors/1/deactivate'],
  ['POST', '/api/admin/tutors/1/reactivate'],
  ['GET', '/api/admin/users/tutors'],
  ['GET', '/api/admin/companies'],
  ['POST', '/api/admin/companies', companyBody],
  ['GET', '/api/admin/companies/1'],
  ['PUT', '/api/admin/companies/1', companyBody],
  ['GET', '/api/admin/recorded-lessons'],
  ['POST', '/api/admin/recorded-lessons', lessonBody],
  ['PUT', '/api/admin/recorded-lessons/1', lessonBody],
  ['DELETE', '/api/admin/recorded-lessons/1'],
];

const call = (method: string, url: string, body: object | undefined, cookie?: string) =>
  t.request({ method, url, ...(body ? { payload: body } : {}), cookie });

describe.each(CALLS)('%s %s', (method, url, body) => {
  it('answers 401 when signed out', async () => {
    const res = await call(method, url, body);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: SERVER_MSG.signInRequired });
  });

  it.each(['tutor', 'parent', 'student'] as const)('answers 403 to a %s', async (role) => {
    const res = await call(method, url, body, cookies[role]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: SERVER_MSG.forbidden });
  });
});

describe('refusals change nothing', () => {
  it('a tutor cannot create a tutor account, even with a valid form', async () => {
    const [before] = await t.db.select({ n: count() }).from(users);
    const res = await call('POST', '/api/admin/tutors', tutorBody, cookies.tutor);
    expect(res.statusCode).toBe(403);
    const [after] = await t.db.select({ n: count() }).from(users);
    expect(after!.n).toBe(before!.n);
  });
});

describe('unknown ids', () => {
  let notATutor: number;
  beforeAll(async () => {
    notATutor = (await createUser(t.db, { role: 'parent' })).id;
  });

  const UNKNOWN: [method: string, url: string, body?: object][] = [
    ['GET', '/api/admin/scheduled-sessions/999999'],
    ['PUT', '/api/admin/scheduled-sessions/999999', { status: 'cancelled' }],
    ['GET', '/api/admin/tutors/999999'],
    ['PUT', '/api/admin/tutors/999999', tutorBody],
    ['POST', '/api/admin/tutors/999999/deactivate'],
    ['POST', '/api/admin/tutors/999999/reactivate'],
    ['GET', '/api/admin/companies/999999'],
    ['PUT', '/api/admin/companies/999999', companyBody],
    ['DELETE', '/api/admin/recorded-lessons/999999'],
  ];

  it.each(UNKNOWN)('%s %s answers 404', async (method, url, body) => {
    const res = await call(method, url, body, cookies.admin);
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json<{ message: string }>().message).toMatch(/not found/i);
  });

  it('a user who is not a tutor is not found as a tutor', async () => {
    for (const url of [
      `/api/admin/tutors/${notATutor}`,
      `/api/admin/tutors/${notATutor}/deactivate`,
    ]) {
      const res = await call(
        url.endsWith('deactivate') ? 'POST' : 'GET',
        url,
        undefined,
        cookies.admin,
      );
      expect(res.statusCode, url).toBe(404);
    }
  });

  it.each(['abc', '0', '99999999999'])('an id of %s is refused with 400, never 500', async (id) => {
    for (const url of [`/api/admin/companies/${id}`, `/api/admin/tutors/${id}`]) {
      const res = await call('GET', url, undefined, cookies.admin);
      expect(res.statusCode, url).toBe(400);
    }
  });
});
