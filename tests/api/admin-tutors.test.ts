import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, tutorProfiles } from '../../src/server/db/schema.js';
import {
  TEST_PASSWORD,
  createScheduledSession,
  createTutor,
  createUser,
} from '../../src/server/factories/index.js';
import type { AdminScheduledSession, Tutor, TutorOption } from '../../src/shared/admin/schemas.js';
import { SERVER_MSG } from '../../src/shared/messages.js';
import { expectFieldErrors, put, signInEveryRole } from './support/admin.js';
import { expectPagingContract, type CursorPage } from './support/paging.js';
import { withQuery } from './support/query.js';
import { createTestApp, lastEmailTo, signIn, signInAs, type TestApp } from './support/app.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInEveryRole(t)).admin;
});
afterAll(() => t.close());

const TUTORS = '/api/admin/tutors';
let n = 0;
const tutorForm = (overrides: Record<string, unknown> = {}) => {
  n += 1;
  return {
    username: `new_tutor_${n}`,
    email: `new.tutor.${n}@example.com`,
    fullName: `New Tutor ${n}`,
    subjects: ['Mathematics', 'Physics'],
    qualifications: 'QTS, PGCE',
    bio: 'Ten years teaching GCSE maths and physics.',
    yearsExperience: '6-10',
    sendInvite: true,
    ...overrides,
  };
};

describe('POST /api/admin/tutors', () => {
  it('creates a tutor with their profile and invites them to set their own password', async () => {
    const form = tutorForm();
    const res = await t.post(TUTORS, form, { cookie: admin });
    expect(res.statusCode, res.body).toBe(201);
    const tutor = res.json<Tutor>();
    expect(tutor).toMatchObject({
      username: form.username,
      email: form.email,
      fullName: form.fullName,
      role: 'tutor',
      isActive: true,
      isActivated: false,
      subjects: ['Mathematics', 'Physics'],
      yearsExperience: '6-10',
    });

    const email = await lastEmailTo(t.db, form.email);
    expect(email?.subject).toMatch(/invited/i);
    const link = /http:\/\/localhost:3000\/reset-password\?token=([A-Za-z0-9_-]+)&invite=1/.exec(
      email!.textBody,
    );
    expect(link, email!.textBody).not.toBeNull();
    expect(email!.textBody).toContain(form.username);
    expect(email!.textBody).not.toMatch(/password:/i);

    // The link sets the tutor's first password, which then signs them in.
    const chosen = 'my-own-tutor-password';
    const confirm = await t.post('/api/reset-password/confirm', {
      token: link![1],
      password: chosen,
      confirmPassword: chosen,
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    await signIn(t, form.username, chosen, 'tutor');
  });

  it('with the invitation off, needs a password typed by the admin and sends no email', async () => {
    const form = tutorForm({ sendInvite: false });
    const missing = await t.post(TUTORS, form, { cookie: admin });
    expectFieldErrors(missing, { password: 'Password must be at least 8 characters' });

    const created = await t.post(
      TUTORS,
      { ...form, password: 'amber-violin-harbour' },
      { cookie: admin },
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(await lastEmailTo(t.db, form.email)).toBeUndefined();
    await signIn(t, form.username, 'amber-violin-harbour', 'tutor');
  });

  it('answers every rule of the tutor form with its message', async () => {
    const res = await t.post(
      TUTORS,
      {
        username: 'ab',
        password: '123',
        email: 'not-an-email',
        fullName: 'A',
        subjects: [],
        qualifications: 'x',
        bio: 'Too short',
        sendInvite: false,
      },
      { cookie: admin },
    );
    expectFieldErrors(res, {
      username: 'Username must be at least 3 characters',
      password: 'Password must be at least 8 characters',
      email: 'Please enter a valid email address',
      fullName: 'Full name is required',
      subjects: 'Please select at least one subject',
      qualifications: 'Please enter tutor qualifications',
      bio: 'Please provide a brief tutor biography',
      yearsExperience: 'Years of experience is required',
    });
  });

  it('refuses a username or email already in use, ignoring case', async () => {
    const existing = await createUser(t.db, { username: 'taken_name', email: 'taken@example.com' });
    const byName = await t.post(TUTORS, tutorForm({ username: 'TAKEN_name' }), { cookie: admin });
    expect(byName.statusCode).toBe(409);
    expect(byName.json()).toMatchObject({ message: SERVER_MSG.usernameTaken });
    const byEmail = await t.post(TUTORS, tutorForm({ email: existing.email.toUpperCase() }), {
      cookie: admin,
    });
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json()).toMatchObject({ message: SERVER_MSG.emailTaken });
  });

  it('answers one 201 and one 409 when two admins create the same username at once', async () => {
    const form = tutorForm();
    const both = await Promise.all([
      t.post(TUTORS, form, { cookie: admin }),
      t.post(TUTORS, { ...form, email: 'second.of.two@example.com' }, { cookie: admin }),
    ]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const refused = both.find((res) => res.statusCode === 409)!;
    expect(refused.json()).toMatchObject({ message: SERVER_MSG.usernameTaken });
  });

  it('never takes the role from the payload', async () => {
    const res = await t.post(TUTORS, { ...tutorForm(), role: 'admin' }, { cookie: admin });
    expect(res.json<Tutor>().role).toBe('tutor');
  });
});

describe('GET /api/admin/tutors', () => {
  it('lists tutors only, newest first', async () => {
    const older = await createTutor(t.db, {
      fullName: 'Older Tutor',
      createdAt: new Date(Date.now() - 86_400_000),
    });
    const newer = await createTutor(t.db, { fullName: 'Newer Tutor' });
    const res = await t.get(`${TUTORS}?pageSize=100`, { cookie: admin });
    const page = res.json<CursorPage<Tutor>>();
    const ids = page.items.map((tutor) => tutor.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(page.items.every((tutor) => tutor.role === 'tutor')).toBe(true);
  });

  it('keeps the paging contract while tutors are added, and lists no other role', async () => {
    await expectPagingContract(t, {
      url: TUTORS,
      cookie: admin,
      insert: async (count) => {
        const made = [];
        for (let i = 0; i < count; i++) {
          made.push(await createTutor(t.db));
          await createUser(t.db, { role: 'parent' });
        }
        return made.map((tutor) => tutor.id);
      },
    });
  });

  it('GET /api/admin/tutors/:id shows one tutor with their profile', async () => {
    const tutor = await createTutor(t.db, { fullName: 'Profile Tutor' }, { subjects: ['English'] });
    const res = await t.get(`${TUTORS}/${tutor.id}`, { cookie: admin });
    expect(res.json<Tutor>()).toMatchObject({ fullName: 'Profile Tutor', subjects: ['English'] });
  });
});

describe('PUT /api/admin/tutors/:id', () => {
  it('edits the account and the profile', async () => {
    const tutor = await createTutor(t.db);
    const form = tutorForm({ fullName: 'Renamed Tutor', subjects: ['History'] });
    const { sendInvite: _s, ...update } = form;
    const res = await put(t, `${TUTORS}/${tutor.id}`, update, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Tutor>()).toMatchObject({
      fullName: 'Renamed Tutor',
      username: form.username,
      subjects: ['History'],
    });
    const [profile] = await t.db
      .select()
      .from(tutorProfiles)
      .where(eq(tutorProfiles.userId, tutor.id));
    expect(profile!.bio).toBe(form.bio);
  });

  it('lets a tutor keep their own username and email, but not take another account’s', async () => {
    const tutor = await createTutor(t.db);
    const other = await createTutor(t.db);
    const same = await put(
      t,
      `${TUTORS}/${tutor.id}`,
      { ...tutorForm(), username: tutor.username, email: tutor.email },
      admin,
    );
    expect(same.statusCode, same.body).toBe(200);
    const clash = await put(
      t,
      `${TUTORS}/${tutor.id}`,
      { ...tutorForm(), username: other.username },
      admin,
    );
    expect(clash.statusCode).toBe(409);
  });

  it('answers 409 when the other account’s email is found after the tutor’s own username', async () => {
    const tutor = await createTutor(t.db);
    const other = await createTutor(t.db);
    const res = await put(
      t,
      `${TUTORS}/${tutor.id}`,
      { ...tutorForm(), username: tutor.username, email: other.email },
      admin,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: SERVER_MSG.emailTaken });
  });

  it('validates with the tutor form rules', async () => {
    const tutor = await createTutor(t.db);
    const res = await put(t, `${TUTORS}/${tutor.id}`, { ...tutorForm(), subjects: [] }, admin);
    expectFieldErrors(res, { subjects: 'Please select at least one subject' });
  });
});

describe('deactivating a tutor', () => {
  it('ends their sign-in sessions, refuses new sign-ins, and keeps their sessions for reassignment', async () => {
    const tutor = await createTutor(t.db, { fullName: 'Leaving Tutor' });
    const tutorCookie = await signInAs(t, tutor);
    const session = await createScheduledSession(t.db, { tutorId: tutor.id });
    expect((await t.get('/api/user', { cookie: tutorCookie })).statusCode).toBe(200);

    const res = await t.post(`${TUTORS}/${tutor.id}/deactivate`, undefined, { cookie: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Tutor>().isActive).toBe(false);

    expect((await t.get('/api/user', { cookie: tutorCookie })).statusCode).toBe(401);
    const login = await t.post('/api/login', {
      username: tutor.username,
      password: TEST_PASSWORD,
      role: 'tutor',
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ message: SERVER_MSG.accountDeactivated });

    const options = await t.get(withQuery('/api/admin/users/tutors', { q: tutor.fullName }), {
      cookie: admin,
    });
    expect(options.json<TutorOption[]>().map((o) => o.id)).not.toContain(tutor.id);

    const kept = await t.get(`/api/admin/scheduled-sessions/${session.id}`, { cookie: admin });
    expect(kept.json<AdminScheduledSession>()).toMatchObject({
      tutorId: tutor.id,
      tutorName: 'Leaving Tutor',
      tutorActive: false,
    });
  });

  it('reactivating lets them sign in again and returns them to the pickers', async () => {
    const tutor = await createTutor(t.db, { deactivatedAt: new Date() });
    const res = await t.post(`${TUTORS}/${tutor.id}/reactivate`, undefined, { cookie: admin });
    expect(res.json<Tutor>().isActive).toBe(true);
    await signInAs(t, tutor);
    const options = await t.get(withQuery('/api/admin/users/tutors', { q: tutor.fullName }), {
      cookie: admin,
    });
    expect(options.json<TutorOption[]>().map((o) => o.id)).toContain(tutor.id);
  });
});

describe('GET /api/admin/users/tutors', () => {
  it('lists active tutors by name, with id and name only', async () => {
    await createTutor(t.db, { fullName: 'Aaron Alphabetical' });
    await createUser(t.db, { role: 'parent', fullName: 'Aaron Parent' });
    const res = await t.get('/api/admin/users/tutors', { cookie: admin });
    const options = res.json<TutorOption[]>();
    const names = options.map((o) => o.fullName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toContain('Aaron Alphabetical');
    expect(names).not.toContain('Aaron Parent');
    expect(Object.keys(options[0]!).sort()).toEqual(['fullName', 'id']);
  });

  it('answers at most 50, and q finds any tutor by part of the name', async () => {
    for (let i = 0; i < 51; i++) await createTutor(t.db, { fullName: `Aardvark Many ${i}` });
    const wanted = await createTutor(t.db, { fullName: 'Zebedee Last-Of-All' });
    const first = (await t.get('/api/admin/users/tutors', { cookie: admin })).json<TutorOption[]>();
    expect(first).toHaveLength(50);
    expect(first.map((o) => o.id)).not.toContain(wanted.id);

    const found = await t.get(withQuery('/api/admin/users/tutors', { q: 'last-of' }), {
      cookie: admin,
    });
    expect(found.json<TutorOption[]>()).toEqual([{ id: wanted.id, fullName: wanted.fullName }]);
    // LIKE's own wildcards are taken literally.
    const literal = await t.get(withQuery('/api/admin/users/tutors', { q: '%' }), {
      cookie: admin,
    });
    expect(literal.json<TutorOption[]>()).toEqual([]);
    const tooLong = await t.get(withQuery('/api/admin/users/tutors', { q: 'x'.repeat(101) }), {
      cookie: admin,
    });
    expect(tooLong.statusCode).toBe(400);
  });
});

describe('no password travels by email', () => {
  it('the outbox holds no email with a password in it', async () => {
    const rows = await t.db.select().from(emailOutbox);
    for (const row of rows) expect(row.textBody).not.toMatch(/password(?: is)?:\s*\S+/i);
  });
});
