import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompany,
  createRegistrationCode,
  createUser,
  TEST_PASSWORD,
} from '../../src/server/factories/index.js';
import { MSG, SERVER_MSG } from '../../src/shared/messages.js';
import { adminCookie } from './support/onboarding.js';
import { createTestApp, signInAs, type TestApp } from './support/app.js';
import { resetLinkToken } from './support/reset-link.js';

// Decision 034: 8 to 128 characters, not common, not built from the owner or the product.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refusedWith = (message: string, field = 'password') => ({
  message,
  errors: { [field]: [message] },
});

describe('registration', () => {
  let code: string;
  beforeAll(async () => {
    const company = await createCompany(t.db);
    code = (await createRegistrationCode(t.db, { companyId: company.id, maxUses: 10 })).code;
  });
  const register = (password: string) =>
    t.post('/api/register', {
      code,
      fullName: 'Imogen Fairweather',
      username: 'imogen.f',
      email: 'imogen.fairweather@example.com',
      password,
      confirmPassword: password,
    });

  it('needs at least 8 characters, with the updated message', async () => {
    const res = await register('Zq9!kLm');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: { password: [MSG.passwordMin] } });
    expect(MSG.passwordMin).toBe('Password must be at least 8 characters');
  });

  it('allows at most 128 characters', async () => {
    const res = await register('river-lantern-'.repeat(10));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: { password: [SERVER_MSG.passwordMax] } });
  });

  it.each(['sunshine1', '12345678', 'iloveyou123'])(
    'refuses the common password %s',
    async (pw) => {
      const res = await register(pw);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refusedWith(SERVER_MSG.passwordTooGuessable));
    },
  );

  it.each(['classperk', 'ClassPerk2026!', 'imogen.f-99', 'fairweather1', 'Imogen-Fairweather'])(
    'refuses %s, built from the product, the username, the email or the full name',
    async (pw) => {
      const res = await register(pw);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refusedWith(SERVER_MSG.passwordPersonal));
    },
  );

  it('accepts a strong password', async () => {
    const res = await register('tulip-ocean-ladder');
    expect(res.statusCode, res.body).toBe(202);
  });
});

describe('changing a password', () => {
  const change = (cookie: string, currentPassword: string, password: string) =>
    t.post(
      '/api/account/password',
      { currentPassword, password, confirmPassword: password },
      { cookie },
    );

  it('refuses a common password and one built from the user', async () => {
    const user = await createUser(t.db, { username: 'barnaby.q', fullName: 'Barnaby Quill' });
    const cookie = await signInAs(t, user);
    const common = await change(cookie, TEST_PASSWORD, 'qwerty123');
    expect(common.json()).toEqual(refusedWith(SERVER_MSG.passwordTooGuessable));
    const personal = await change(cookie, TEST_PASSWORD, 'barnaby-quill-1');
    expect(personal.statusCode).toBe(400);
    expect(personal.json()).toEqual(refusedWith(SERVER_MSG.passwordPersonal));
  });

  it('refuses the current password as the new one', async () => {
    const user = await createUser(t.db);
    const cookie = await signInAs(t, user);
    const res = await change(cookie, TEST_PASSWORD, TEST_PASSWORD);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusedWith(SERVER_MSG.passwordSameAsCurrent));
  });
});

describe('a password reset', () => {
  it('refuses a password built from the account it resets', async () => {
    const user = await createUser(t.db, { username: 'ottoline.w', fullName: 'Ottoline Wren' });
    const token = await resetLinkToken(t, user);
    const confirm = (password: string) =>
      t.post('/api/reset-password/confirm', { token, password, confirmPassword: password });

    const personal = await confirm('ottoline.w2026');
    expect(personal.statusCode).toBe(400);
    expect(personal.json()).toEqual(refusedWith(SERVER_MSG.passwordPersonal));
    // The refusal leaves the link usable.
    expect((await confirm('tulip-ocean-ladder')).statusCode).toBe(200);
  });
});

describe('accounts made for someone else', () => {
  it('refuses a common password for an admin-created tutor', async () => {
    const admin = await adminCookie(t);
    const res = await t.post(
      '/api/admin/tutors',
      {
        username: 'tutor_pw_rules',
        email: 'tutor.pw.rules@example.com',
        fullName: 'Percival Tutor',
        password: 'password1',
        subjects: ['Mathematics'],
        qualifications: 'QTS, PGCE',
        bio: 'Ten years teaching GCSE maths.',
        yearsExperience: '6-10',
        sendInvite: false,
      },
      { cookie: admin },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusedWith(SERVER_MSG.passwordTooGuessable));
  });

  it("refuses a child's password built from the child's name", async () => {
    const parent = await createUser(t.db, { role: 'parent' });
    const cookie = await signInAs(t, parent);
    const res = await t.post(
      '/api/children',
      {
        name: 'Wilhelmina Cotter',
        grade: 'Year 6',
        subjects: ['Mathematics'],
        login: { username: 'wil.cotter', password: 'wilhelmina-2016' },
      },
      { cookie },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusedWith(SERVER_MSG.passwordPersonal, 'login.password'));
  });
});
