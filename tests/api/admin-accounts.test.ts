import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityEvents, signInChallenges, type UserRow } from '../../src/server/db/schema.js';
import {
  TEST_PASSWORD,
  createCompany,
  createTutor,
  createUser,
} from '../../src/server/factories/index.js';
import { CANNOT_DISABLE_SELF } from '../../src/server/features/admin/accounts.js';
import { SERVER_MSG } from '../../src/shared/messages.js';
import type { AdminAccount, AdminAccountPage } from '../../src/shared/security/schemas.js';
import { messageOf } from './support/admin.js';
import { expectPagingContract } from './support/paging.js';
import { withQuery } from './support/query.js';
import { createTestApp, signInAs, type TestApp } from './support/app.js';

/* Issue 13 §2: admins disable and enable any account and end its sessions, not only tutors'. */

let t: TestApp;
let admin: string;
let adminUser: UserRow;
beforeAll(async () => {
  t = await createTestApp();
  adminUser = await createUser(t.db, { role: 'admin', fullName: 'Account Keeper' });
  admin = await signInAs(t, adminUser);
});
afterAll(() => t.close());

const ACCOUNTS = '/api/admin/accounts';
const act = (id: number, action: 'disable' | 'enable' | 'end-sessions', cookie = admin) =>
  t.post(`${ACCOUNTS}/${id}/${action}`, undefined, { cookie });

async function list(query: Record<string, string | number>) {
  const res = await t.get(withQuery(ACCOUNTS, query), { cookie: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminAccountPage>();
}

const login = (user: UserRow) =>
  t.post('/api/login', { username: user.username, password: TEST_PASSWORD, role: 'student' });

/** What admins did to the account (its own sign-ins are logged too, by another part). */
const eventsAbout = (userId: number) =>
  t.db
    .select()
    .from(securityEvents)
    .where(and(eq(securityEvents.subjectId, userId), eq(securityEvents.actorId, adminUser.id)))
    .orderBy(securityEvents.id);

describe('GET /api/admin/accounts', () => {
  const tag = randomUUID().slice(0, 8);
  let parent: UserRow;
  beforeAll(async () => {
    const company = await createCompany(t.db, { name: `Acme ${tag}` });
    parent = await createUser(t.db, {
      role: 'parent',
      username: `findme_${tag}`,
      fullName: `Pat Parent ${tag}`,
      companyId: company.id,
    });
    await createUser(t.db, { role: 'student', username: `kid_${tag}`, fullName: `Kid ${tag}` });
    await createTutor(t.db, { username: `teach_${tag}`, email: `teach.${tag}@example.com` });
    await createUser(t.db, {
      role: 'parent',
      username: `gone_${tag}`,
      deactivatedAt: new Date(),
      mfaEnabledAt: new Date(),
    });
  });

  it('finds accounts of every role by name, username or email, newest first', async () => {
    const found = await list({ q: tag });
    expect(found.items.map((a) => a.username)).toEqual([
      `gone_${tag}`,
      `teach_${tag}`,
      `kid_${tag}`,
      `findme_${tag}`,
    ]);
    expect(found.items[3]).toEqual<AdminAccount>({
      id: parent.id,
      fullName: `Pat Parent ${tag}`,
      username: `findme_${tag}`,
      email: parent.email,
      role: 'parent',
      companyName: `Acme ${tag}`,
      isActive: true,
      mfaEnabled: false,
      sessions: 0,
      createdAt: parent.createdAt.toISOString(),
    });
    expect(found.items[0]).toMatchObject({ isActive: false, mfaEnabled: true });
    expect((await list({ q: `PAT PARENT ${tag}` })).items).toHaveLength(1);
    expect((await list({ q: parent.email })).items).toHaveLength(1);
    // Wildcards are text, not patterns.
    expect((await list({ q: `%${tag}` })).items).toHaveLength(0);
  });

  it('filters by role and status', async () => {
    const names = async (query: Record<string, string>) =>
      (await list({ q: tag, ...query })).items.map((a) => a.username);
    expect(await names({ role: 'tutor' })).toEqual([`teach_${tag}`]);
    expect(await names({ role: 'parent', status: 'active' })).toEqual([`findme_${tag}`]);
    expect(await names({ status: 'disabled' })).toEqual([`gone_${tag}`]);
  });

  it('pages with a cursor', async () => {
    const first = await list({ q: tag, pageSize: 3 });
    expect(first.items).toHaveLength(3);
    expect(first.nextCursor).not.toBeNull();
    const second = await list({ q: tag, pageSize: 3, cursor: first.nextCursor! });
    expect(second.items.map((a) => a.username)).toEqual([`findme_${tag}`]);
    expect(second.nextCursor).toBeNull();
  });

  it('keeps the paging contract while accounts are added', async () => {
    const paged = `pg${randomUUID().slice(0, 6)}`;
    let made = 0;
    await expectPagingContract(t, {
      url: withQuery(ACCOUNTS, { q: paged }),
      cookie: admin,
      insert: async (count) => {
        const users = [];
        for (let i = 0; i < count; i++)
          users.push(await createUser(t.db, { username: `${paged}_${(made += 1)}` }));
        return users.map((user) => user.id);
      },
    });
  });

  it('bounds every answer and refuses what it cannot read', async () => {
    for (const query of ['pageSize=101', 'cursor=-1', 'cursor=9999999999', 'role=owner']) {
      const res = await t.get(`${ACCOUNTS}?${query}`, { cookie: admin });
      expect(res.statusCode, query).toBe(400);
    }
    expect((await list({})).items.length).toBeLessThanOrEqual(50);
  });
});

describe('disable, enable and end sessions', () => {
  it('disabling a parent ends their session and stops their sign-in, and is logged', async () => {
    const parent = await createUser(t.db, { role: 'parent' });
    const cookie = await signInAs(t, parent);
    await t.db.insert(signInChallenges).values({
      idHash: `challenge-${parent.id}`,
      userId: parent.id,
      expiresAt: new Date(Date.now() + 300_000),
    });
    expect((await list({ q: parent.username })).items[0]?.sessions).toBe(1);

    const res = await act(parent.id, 'disable');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminAccount>()).toMatchObject({ isActive: false, sessions: 0 });
    expect((await t.get('/api/user', { cookie })).statusCode).toBe(401);
    const refused = await login(parent);
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe(SERVER_MSG.accountDeactivated);
    expect(
      await t.db.select().from(signInChallenges).where(eq(signInChallenges.userId, parent.id)),
    ).toEqual([]);
    expect(await eventsAbout(parent.id)).toMatchObject([
      {
        type: 'account_disabled',
        outcome: 'success',
        actorId: adminUser.id,
        subjectId: parent.id,
        ip: '127.0.0.1',
        path: '/api/admin/accounts/:id/disable',
        detail: { sessions: 1 },
      },
    ]);

    // Once more changes nothing and logs nothing.
    expect((await act(parent.id, 'disable')).statusCode).toBe(200);
    expect(await eventsAbout(parent.id)).toHaveLength(1);
  });

  it('enabling restores sign-in, and is logged', async () => {
    const student = await createUser(t.db, { role: 'student', deactivatedAt: new Date() });
    expect((await login(student)).statusCode).toBe(403);
    const res = await act(student.id, 'enable');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminAccount>().isActive).toBe(true);
    expect((await login(student)).statusCode).toBe(200);
    expect(await eventsAbout(student.id)).toMatchObject([
      { type: 'account_enabled', actorId: adminUser.id },
    ]);
  });

  it('ending sessions signs the account out everywhere but lets it sign in again', async () => {
    const parent = await createUser(t.db, { role: 'parent' });
    const phone = await signInAs(t, parent);
    const laptop = await signInAs(t, parent);
    const res = await act(parent.id, 'end-sessions');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminAccount>()).toMatchObject({ isActive: true, sessions: 0 });
    for (const cookie of [phone, laptop]) {
      expect((await t.get('/api/user', { cookie })).statusCode).toBe(401);
    }
    expect((await login(parent)).statusCode).toBe(200);
    expect(await eventsAbout(parent.id)).toMatchObject([
      { type: 'sessions_ended', actorId: adminUser.id, detail: { sessions: 2 } },
    ]);
  });

  it('an admin cannot disable themselves, but can disable another admin', async () => {
    const res = await act(adminUser.id, 'disable');
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(CANNOT_DISABLE_SELF);
    expect((await t.get('/api/user', { cookie: admin })).statusCode).toBe(200);

    const other = await createUser(t.db, { role: 'admin' });
    expect((await act(other.id, 'disable')).statusCode).toBe(200);
  });

  it('answers 404 for an unknown account', async () => {
    for (const action of ['disable', 'enable', 'end-sessions'] as const) {
      expect((await act(2_000_000_000, action)).statusCode).toBe(404);
    }
  });

  it('the tutor screens disable and enable through the same controls', async () => {
    const tutor = await createTutor(t.db);
    const cookie = await signInAs(t, tutor);
    const off = await t.post(`/api/admin/tutors/${tutor.id}/deactivate`, undefined, {
      cookie: admin,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await t.get('/api/user', { cookie })).statusCode).toBe(401);
    expect(
      (await t.post(`/api/admin/tutors/${tutor.id}/reactivate`, undefined, { cookie: admin }))
        .statusCode,
    ).toBe(200);
    expect((await eventsAbout(tutor.id)).map((e) => e.type)).toEqual([
      'account_disabled',
      'account_enabled',
    ]);
  });
});
