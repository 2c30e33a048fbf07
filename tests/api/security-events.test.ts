import { randomUUID } from 'node:crypto';
import { eq, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityEvents, users, type UserRow } from '../../src/server/db/schema.js';
import {
  TEST_PASSWORD,
  createCompany,
  createRegistrationCode,
  createUser,
} from '../../src/server/factories/index.js';
import type { SecurityEventPage, SecurityEventView } from '../../src/shared/security/schemas.js';
import { postCredentials } from './support/onboarding.js';
import { resetLinkToken } from './support/reset-link.js';
import { withQuery } from './support/query.js';
import { createTestApp, rowsOf, signInAs, type TestApp } from './support/app.js';
import { registerThroughEmail } from './support/registration.js';

/* Issue 13 §2: the security event log records who did what, when and from where, never a secret. */

let t: TestApp;
let admin: string;
let adminUser: UserRow;
beforeAll(async () => {
  t = await createTestApp();
  adminUser = await createUser(t.db, { role: 'admin', fullName: 'Log Reader' });
  admin = await signInAs(t, adminUser);
});
afterAll(() => t.close());

const EVENTS = '/api/admin/security-events';
const BROWSER = 'Mozilla/5.0 (security-events test)';
const fromBrowser = { 'user-agent': BROWSER };

/** Every event naming the account, as actor or subject, oldest first. */
const eventsOf = (userId: number) =>
  t.db
    .select()
    .from(securityEvents)
    .where(or(eq(securityEvents.actorId, userId), eq(securityEvents.subjectId, userId)))
    .orderBy(securityEvents.id);

/** No stored event, in any column, holds one of these texts. */
async function expectNotLogged(...secrets: string[]) {
  const rows = await rowsOf<{ text: string }>(
    t.db,
    sql`select row_to_json(e)::text as text from security_events e`,
  );
  const all = rows.map((row) => row.text).join('\n');
  for (const secret of secrets) expect(all).not.toContain(secret);
}

async function listEvents(query: Record<string, string | number>) {
  const res = await t.get(withQuery(EVENTS, query), { cookie: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SecurityEventPage>();
}

describe('what is recorded', () => {
  it('a password change, with who, from where and no password', async () => {
    const user = await createUser(t.db, { username: `pw_${randomUUID().slice(0, 8)}` });
    const cookie = await signInAs(t, user);
    const chosen = 'a-brand-new-secret-phrase';
    const res = await t.post(
      '/api/account/password',
      { currentPassword: TEST_PASSWORD, password: chosen, confirmPassword: chosen },
      { cookie, headers: fromBrowser },
    );
    expect(res.statusCode, res.body).toBe(200);
    const [event] = (await eventsOf(user.id)).filter((e) => e.type === 'password_changed');
    expect(event).toMatchObject({
      outcome: 'success',
      actorId: user.id,
      ip: '127.0.0.1',
      userAgent: BROWSER,
      method: 'POST',
      path: '/api/account/password',
    });
    await expectNotLogged(chosen, TEST_PASSWORD);
  });

  it('an email change, without the password that confirmed it', async () => {
    const user = await createUser(t.db);
    const cookie = await signInAs(t, user);
    const res = await t.patch(
      '/api/account/profile',
      {
        fullName: user.fullName,
        email: `moved.${user.id}@example.com`,
        currentPassword: TEST_PASSWORD,
      },
      { cookie },
    );
    expect(res.statusCode, res.body).toBe(200);
    const types = (await eventsOf(user.id)).map((e) => e.type);
    expect(types).toContain('email_changed');
    await expectNotLogged(TEST_PASSWORD);
  });

  it('a name change alone records nothing', async () => {
    const user = await createUser(t.db);
    const cookie = await signInAs(t, user);
    const res = await t.patch(
      '/api/account/profile',
      { fullName: 'Another Name', email: user.email },
      { cookie },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await eventsOf(user.id)).map((e) => e.type)).not.toContain('email_changed');
  });

  it('a password reset through an emailed link, for the account, with no token', async () => {
    const user = await createUser(t.db);
    const token = await resetLinkToken(t, user);
    const chosen = 'reset-to-this-phrase';
    const res = await t.post('/api/reset-password/confirm', {
      token,
      password: chosen,
      confirmPassword: chosen,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [event] = (await eventsOf(user.id)).filter((e) => e.type === 'password_reset');
    expect(event).toMatchObject({ outcome: 'success', actorId: null, subjectId: user.id });
    await expectNotLogged(chosen, token);
  });

  it('a sign-out, by whoever was signed in; a signed-out call records nothing', async () => {
    const user = await createUser(t.db);
    const cookie = await signInAs(t, user);
    expect((await t.post('/api/logout', undefined, { cookie })).statusCode).toBe(200);
    const signOuts = (await eventsOf(user.id)).filter((e) => e.type === 'sign_out');
    expect(signOuts).toMatchObject([{ actorId: user.id, outcome: 'success' }]);
    // The cookie names no session any more: a second sign-out is nobody's.
    expect((await t.post('/api/logout', undefined, { cookie })).statusCode).toBe(200);
    expect((await eventsOf(user.id)).filter((e) => e.type === 'sign_out')).toHaveLength(1);
  });

  it('a sign-up with a registration code, by nobody, for the new account', async () => {
    const company = await createCompany(t.db);
    const code = await createRegistrationCode(t.db, { companyId: company.id });
    const username = `signup_${randomUUID().slice(0, 8)}`;
    const res = await registerThroughEmail(t, {
      code: code.code,
      fullName: 'New Parent',
      username,
      email: `${username}@example.com`,
      password: 'a-long-family-passphrase',
      confirmPassword: 'a-long-family-passphrase',
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ id: number }>().id;
    const [event] = (await eventsOf(id)).filter((e) => e.type === 'account_created');
    expect(event).toMatchObject({ actorId: null, subjectId: id, detail: { role: 'parent' } });
  });

  it('an admin adding a tutor, by that admin', async () => {
    const username = `tutor_${randomUUID().slice(0, 8)}`;
    const res = await t.post(
      '/api/admin/tutors',
      {
        username,
        email: `${username}@example.com`,
        fullName: 'Logged Tutor',
        subjects: ['Mathematics'],
        qualifications: 'PGCE',
        bio: 'Teaches maths.',
        yearsExperience: '6-10',
        sendInvite: true,
      },
      { cookie: admin },
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ id: number }>().id;
    const [event] = (await eventsOf(id)).filter((e) => e.type === 'account_created');
    expect(event).toMatchObject({ actorId: adminUser.id, subjectId: id });
  });

  it('a bulk generation as one event with the count, by the admin who asked', async () => {
    const company = await createCompany(t.db);
    const res = await postCredentials(
      t,
      '/api/admin/generate-bulk-accounts',
      { companyId: company.id, count: 3, jobId: randomUUID() },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const passwords = res
      .json<{ credentials: { password: string }[] }>()
      .credentials.map((c) => c.password);
    const created = (await eventsOf(adminUser.id)).filter(
      (e) => e.type === 'account_created' && e.detail?.companyId === company.id,
    );
    expect(created).toMatchObject([
      { actorId: adminUser.id, detail: { count: 3, role: 'student', via: 'bulk-generate' } },
    ]);
    await expectNotLogged(...passwords);
  });

  it("a parent's making, re-passwording and removing a child's sign-in", async () => {
    const parent = await createUser(t.db, { role: 'parent' });
    const cookie = await signInAs(t, parent);
    const username = `child_${randomUUID().slice(0, 8)}`;
    const first = 'first-child-passphrase';
    const child = { name: 'Logged Child', grade: 'Year 11 (GCSE)', subjects: ['Physics'] };
    const added = await t.post(
      '/api/children',
      { ...child, login: { username, password: first } },
      { cookie },
    );
    expect(added.statusCode, added.body).toBe(201);
    const { id } = added.json<{ id: number }>();
    const second = 'second-child-passphrase';
    const changed = await t.request({
      method: 'PUT',
      url: `/api/children/${id}`,
      payload: { ...child, login: { username, password: second } },
      cookie,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [account] = await t.db.select().from(users).where(eq(users.username, username));
    expect(
      (await t.request({ method: 'DELETE', url: `/api/children/${id}`, cookie })).statusCode,
    ).toBe(204);

    const events = (await eventsOf(parent.id)).filter((e) => e.type !== 'sign_in');
    expect(events).toMatchObject([
      { type: 'account_created', actorId: parent.id, subjectId: null, detail: { via: 'parent' } },
      { type: 'password_changed', actorId: parent.id, subjectId: null, detail: { by: 'parent' } },
      {
        type: 'account_deleted',
        actorId: parent.id,
        username,
        detail: { userId: account!.id, by: 'parent' },
      },
    ]);
    await expectNotLogged(first, second);
  });

  it('a 403 of a signed-in user, from a role guard or an ownership check; never a 401', async () => {
    const parent = await createUser(t.db, { role: 'parent' });
    const stranger = await createUser(t.db, { role: 'parent' });
    const cookie = await signInAs(t, parent);
    expect((await t.get(EVENTS, { cookie })).statusCode).toBe(403);
    expect(
      (await t.get(`/api/scheduled-sessions/student/${stranger.id}`, { cookie })).statusCode,
    ).toBe(403);
    const refused = (await eventsOf(parent.id)).filter((e) => e.type === 'access_refused');
    expect(refused).toMatchObject([
      { outcome: 'refused', actorId: parent.id, method: 'GET', path: '/api/admin/security-events' },
      {
        outcome: 'refused',
        actorId: parent.id,
        path: '/api/scheduled-sessions/student/:userId',
        detail: { userId: String(stranger.id) },
      },
    ]);

    const before = await rowsOf<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from security_events where type = 'access_refused'`,
    );
    expect((await t.get(EVENTS)).statusCode).toBe(401);
    const after = await rowsOf<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from security_events where type = 'access_refused'`,
    );
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});

describe('GET /api/admin/security-events', () => {
  // Their own rows, at fixed times, so the filters and pages are exact.
  let alice: UserRow;
  let bob: UserRow;
  const tag = randomUUID().slice(0, 8);
  const at = (iso: string) => new Date(iso);
  beforeAll(async () => {
    alice = await createUser(t.db, { username: `alice_${tag}`, fullName: 'Alice Logged' });
    bob = await createUser(t.db, { username: `bob_${tag}`, fullName: 'Bob Logged' });
    const same = at('2026-03-10T12:00:00.123456Z');
    await t.db.insert(securityEvents).values([
      {
        type: 'sign_in',
        outcome: 'failure',
        username: `alice_${tag}`,
        occurredAt: at('2026-03-01T09:00:00Z'),
        ip: '192.0.2.10',
      },
      {
        type: 'sign_in',
        outcome: 'success',
        actorId: alice.id,
        occurredAt: at('2026-03-01T09:01:00Z'),
        ip: '192.0.2.10',
      },
      {
        type: 'account_disabled',
        outcome: 'success',
        actorId: bob.id,
        subjectId: alice.id,
        occurredAt: same,
        ip: '192.0.2.11',
        detail: { sessions: 2 },
      },
      {
        type: 'sessions_ended',
        outcome: 'success',
        actorId: bob.id,
        subjectId: alice.id,
        occurredAt: same,
        ip: '192.0.2.11',
      },
      {
        type: 'access_refused',
        outcome: 'refused',
        actorId: alice.id,
        occurredAt: at('2026-03-31T23:30:00Z'),
        path: '/api/admin/accounts',
      },
    ]);
  });

  it('shows each event with actor and subject names, newest first', async () => {
    const page = await listEvents({ user: `_${tag}` });
    expect(page.nextCursor).toBeNull();
    expect(page.items.map((e) => e.type)).toEqual([
      'access_refused',
      'sessions_ended',
      'account_disabled',
      'sign_in',
      'sign_in',
    ]);
    const disabled = page.items[2]!;
    expect(disabled).toMatchObject<Partial<SecurityEventView>>({
      outcome: 'success',
      actor: { id: bob.id, username: bob.username, fullName: 'Bob Logged' },
      subject: { id: alice.id, username: alice.username, fullName: 'Alice Logged' },
      ip: '192.0.2.11',
      detail: { sessions: 2 },
      occurredAt: '2026-03-10T12:00:00.123Z',
    });
    expect(page.items[4]).toMatchObject({ actor: null, username: `alice_${tag}` });
  });

  it('filters by type, outcome, account id or name, and UK days', async () => {
    const types = (p: SecurityEventPage) => p.items.map((e) => `${e.type}/${e.outcome}`);
    expect(types(await listEvents({ user: `_${tag}`, type: 'sign_in' }))).toEqual([
      'sign_in/success',
      'sign_in/failure',
    ]);
    expect(types(await listEvents({ user: `_${tag}`, outcome: 'refused' }))).toEqual([
      'access_refused/refused',
    ]);
    // Bob only acted; his id finds what he did, not names that happen to hold its digits.
    await t.db.insert(securityEvents).values({
      type: 'sign_in',
      outcome: 'failure',
      username: `guess${bob.id}0`,
      occurredAt: at('2026-03-02T09:00:00Z'),
    });
    expect(types(await listEvents({ user: String(bob.id) }))).toEqual([
      'sessions_ended/success',
      'account_disabled/success',
    ]);
    expect((await listEvents({ user: `BOB_${tag}` })).items).toHaveLength(2);
    // 23:30 UTC on 31 March is 00:30 on 1 April in UK summer time.
    expect(types(await listEvents({ user: `_${tag}`, from: '2026-04-01' }))).toEqual([
      'access_refused/refused',
    ]);
    expect(
      types(await listEvents({ user: `_${tag}`, from: '2026-03-10', to: '2026-03-31' })),
    ).toEqual(['sessions_ended/success', 'account_disabled/success']);
  });

  it('pages with a cursor, also between events of the same microsecond', async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: SecurityEventPage = await listEvents({
        user: `_${tag}`,
        pageSize: 2,
        ...(cursor ? { cursor } : {}),
      });
      seen.push(...page.items.map((e) => e.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    const all = (await listEvents({ user: `_${tag}` })).items.map((e) => e.id);
    expect(seen).toEqual(all);
  });

  it('bounds every answer and refuses what it cannot read', async () => {
    for (const query of [
      'pageSize=101',
      'pageSize=0',
      'cursor=yesterday',
      'cursor=1.9999999999',
      'cursor=99999999999999999.1',
      'from=2026-02-30',
      'from=0000-01-01',
      'to=10000-01-01',
      'type=everything',
      `user=${'x'.repeat(101)}`,
    ]) {
      const res = await t.get(`${EVENTS}?${query}`, { cookie: admin });
      expect(res.statusCode, query).toBe(400);
    }
    const page = await listEvents({});
    expect(page.items.length).toBeLessThanOrEqual(50);
  });
});
