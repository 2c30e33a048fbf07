import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../src/server/db/schema.js';
import {
  createScheduledSession,
  createStudent,
  createUser,
  inDays,
} from '../../src/server/factories/index.js';
import type { ScheduledSession, Student } from '../../src/shared/content/schemas.js';
import { SERVER_MSG } from '../../src/shared/messages.js';
import { del, expectFieldErrors, messageOf, put } from './support/admin.js';
import { createTestApp, type TestApp } from './support/app.js';
import { expectPagingContract } from './support/paging.js';
import { createTutorWorld, type TutorWorld } from './support/tutor.js';

/* Spec 2 §5 and §7: student profiles, linked by name to a student sign-in, each tutor's own. */

type StudentView = Student & { accountName: string | null; accountUsername: string | null };
interface Account {
  id: number;
  fullName: string;
  username: string;
  studentId: number | null;
}

let t: TestApp;
let w: TutorWorld;
let ruby: UserRow;
let rufus: UserRow;
let linked: UserRow;
let mineId: number;
let theirsId: number;

beforeAll(async () => {
  t = await createTestApp();
  w = await createTutorWorld(t);
  [ruby, rufus, linked] = await Promise.all([
    createUser(t.db, { role: 'student', fullName: 'Ruby Rhodes', username: `ruby_${Date.now()}` }),
    createUser(t.db, { role: 'student', fullName: 'Rufus Reed' }),
    createUser(t.db, { role: 'student', fullName: 'Lena Linked' }),
  ]);
  mineId = (
    await createStudent(t.db, {
      tutorId: w.tutor.id,
      userId: linked.id,
      notes: 'Lena – needs stretch work',
      grade: 'Year 9',
      subjects: 'Mathematics, Physics',
    })
  ).id;
  theirsId = (await createStudent(t.db, { tutorId: w.otherTutor.id, notes: 'Not yours' })).id;
  await createScheduledSession(t.db, {
    tutorId: w.tutor.id,
    academicYear: 'Year 9',
    title: 'Year 9 group',
    scheduledFor: inDays(3),
  });
  await createScheduledSession(t.db, {
    tutorId: w.tutor.id,
    academicYear: 'Year 10',
    title: 'Year 10 group',
  });
  await createScheduledSession(t.db, {
    tutorId: w.tutor.id,
    studentId: mineId,
    academicYear: null,
    title: 'One to one',
    scheduledFor: inDays(1),
  });
});
afterAll(() => t.close());

const listStudents = async (query: string, cookie: string) => {
  const res = await t.get(`/api/students${query}`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: StudentView[]; nextCursor: string | null }>();
};

describe('GET /api/students', () => {
  it("lists only the tutor's own students", async () => {
    const page = await listStudents('', w.cookies.tutor);
    expect(page.items.map((s) => s.id)).toEqual([mineId]);
    expect(page.items[0]).toMatchObject({
      accountName: 'Lena Linked',
      accountUsername: linked.username,
    });
    expect(page.nextCursor).toBeNull();
  });

  it("lists everyone's for an admin, newest first", async () => {
    const page = await listStudents('', w.cookies.admin);
    expect(page.items.map((s) => s.id)).toEqual(expect.arrayContaining([mineId, theirsId]));
    expect(page.items.map((s) => s.id)).toEqual(page.items.map((s) => s.id).sort((a, b) => b - a));
  });

  it('searches notes, name, subjects and the account name', async () => {
    for (const q of ['stretch', 'physics', 'lena linked']) {
      const page = await listStudents(`?search=${encodeURIComponent(q)}`, w.cookies.tutor);
      expect(
        page.items.map((s) => s.id),
        q,
      ).toEqual([mineId]);
    }
    expect((await listStudents('?search=zzz', w.cookies.tutor)).items).toEqual([]);
    expect(
      (await listStudents('?search=not%20yours', w.cookies.tutor)).items,
      "another tutor's student",
    ).toEqual([]);
  });

  it.each([
    ['name', (word: string) => ({ name: `${word} child` })],
    ['notes', (word: string) => ({ notes: `${word} notes` })],
    ['subjects', (word: string) => ({ subjects: `${word}, Physics` })],
  ] as const)(
    'keeps the paging contract while students are added, found by their %s',
    async (_field, fields) => {
      const word = `pg${randomUUID().slice(0, 8)}`;
      await expectPagingContract(t, {
        url: `/api/students?search=${word}`,
        cookie: w.cookies.tutor,
        insert: async (count) => {
          const ids = [];
          for (let i = 0; i < count; i++)
            ids.push((await createStudent(t.db, { tutorId: w.tutor.id, ...fields(word) })).id);
          return ids;
        },
      });
    },
  );

  it("keeps the paging contract for an admin's whole list, and for students found by their account's name", async () => {
    await expectPagingContract(t, {
      url: '/api/students',
      cookie: w.cookies.admin,
      insert: async (count) => {
        const ids = [];
        for (let i = 0; i < count; i++) ids.push((await createStudent(t.db, {})).id);
        return ids;
      },
    });
    const word = `pg${randomUUID().slice(0, 8)}`;
    await expectPagingContract(t, {
      url: `/api/students?search=${word}`,
      cookie: w.cookies.admin,
      insert: async (count) => {
        const ids = [];
        for (let i = 0; i < count; i++) {
          const account = await createUser(t.db, { role: 'student', fullName: `${word} ${i}` });
          ids.push((await createStudent(t.db, { userId: account.id })).id);
        }
        return ids;
      },
    });
  });

  it.each(['parent', 'student'] as const)('refuses a %s with 403', async (role) => {
    expect((await t.get('/api/students', { cookie: w.cookies[role] })).statusCode).toBe(403);
  });
});

describe('GET /api/students/:id', () => {
  it('shows the student with the sessions of their year group and their own, soonest first', async () => {
    const res = await t.get(`/api/students/${mineId}`, { cookie: w.cookies.tutor });
    expect(res.statusCode).toBe(200);
    const body = res.json<StudentView & { sessions: ScheduledSession[] }>();
    expect(body.notes).toBe('Lena – needs stretch work');
    expect(body.sessions.map((s) => s.title)).toEqual(['One to one', 'Year 9 group']);
  });

  it("answers 403 for another tutor's student and 404 for an unknown one", async () => {
    expect((await t.get(`/api/students/${theirsId}`, { cookie: w.cookies.tutor })).statusCode).toBe(
      403,
    );
    const missing = await t.get('/api/students/999999', { cookie: w.cookies.tutor });
    expect(missing.statusCode).toBe(404);
    expect(messageOf(missing)).toBe('Student not found.');
  });
});

describe('GET /api/student-accounts', () => {
  it('finds any student sign-in for an admin, saying which already have a profile', async () => {
    const res = await t.get('/api/student-accounts?search=r', { cookie: w.cookies.admin });
    expect(res.statusCode).toBe(200);
    expect(res.json<Account[]>().map((a) => a.fullName)).toEqual(
      expect.arrayContaining(['Ruby Rhodes', 'Rufus Reed']),
    );
    const taken = (
      await t.get('/api/student-accounts?search=lena', { cookie: w.cookies.admin })
    ).json<Account[]>();
    expect(taken[0]?.studentId).toBe(mineId);
  });

  it('shows a tutor their own pupils, and a sign-in with no profile only by its username', async () => {
    const own = (
      await t.get('/api/student-accounts?search=lena', { cookie: w.cookies.tutor })
    ).json<Account[]>();
    expect(own).toEqual([
      { id: linked.id, fullName: 'Lena Linked', username: linked.username, studentId: mineId },
    ]);
    const byName = (
      await t.get('/api/student-accounts?search=r', { cookie: w.cookies.tutor })
    ).json<Account[]>();
    expect(byName.map((a) => a.id)).not.toContain(ruby.id);
    expect(byName.map((a) => a.id)).not.toContain(rufus.id);
    const byUsername = (
      await t.get(`/api/student-accounts?search=${ruby.username.toUpperCase()}`, {
        cookie: w.cookies.tutor,
      })
    ).json<Account[]>();
    expect(byUsername).toEqual([
      { id: ruby.id, fullName: 'Ruby Rhodes', username: ruby.username, studentId: null },
    ]);
  });

  it('never shows a tutor another tutor’s pupils, even by username', async () => {
    for (const search of ['', 'lena', linked.username]) {
      const res = await t.get(`/api/student-accounts?search=${search}`, {
        cookie: w.cookies.otherTutor,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<Account[]>().map((a) => a.id)).not.toContain(linked.id);
    }
  });

  it('never lists parents, tutors or admins', async () => {
    const accounts = (await t.get('/api/student-accounts', { cookie: w.cookies.admin })).json<
      Account[]
    >();
    expect(accounts.map((a) => a.id)).not.toEqual(expect.arrayContaining([w.parent.id]));
    expect(accounts.map((a) => a.id)).not.toContain(w.tutor.id);
  });

  it.each(['parent', 'student'] as const)('refuses a %s with 403', async (role) => {
    expect((await t.get('/api/student-accounts', { cookie: w.cookies[role] })).statusCode).toBe(
      403,
    );
  });
});

describe('POST, PUT and DELETE /api/students', () => {
  it('creates a profile for the tutor, linked to the chosen account', async () => {
    const res = await t.post(
      '/api/students',
      {
        userId: ruby.id,
        grade: 'Year 7',
        subjects: 'English',
        notes: 'Ruby Rhodes',
        tutorId: w.otherTutor.id,
      },
      { cookie: w.cookies.tutor },
    );
    expect(res.statusCode, res.body).toBe(201);
    const student = res.json<StudentView>();
    expect(student).toMatchObject({
      userId: ruby.id,
      tutorId: w.tutor.id,
      accountName: 'Ruby Rhodes',
      grade: 'Year 7',
    });
    expect((await del(t, `/api/students/${student.id}`, w.cookies.tutor)).statusCode).toBe(204);
  });

  it('stores blank optional fields as empty', async () => {
    const res = await t.post(
      '/api/students',
      { userId: rufus.id, grade: '', subjects: '', notes: '' },
      { cookie: w.cookies.tutor },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json<StudentView>()).toMatchObject({ grade: null, subjects: null, notes: null });
    await del(t, `/api/students/${res.json<StudentView>().id}`, w.cookies.tutor);
  });

  it('requires a student account', async () => {
    expectFieldErrors(
      await t.post('/api/students', { grade: 'Year 7' }, { cookie: w.cookies.tutor }),
      {
        userId: 'Please choose the student account',
      },
    );
    expectFieldErrors(
      await t.post('/api/students', { userId: w.parent.id }, { cookie: w.cookies.tutor }),
      {
        userId: 'Please choose a student account',
      },
    );
    expectFieldErrors(
      await t.post('/api/students', { userId: 999999 }, { cookie: w.cookies.tutor }),
      {
        userId: 'Please choose a student account',
      },
    );
  });

  it('refuses a second profile for one account with 409', async () => {
    const res = await t.post('/api/students', { userId: linked.id }, { cookie: w.cookies.admin });
    expect(res.statusCode).toBe(409);
    expect(messageOf(res)).toBe('That account already has a student profile.');
  });

  it('updates a profile, keeping its own account', async () => {
    const res = await put(
      t,
      `/api/students/${mineId}`,
      {
        userId: linked.id,
        grade: 'Year 10',
        subjects: 'Mathematics',
        notes: 'Lena – needs stretch work',
      },
      w.cookies.tutor,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<StudentView>().grade).toBe('Year 10');
  });

  it("refuses to change or remove another tutor's student (403) and an unknown one (404)", async () => {
    expect(
      (await put(t, `/api/students/${theirsId}`, { userId: rufus.id }, w.cookies.tutor)).statusCode,
    ).toBe(403);
    expect((await del(t, `/api/students/${theirsId}`, w.cookies.tutor)).statusCode).toBe(403);
    expect(
      (await put(t, '/api/students/999999', { userId: rufus.id }, w.cookies.tutor)).statusCode,
    ).toBe(404);
    expect((await del(t, '/api/students/999999', w.cookies.tutor)).statusCode).toBe(404);
  });

  it("lets an admin change any tutor's student", async () => {
    const res = await put(
      t,
      `/api/students/${theirsId}`,
      { userId: rufus.id, notes: 'Linked by admin' },
      w.cookies.admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<StudentView>()).toMatchObject({ tutorId: w.otherTutor.id, userId: rufus.id });
  });

  it.each(['parent', 'student'] as const)('refuses a %s with 403', async (role) => {
    const res = await t.post('/api/students', { userId: rufus.id }, { cookie: w.cookies[role] });
    expect(res.statusCode).toBe(403);
    expect(messageOf(res)).toBe(SERVER_MSG.forbidden);
    expect((await del(t, `/api/students/${mineId}`, w.cookies[role])).statusCode).toBe(403);
  });
});
