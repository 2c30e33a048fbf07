import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authSessions,
  mfaRecoveryCodes,
  securityEvents,
  signInChallenges,
  users,
  type UserRow,
} from '../../src/server/db/schema.js';
import {
  createCompany,
  createRegistrationCode,
  createUser,
  TEST_PASSWORD,
} from '../../src/server/factories/index.js';
import { HOUSEKEEPING_TASKS } from '../../src/server/features/housekeeping/tasks.js';
import { CHALLENGE_COOKIE } from '../../src/server/features/mfa/challenges.js';
import { MFA_MSG, type AccountSetup, type Enrolment } from '../../src/shared/auth/mfa.js';
import { loginRoleFor, normaliseRole } from '../../src/shared/policies/landing.js';
import type { Role } from '../../src/shared/constants.js';
import {
  createTestApp,
  lastEmailTo,
  sessionCookie,
  signInAs,
  type Response,
  type TestApp,
} from './support/app.js';
import { registerThroughEmail } from './support/registration.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { MFA_REQUIRED_ROLES: 'admin,tutor' } });
});
afterAll(() => t.close());

/** A code for the step `offset` steps from now; one either side is accepted. */
const codeFor = (secret: string, offset = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });

const challengeCookie = (response: Response) => {
  const cookie = response.cookies.find((c) => c.name === CHALLENGE_COOKIE && c.value);
  if (!cookie) throw new Error(`No challenge cookie (${response.statusCode} ${response.body})`);
  return `${cookie.name}=${cookie.value}`;
};

const passwordStep = (user: UserRow, password = TEST_PASSWORD) =>
  t.post('/api/login', {
    username: user.username,
    password,
    role: loginRoleFor(normaliseRole(user.role)),
  });

const eventsOf = (userId: number, type: string) =>
  t.db
    .select()
    .from(securityEvents)
    .where(and(eq(securityEvents.type, type), eq(securityEvents.subjectId, userId)));
const ownEvents = (userId: number, type: string) =>
  t.db
    .select()
    .from(securityEvents)
    .where(and(eq(securityEvents.type, type), eq(securityEvents.actorId, userId)));

/** Turns the second factor on in account settings; returns the secret and the recovery codes. */
async function enrolInSettings(user: UserRow) {
  const session = await signInAs(t, user);
  const setup = await t.post('/api/account/second-factor/setup', undefined, { cookie: session });
  expect(setup.statusCode, setup.body).toBe(200);
  const { setupKey: secret, sealedSetup, otpauthUri } = setup.json<AccountSetup>();
  expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/ClassPerk:/);
  const enabled = await t.post(
    '/api/account/second-factor',
    { sealedSetup, code: await codeFor(secret), currentPassword: TEST_PASSWORD },
    { cookie: session },
  );
  expect(enabled.statusCode, enabled.body).toBe(200);
  const { recoveryCodes } = enabled.json<{ recoveryCodes: string[] }>();
  return { secret, recoveryCodes, session };
}

describe('turning the second factor on in account settings', () => {
  it('needs the current password and a right code, then gives ten recovery codes', async () => {
    const user = await createUser(t.db);
    const session = await signInAs(t, user);
    const setup = (
      await t.post('/api/account/second-factor/setup', undefined, { cookie: session })
    ).json<AccountSetup>();
    const wrongPassword = await t.post(
      '/api/account/second-factor',
      {
        sealedSetup: setup.sealedSetup,
        code: await codeFor(setup.setupKey),
        currentPassword: 'nope',
      },
      { cookie: session },
    );
    expect(wrongPassword.statusCode).toBe(400);
    const wrongCode = await t.post(
      '/api/account/second-factor',
      { sealedSetup: setup.sealedSetup, code: '000000', currentPassword: TEST_PASSWORD },
      { cookie: session },
    );
    expect(wrongCode.statusCode).toBe(400);
    const [before] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(before!.mfaEnabledAt).toBeNull();

    const { recoveryCodes } = await enrolInSettings(user);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const [after] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(after!.mfaEnabledAt).not.toBeNull();
    expect(after!.mfaSecret).not.toContain(setup.setupKey);
    const stored = await t.db
      .select()
      .from(mfaRecoveryCodes)
      .where(eq(mfaRecoveryCodes.userId, user.id));
    expect(stored.map((row) => row.codeHash)).not.toContain(recoveryCodes[0]);
    expect(await ownEvents(user.id, 'mfa_enrolled')).toHaveLength(1);
  });

  it('refuses a setup token made for someone else', async () => {
    const owner = await createUser(t.db);
    const other = await createUser(t.db);
    const setup = (
      await t.post('/api/account/second-factor/setup', undefined, {
        cookie: await signInAs(t, owner),
      })
    ).json<AccountSetup>();
    const res = await t.post(
      '/api/account/second-factor',
      {
        sealedSetup: setup.sealedSetup,
        code: await codeFor(setup.setupKey),
        currentPassword: TEST_PASSWORD,
      },
      { cookie: await signInAs(t, other) },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: MFA_MSG.setupExpired });
  });
});

describe('changing the second factor in account settings', () => {
  it('renews the recovery codes, so the old ones stop working', async () => {
    const user = await createUser(t.db);
    const { recoveryCodes, session } = await enrolInSettings(user);
    const refused = await t.post(
      '/api/account/second-factor/recovery-codes',
      { currentPassword: 'not-the-password' },
      { cookie: session },
    );
    expect(refused.statusCode).toBe(400);
    const renewed = await t.post(
      '/api/account/second-factor/recovery-codes',
      { currentPassword: TEST_PASSWORD },
      { cookie: session },
    );
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = renewed.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[0]);
    const old = await t.post(
      '/api/login/recovery-code',
      { recoveryCode: recoveryCodes[0] },
      { cookie: challengeCookie(await passwordStep(user)) },
    );
    expect(old.statusCode).toBe(401);
    const used = await t.post(
      '/api/login/recovery-code',
      { recoveryCode: fresh[0] },
      { cookie: challengeCookie(await passwordStep(user)) },
    );
    expect(used.statusCode).toBe(200);
    expect(await ownEvents(user.id, 'mfa_recovery_codes_renewed')).toHaveLength(1);
  });

  it('has no recovery codes to renew while it is off', async () => {
    const user = await createUser(t.db);
    const res = await t.post(
      '/api/account/second-factor/recovery-codes',
      { currentPassword: TEST_PASSWORD },
      { cookie: await signInAs(t, user) },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MFA_MSG.disabled });
  });

  it('turns it off with the current password, and then the password signs in alone', async () => {
    const user = await createUser(t.db);
    const { session } = await enrolInSettings(user);
    const refused = await t.post(
      '/api/account/second-factor/disable',
      { currentPassword: 'not-the-password' },
      { cookie: session },
    );
    expect(refused.statusCode).toBe(400);
    expect((await passwordStep(user)).statusCode).toBe(202);
    const off = await t.post(
      '/api/account/second-factor/disable',
      { currentPassword: TEST_PASSWORD },
      { cookie: session },
    );
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
    expect(
      await t.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, user.id)),
    ).toEqual([]);
    expect((await passwordStep(user)).statusCode).toBe(200);
    expect(await ownEvents(user.id, 'mfa_disabled')).toHaveLength(1);
  });
});

describe('signing in with a second factor', () => {
  it('starts no session after the password; the session comes only with the code', async () => {
    const user = await createUser(t.db);
    const { secret } = await enrolInSettings(user);
    const first = await passwordStep(user);
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ secondFactor: 'verify' });
    expect(() => sessionCookie(first)).toThrow();
    const cookie = challengeCookie(first);
    expect((await t.get('/api/user', { cookie })).statusCode).toBe(401);

    const second = await t.post(
      '/api/login/second-factor',
      { code: await codeFor(secret, 1) },
      { cookie },
    );
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ id: user.id });
    const me = await t.get('/api/user', { cookie: sessionCookie(second) });
    expect(me.statusCode).toBe(200);
    const signIns = await ownEvents(user.id, 'sign_in');
    expect(signIns.at(-1)).toMatchObject({ outcome: 'success', detail: { secondFactor: 'totp' } });
  });

  it('refuses a wrong code, and a code already used', async () => {
    const user = await createUser(t.db);
    const { secret } = await enrolInSettings(user);
    const cookie = challengeCookie(await passwordStep(user));
    const wrong = await t.post('/api/login/second-factor', { code: '123456' }, { cookie });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: MFA_MSG.codeWrong });
    expect(wrong.cookies.some((c) => c.name.includes('session') && c.value)).toBe(false);
    // The code that turned the factor on has been used once already.
    const replayed = await t.post(
      '/api/login/second-factor',
      { code: await codeFor(secret) },
      { cookie },
    );
    expect(replayed.statusCode).toBe(401);
    const failures = await eventsOf(user.id, 'mfa_challenge');
    expect(failures.filter((e) => e.outcome === 'failure')).toHaveLength(2);
  });

  it('accepts one of two simultaneous requests with the same code', async () => {
    const user = await createUser(t.db);
    const { secret } = await enrolInSettings(user);
    const code = await codeFor(secret, 1);
    const cookies = [
      challengeCookie(await passwordStep(user)),
      challengeCookie(await passwordStep(user)),
    ];
    const answers = await Promise.all(
      cookies.map((cookie) => t.post('/api/login/second-factor', { code }, { cookie })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('takes each recovery code once', async () => {
    const user = await createUser(t.db);
    const { recoveryCodes } = await enrolInSettings(user);
    const cookie = challengeCookie(await passwordStep(user));
    const used = await t.post(
      '/api/login/recovery-code',
      { recoveryCode: recoveryCodes[3]!.toUpperCase() },
      { cookie },
    );
    expect(used.statusCode, used.body).toBe(200);
    expect((await t.get('/api/user', { cookie: sessionCookie(used) })).statusCode).toBe(200);

    const again = await t.post(
      '/api/login/recovery-code',
      { recoveryCode: recoveryCodes[3] },
      { cookie: challengeCookie(await passwordStep(user)) },
    );
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ message: MFA_MSG.recoveryCodeWrong });
    const status = await t.get('/api/account/second-factor', { cookie: sessionCookie(used) });
    expect(status.json()).toEqual({ enabled: true, required: false, recoveryCodesLeft: 9 });
    expect(await ownEvents(user.id, 'mfa_recovery_code_used')).toHaveLength(1);
  });

  it('ends the challenge after five wrong codes, so the password must come again', async () => {
    const user = await createUser(t.db);
    const { secret } = await enrolInSettings(user);
    const cookie = challengeCookie(await passwordStep(user));
    for (let i = 0; i < 5; i++) {
      expect(
        (await t.post('/api/login/second-factor', { code: '000000' }, { cookie })).statusCode,
      ).toBe(401);
    }
    const right = await t.post(
      '/api/login/second-factor',
      { code: await codeFor(secret, 1) },
      { cookie },
    );
    expect(right.statusCode).toBe(401);
    expect(right.json()).toEqual({ message: MFA_MSG.challengeGone });
  });

  it('counts wrong codes in the sign-in throttle, which a new password step does not clear', async () => {
    const user = await createUser(t.db);
    const { secret } = await enrolInSettings(user);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const cookie = challengeCookie(await passwordStep(user));
      for (let j = 0; j < 2; j++) {
        statuses.push(
          (await t.post('/api/login/second-factor', { code: '000000' }, { cookie })).statusCode,
        );
      }
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
    const blocked = await passwordStep(user);
    expect(blocked.statusCode).toBe(429);
    expect(await codeFor(secret)).toMatch(/^\d{6}$/);
  });

  it('still asks for the second factor after a password reset', async () => {
    const user = await createUser(t.db, { email: 'reset-password-mfa@example.com' });
    await enrolInSettings(user);
    expect((await t.post('/api/reset-password', { username: user.username })).statusCode).toBe(200);
    await t.jobsIdle();
    const mail = await lastEmailTo(t.db, 'reset-password-mfa@example.com');
    const token = /reset-password\?token=([\w-]+)/.exec(mail?.textBody ?? '')?.[1];
    const password = 'a-brand-new-passphrase';
    const confirmed = await t.post('/api/reset-password/confirm', {
      token,
      password,
      confirmPassword: password,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(() => sessionCookie(confirmed)).toThrow();
    const signIn = await passwordStep(user, password);
    expect(signIn.statusCode).toBe(202);
    expect(signIn.json()).toEqual({ secondFactor: 'verify' });
  });

  it('cannot skip the second step by calling it without the password step', async () => {
    const res = await t.post('/api/login/second-factor', { code: '123456' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MFA_MSG.challengeGone });
  });
});

describe('roles that must use a second factor', () => {
  it.each<Role>(['tutor', 'admin'])('sends a %s to enrolment before any session', async (role) => {
    const user = await createUser(t.db, { role });
    const first = await passwordStep(user);
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ secondFactor: 'enrol' });
    const cookie = challengeCookie(first);
    // No way round it: the code step has no factor to check, and there is no session.
    expect(
      (await t.post('/api/login/second-factor', { code: '123456' }, { cookie })).statusCode,
    ).toBe(401);
    expect((await t.get('/api/user', { cookie })).statusCode).toBe(401);

    const offer = await t.get('/api/login/second-factor/enrolment', { cookie });
    expect(offer.statusCode).toBe(200);
    const { setupKey: secret, otpauthUri } = offer.json<Enrolment>();
    expect(otpauthUri).toContain(`secret=${secret}`);
    const enrolled = await t.post(
      '/api/login/second-factor/enrolment',
      { code: await codeFor(secret) },
      { cookie },
    );
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    const body = enrolled.json<{ user: { id: number }; recoveryCodes: string[] }>();
    expect(body.user.id).toBe(user.id);
    expect(body.recoveryCodes).toHaveLength(10);
    expect((await t.get('/api/user', { cookie: sessionCookie(enrolled) })).statusCode).toBe(200);

    expect((await passwordStep(user)).json()).toEqual({ secondFactor: 'verify' });
  });

  it('may not turn the second factor off', async () => {
    const tutor = await createUser(t.db, { role: 'tutor' });
    const cookie = challengeCookie(await passwordStep(tutor));
    const { setupKey: secret } = (
      await t.get('/api/login/second-factor/enrolment', { cookie })
    ).json<Enrolment>();
    const session = sessionCookie(
      await t.post(
        '/api/login/second-factor/enrolment',
        { code: await codeFor(secret) },
        { cookie },
      ),
    );
    const res = await t.post(
      '/api/account/second-factor/disable',
      { currentPassword: TEST_PASSWORD },
      { cookie: session },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MFA_MSG.requiredForRole });
  });

  it('sends a tutor who registers with a code to enrolment, with no session before it', async () => {
    const company = await createCompany(t.db);
    const { code } = await createRegistrationCode(t.db, { companyId: company.id, role: 'tutor' });
    const res = await registerThroughEmail(t, {
      code,
      fullName: 'Tara Tutor',
      username: 'tara.registers',
      email: 'tara.registers@example.com',
      password: 'a-good-password',
      confirmPassword: 'a-good-password',
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ secondFactor: 'enrol' });
    expect(() => sessionCookie(res)).toThrow();
    const cookie = challengeCookie(res);
    const { setupKey } = (
      await t.get('/api/login/second-factor/enrolment', { cookie })
    ).json<Enrolment>();
    const enrolled = await t.post(
      '/api/login/second-factor/enrolment',
      { code: await codeFor(setupKey) },
      { cookie },
    );
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    expect(enrolled.json()).toMatchObject({ user: { username: 'tara.registers', role: 'tutor' } });
  });

  it('signs parents in with the password alone until they turn it on', async () => {
    const parent = await createUser(t.db);
    expect((await passwordStep(parent)).statusCode).toBe(200);
  });
});

describe('an admin resetting a second factor', () => {
  it('clears it, ends the sessions, logs it and emails the user', async () => {
    const admin = await createUser(t.db, { role: 'admin', mfaEnabledAt: null });
    const user = await createUser(t.db, { email: 'reset-me@example.com' });
    const { session } = await enrolInSettings(user);
    await passwordStep(user);
    const adminChallenge = challengeCookie(await passwordStep(admin));
    const { setupKey: secret } = (
      await t.get('/api/login/second-factor/enrolment', { cookie: adminChallenge })
    ).json<Enrolment>();
    const adminSession = sessionCookie(
      await t.post(
        '/api/login/second-factor/enrolment',
        { code: await codeFor(secret) },
        { cookie: adminChallenge },
      ),
    );

    const refused = await t.post(`/api/admin/users/${admin.id}/second-factor/reset`, undefined, {
      cookie: session,
    });
    expect(refused.statusCode).toBe(403);

    const res = await t.post(`/api/admin/users/${user.id}/second-factor/reset`, undefined, {
      cookie: adminSession,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ userId: user.id, enabled: false });
    const [after] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toMatchObject({ mfaSecret: null, mfaEnabledAt: null });
    expect(
      await t.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, user.id)),
    ).toEqual([]);
    expect(
      await t.db.select().from(signInChallenges).where(eq(signInChallenges.userId, user.id)),
    ).toEqual([]);
    expect(await t.db.select().from(authSessions).where(eq(authSessions.userId, user.id))).toEqual(
      [],
    );
    const [event] = await eventsOf(user.id, 'mfa_reset');
    expect(event).toMatchObject({ actorId: admin.id, outcome: 'success' });
    await t.jobsIdle();
    expect((await lastEmailTo(t.db, 'reset-me@example.com'))?.subject).toMatch(
      /two-step sign-in was reset/,
    );
    expect((await passwordStep(user)).statusCode).toBe(200);

    const unknown = await t.post('/api/admin/users/999999/second-factor/reset', undefined, {
      cookie: adminSession,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the sign-in log', () => {
  it('records a failed sign-in with the typed name and no password', async () => {
    const res = await t.post('/api/login', {
      username: 'nobody-here',
      password: 'guess-password-1',
      role: 'student',
    });
    expect(res.statusCode).toBe(401);
    const [event] = await t.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.type, 'sign_in'), eq(securityEvents.username, 'nobody-here')));
    expect(event).toMatchObject({ outcome: 'failure', actorId: null, subjectId: null });
    expect(JSON.stringify(event)).not.toContain('guess-password-1');
  });
});

describe('clean-up', () => {
  it('deletes expired sign-in challenges and keeps live ones', async () => {
    const user = await createUser(t.db);
    await enrolInSettings(user);
    await passwordStep(user);
    await t.db.insert(signInChallenges).values({
      idHash: `expired-${user.id}`,
      userId: user.id,
      expiresAt: new Date(Date.now() - 1000),
    });
    const removed = await HOUSEKEEPING_TASKS['sign-in-challenges'].run({
      db: t.db,
      config: t.config,
      now: new Date(),
    });
    expect(removed.expired).toBeGreaterThanOrEqual(1);
    const left = await t.db
      .select()
      .from(signInChallenges)
      .where(eq(signInChallenges.userId, user.id));
    expect(left).toHaveLength(1);
    expect(left[0]!.idHash).not.toBe(`expired-${user.id}`);
  });
});
