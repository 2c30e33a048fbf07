import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../src/server/factories/index.js';
import { createCompanyDomain } from '../../src/server/factories/company-domains.js';
import { workEmailToken } from '../../src/server/features/auth/work-email-link.js';
import type { CurrentUser } from '../../src/shared/auth/schemas.js';
import { WORK_EMAIL_MSG } from '../../src/shared/company-domains/messages.js';
import { MSG } from '../../src/shared/messages.js';
import { SERVER_MSG } from '../../src/shared/messages.js';
import {
  createTestApp,
  emailsTo,
  lastEmailTo,
  sessionCookie,
  type TestApp,
} from './support/app.js';

let t: TestApp;
let company: { id: number; name: string };
let domain: string;
beforeAll(async () => {
  t = await createTestApp();
  company = await createCompany(t.db, { name: 'Initech Ltd' });
  domain = (await createCompanyDomain(t.db, company.id)).domain;
});
afterAll(() => t.close());

let n = 0;
const ask = (email: string) => t.post('/api/register/work-email', { email });

async function linkTokenTo(email: string) {
  const mail = await lastEmailTo(t.db, email);
  const token = mail?.textBody.match(/work-email\/finish\?token=([\w.-]+)/)?.[1];
  if (!token) throw new Error(`No link in the email to ${email}: ${mail?.textBody}`);
  return token;
}

const details = (token: string, overrides: Record<string, unknown> = {}) => {
  n++;
  return {
    token,
    fullName: 'Milton Waddams',
    username: `milton${Date.now().toString(36)}${n}`,
    password: 'red-stapler-basement',
    confirmPassword: 'red-stapler-basement',
    ...overrides,
  };
};

describe('registering with a work email', () => {
  it('emails a link to an address on a verified domain; the link makes a signed-in parent of the company', async () => {
    const email = `milton.${n++}@${domain}`;
    const asked = await ask(email.toUpperCase());
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json()).toEqual({ message: WORK_EMAIL_MSG.checkEmail });
    const token = await linkTokenTo(email);

    const check = await t.post('/api/register/work-email/check', { token });
    expect(check.json()).toEqual({ email, companyName: 'Initech Ltd' });
    const input = details(token);
    const made = await t.post('/api/register/work-email/confirm', input);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json<CurrentUser>()).toMatchObject({
      email,
      username: input.username,
      fullName: 'Milton Waddams',
      role: 'parent',
      companyId: company.id,
      isActivated: true,
    });
    const me = await t.get('/api/user', { cookie: sessionCookie(made) });
    expect(me.json<CurrentUser>().email).toBe(email);

    // The link works once: the account it made holds the address.
    const again = await t.post('/api/register/work-email/confirm', details(token));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: WORK_EMAIL_MSG.alreadyCreated });
  });

  it('gives the same answer for an address with an account, and tells only its owner', async () => {
    const owner = await createUser(t.db, {
      email: `owner.${n++}@${domain}`,
      companyId: company.id,
    });
    const stranger = `nobody.${n++}@${domain}`;
    const forOwner = await ask(owner.email);
    const forStranger = await ask(stranger);
    expect(forOwner.statusCode).toBe(forStranger.statusCode);
    expect(forOwner.body).toBe(forStranger.body);
    expect((await lastEmailTo(t.db, owner.email))!.subject).toMatch(/already have/);
    expect((await lastEmailTo(t.db, stranger))!.subject).toMatch(/Finish creating/);
  });

  it('gives the same answer, and sends nothing, for a domain nobody verified or a public one', async () => {
    const waiting = await createCompanyDomain(t.db, company.id, { verified: false });
    for (const email of [
      `a.${n++}@${waiting.domain}`,
      `b.${n++}@unknown-${n}.example.com`,
      `c.${n++}@gmail.com`,
    ]) {
      const res = await ask(email);
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: WORK_EMAIL_MSG.checkEmail });
      expect(await emailsTo(t.db, email)).toEqual([]);
    }
  });

  it('emails one address at most three times an hour', async () => {
    const email = `spam.${n++}@${domain}`;
    for (let i = 0; i < 5; i++) expect((await ask(email)).statusCode).toBe(202);
    expect(await emailsTo(t.db, email)).toHaveLength(3);
  });

  it('refuses an expired link, a forged one, and one whose domain was removed since', async () => {
    const email = `late.${n++}@${domain}`;
    const expired = await workEmailToken(
      t.db,
      { email, companyId: company.id },
      new Date(Date.now() - 25 * 3600_000),
    );
    for (const token of [expired, `${expired.slice(0, -4)}AAAA`]) {
      const res = await t.post('/api/register/work-email/confirm', details(token));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: WORK_EMAIL_MSG.linkInvalid });
    }
    const other = await createCompany(t.db);
    const removed = await createCompanyDomain(t.db, other.id);
    const token = await workEmailToken(
      t.db,
      { email: `x@${removed.domain}`, companyId: company.id },
      new Date(),
    );
    const wrongCompany = await t.post('/api/register/work-email/check', { token });
    expect(wrongCompany.statusCode).toBe(400);
  });

  it('asks for the spec’s registration fields, with its messages', async () => {
    const email = `fields.${n++}@${domain}`;
    await ask(email);
    const token = await linkTokenTo(email);
    const res = await t.post(
      '/api/register/work-email/confirm',
      details(token, { username: 'ab', password: 'short', confirmPassword: 'other' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errors: {
        username: [MSG.usernameMin],
        password: [MSG.passwordMin],
        confirmPassword: [MSG.passwordsDoNotMatch],
      },
    });
    const taken = await createUser(t.db);
    const clash = await t.post(
      '/api/register/work-email/confirm',
      details(token, { username: taken.username }),
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ message: SERVER_MSG.usernameTaken });
  });
});
