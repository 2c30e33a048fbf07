import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { students, users, type UserRow } from '../../src/server/db/schema.js';
import {
  createScheduledSession,
  createStudent,
  createTutor,
  createUser,
  inDays,
} from '../../src/server/factories/index.js';
import type { ScheduledSession } from '../../src/shared/content/schemas.js';
import type { Child } from '../../src/shared/family/schemas.js';
import { createTestApp, signIn, signInAs, type TestApp } from './support/app.js';

/*
 * Spec 1 §1: parents add their children as student profiles, optionally with the child's own
 * sign-in. Only the parent sees and changes them; what the child attends follows at once.
 */

let t: TestApp;
let parent: UserRow;
let otherParent: UserRow;
let cookie: string;
let otherCookie: string;
let year6Session: number;

const put = (url: string, payload: unknown, as = cookie) =>
  t.request({ method: 'PUT', url, payload: payload as object, cookie: as });
const del = (url: string, as = cookie) => t.request({ method: 'DELETE', url, cookie: as });

beforeAll(async () => {
  t = await createTestApp();
  parent = await createUser(t.db, { role: 'parent' });
  otherParent = await createUser(t.db, { role: 'parent' });
  const tutor = await createTutor(t.db);
  year6Session = (
    await createScheduledSession(t.db, {
      tutorId: tutor.id,
      academicYear: 'Year 6',
      scheduledFor: inDays(3),
    })
  ).id;
  cookie = await signInAs(t, parent);
  otherCookie = await signInAs(t, otherParent);
});
afterAll(() => t.close());

describe('/api/children', () => {
  it('is for parents only', async () => {
    expect((await t.get('/api/children')).statusCode).toBe(401);
    const student = await createUser(t.db, { role: 'student' });
    const studentCookie = await signInAs(t, student);
    expect((await t.get('/api/children', { cookie: studentCookie })).statusCode).toBe(403);
    const res = await t.post(
      '/api/children',
      { name: 'Sneaky', grade: 'Year 7', subjects: [] },
      { cookie: studentCookie },
    );
    expect(res.statusCode).toBe(403);
  });

  it('adds a child without a sign-in, whose group sessions the parent then sees', async () => {
    const before = await t.get('/api/scheduled-sessions/upcoming', { cookie });
    expect(before.json<ScheduledSession[]>()).toEqual([]);

    const res = await t.post(
      '/api/children',
      { name: '  Ella Walker ', grade: 'Year 6', subjects: ['Mathematics', 'English'] },
      { cookie },
    );
    expect(res.statusCode).toBe(201);
    const child = res.json<Child>();
    expect(child).toMatchObject({
      name: 'Ella Walker',
      grade: 'Year 6',
      subjects: ['Mathematics', 'English'],
      username: null,
    });

    const after = await t.get('/api/scheduled-sessions/upcoming', { cookie });
    expect(after.json<ScheduledSession[]>().map((s) => s.id)).toEqual([year6Session]);
    const list = await t.get('/api/children', { cookie });
    expect(list.json<Child[]>()).toEqual([child]);
  });

  it('adds a child with their own sign-in, as a student account of the same company', async () => {
    const res = await t.post(
      '/api/children',
      {
        name: 'Noah Evans',
        grade: 'Year 11 (GCSE)',
        subjects: ['Physics'],
        login: { username: 'noah.evans.child', password: 'noah-secret-1' },
      },
      { cookie },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json<Child>().username).toBe('noah.evans.child');
    const [account] = await t.db.select().from(users).where(eq(users.username, 'noah.evans.child'));
    expect(account).toMatchObject({ role: 'student', fullName: 'Noah Evans' });

    const childCookie = await signIn(t, 'noah.evans.child', 'noah-secret-1');
    const me = await t.get('/api/user', { cookie: childCookie });
    expect(me.json<{ role: string }>().role).toBe('student');
  });

  it('refuses a taken username, an unknown year group and a missing name, per field', async () => {
    const taken = await t.post(
      '/api/children',
      {
        name: 'Copy Cat',
        grade: 'Year 7',
        subjects: [],
        login: { username: parent.username, password: 'whatever-1' },
      },
      { cookie },
    );
    expect(taken.statusCode).toBe(409);

    const invalid = await t.post('/api/children', { name: '', grade: 'Year 4' }, { cookie });
    expect(invalid.statusCode).toBe(400);
    const { errors } = invalid.json<{ errors: Record<string, string[]> }>();
    expect(errors.name).toEqual(["Please enter your child's name"]);
    expect(errors.grade).toEqual(['Please choose a year group']);
  });

  it('edits a child, and another parent can neither see nor change them', async () => {
    const created = (
      await t.post('/api/children', { name: 'Arjun', grade: 'Year 7', subjects: [] }, { cookie })
    ).json<Child>();

    const res = await put(`/api/children/${created.id}`, {
      name: 'Arjun Shah',
      grade: 'Year 8',
      subjects: ['Science'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Child>()).toMatchObject({ name: 'Arjun Shah', grade: 'Year 8' });

    expect((await t.get('/api/children', { cookie: otherCookie })).json<Child[]>()).toEqual([]);
    const hijack = await put(
      `/api/children/${created.id}`,
      { name: 'Mine now', grade: 'Year 8', subjects: [] },
      otherCookie,
    );
    expect(hijack.statusCode).toBe(404);
    expect((await del(`/api/children/${created.id}`, otherCookie)).statusCode).toBe(404);
    const [row] = await t.db.select().from(students).where(eq(students.id, created.id));
    expect(row?.name).toBe('Arjun Shah');
  });

  it("gives an existing child a sign-in later, then resets the child's password", async () => {
    const created = (
      await t.post(
        '/api/children',
        { name: 'Zara Khan', grade: 'Year 8', subjects: [] },
        { cookie },
      )
    ).json<Child>();
    const withLogin = await put(`/api/children/${created.id}`, {
      name: 'Zara Khan',
      grade: 'Year 8',
      subjects: [],
      login: { username: 'zara.khan.child', password: 'first-pass-1' },
    });
    expect(withLogin.json<Child>().username).toBe('zara.khan.child');
    await signIn(t, 'zara.khan.child', 'first-pass-1');

    await put(`/api/children/${created.id}`, {
      name: 'Zara Khan',
      grade: 'Year 8',
      subjects: [],
      login: { username: 'zara.khan.child', password: 'second-pass-2' },
    });
    await signIn(t, 'zara.khan.child', 'second-pass-2');
  });

  it("ends the child's signed-in sessions when the parent changes the child's password", async () => {
    const created = (
      await t.post(
        '/api/children',
        {
          name: 'Omar Idris',
          grade: 'Year 9',
          subjects: [],
          login: { username: 'omar.idris.child', password: 'copper-lantern-orbit-41' },
        },
        { cookie },
      )
    ).json<Child>();
    const childCookie = await signIn(t, 'omar.idris.child', 'copper-lantern-orbit-41');
    expect((await t.get('/api/user', { cookie: childCookie })).statusCode).toBe(200);

    const changed = await put(`/api/children/${created.id}`, {
      name: 'Omar Idris',
      grade: 'Year 9',
      subjects: [],
      login: { username: 'omar.idris.child', password: 'velvet-harbour-quill-58' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await t.get('/api/user', { cookie: childCookie })).statusCode).toBe(401);
    expect((await t.get('/api/user', { cookie })).statusCode).toBe(200);
  });

  it('keeps a family to 10 children, and makes room when one is removed', async () => {
    const busy = await createUser(t.db, { role: 'parent' });
    const busyCookie = await signInAs(t, busy);
    const kids = [];
    for (let i = 0; i < 10; i++) {
      kids.push(await createStudent(t.db, { parentId: busy.id, grade: 'Year 5' }));
    }
    const child = { name: 'Eleventh Child', grade: 'Year 5', subjects: [] };
    const refused = await t.post('/api/children', child, { cookie: busyCookie });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(
      'A family can have at most 10 children. Remove one to add another.',
    );
    expect((await t.get('/api/children', { cookie: busyCookie })).json<Child[]>()).toHaveLength(10);
    expect((await del(`/api/children/${kids[0]!.id}`, busyCookie)).statusCode).toBe(204);
    expect((await t.post('/api/children', child, { cookie: busyCookie })).statusCode).toBe(201);
  });

  it('removes a child together with the sign-in made for them', async () => {
    const created = (
      await t.post(
        '/api/children',
        {
          name: 'Oliver Carter',
          grade: 'Year 5',
          subjects: [],
          login: { username: 'oliver.carter.child', password: 'oliver-pass-1' },
        },
        { cookie },
      )
    ).json<Child>();
    expect((await del(`/api/children/${created.id}`)).statusCode).toBe(204);
    expect(
      (await t.get('/api/children', { cookie })).json<Child[]>().map((c) => c.id),
    ).not.toContain(created.id);
    const accounts = await t.db
      .select()
      .from(users)
      .where(eq(users.username, 'oliver.carter.child'));
    expect(accounts).toEqual([]);
    expect((await del(`/api/children/${created.id}`)).statusCode).toBe(404);
  });
});

describe('/api/student/year-group', () => {
  it('tells a student their year group, and null until their parent sets it', async () => {
    const child = await createUser(t.db, { role: 'student' });
    const profile = await createStudent(t.db, {
      userId: child.id,
      parentId: parent.id,
      grade: null,
    });
    const childCookie = await signInAs(t, child);
    const read = async () =>
      (await t.get('/api/student/year-group', { cookie: childCookie })).json<{
        yearGroup: string | null;
      }>();
    expect(await read()).toEqual({ yearGroup: null });
    await t.db.update(students).set({ grade: 'Year 8' }).where(eq(students.id, profile.id));
    expect(await read()).toEqual({ yearGroup: 'Year 8' });
    expect((await t.get('/api/student/year-group', { cookie })).statusCode).toBe(403);
  });

  it('answers null to a student account with no profile at all', async () => {
    const loner = await signInAs(t, await createUser(t.db, { role: 'student' }));
    const res = await t.get('/api/student/year-group', { cookie: loner });
    expect(res.json()).toEqual({ yearGroup: null });
  });
});

describe('GET /api/scheduled-sessions/upcoming is bounded (decision 073)', () => {
  it('answers the 20 soonest of a busy family’s sessions', async () => {
    const tutor = await createTutor(t.db);
    const parent = await createUser(t.db, { role: 'parent' });
    // No year group: only the child's own one-to-ones are theirs, whatever else this file creates.
    const child = await createStudent(t.db, { parentId: parent.id, grade: null });
    const created = [];
    for (let day = 25; day >= 1; day--) {
      created.push(
        await createScheduledSession(t.db, {
          studentId: child.id,
          tutorId: tutor.id,
          scheduledFor: inDays(day),
        }),
      );
    }
    const res = await t.get('/api/scheduled-sessions/upcoming', {
      cookie: await signInAs(t, parent),
    });
    const soonest = created.reverse().slice(0, 20);
    expect(res.json<ScheduledSession[]>().map((s) => s.id)).toEqual(soonest.map((s) => s.id));
  });
});
