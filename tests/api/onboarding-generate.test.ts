import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../src/server/factories/index.js';
import type { Company } from '../../src/shared/admin/schemas.js';
import type { CurrentUser } from '../../src/shared/auth/schemas.js';
import type { BulkGenerateResult, ImportJob } from '../../src/shared/onboarding/schemas.js';
import { createTestApp, signIn, signInAs, type TestApp } from './support/app.js';
import {
  accountsOfCompany,
  adminCookie,
  companyView,
  expectPasswordsNotStored,
  postCredentials,
} from './support/onboarding.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminCookie(t);
});
afterAll(() => t.close());

const GENERATE = '/api/admin/generate-bulk-accounts';

describe('POST /api/admin/generate-bulk-accounts', () => {
  it('creates real student accounts with one-time credentials and an email template', async () => {
    const company = await createCompany(t.db, { name: 'Initech & Co' });
    const jobId = randomUUID();
    const res = await postCredentials(
      t,
      GENERATE,
      { companyId: company.id, count: 50, jobId },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<BulkGenerateResult>();
    expect(body.count).toBe(50);
    expect(body.credentials).toHaveLength(50);
    const usernames = new Set(body.credentials.map((c) => c.username));
    expect(usernames.size).toBe(50);
    for (const credential of body.credentials) {
      expect(credential.username).toMatch(/^initechco-[0-9a-f]{6}\d*$/);
      expect(credential.email).toBe(`${credential.username}@accounts.classperk.co.uk`);
      expect(credential.password.length).toBeGreaterThanOrEqual(12);
    }
    expect(body.credentials[0]!.fullName).toBe('Initech & Co Student 01');
    expect(body.emailTemplate).toContain('Initech &#38; Co');
    expect(body.emailTemplate).toContain('{{username}}');
    expect(body.emailTemplate).toContain('{{password}}');
    expect(body.emailTemplate).toContain('http://localhost:3000/auth');

    const accounts = await accountsOfCompany(t, company.id);
    expect(accounts).toHaveLength(50);
    expect(accounts.every((user) => user.role === 'student' && user.mustChangePassword)).toBe(true);
    expect((await companyView(t, admin, company.id)).employeeCount).toBe(50);
    const job = await t.get(`/api/admin/import-jobs/${jobId}`, { cookie: admin });
    expect(job.json<ImportJob>()).toMatchObject({ status: 'done', processed: 50, total: 50 });
    await expectPasswordsNotStored(
      t,
      jobId,
      body.credentials.map((c) => c.password),
    );

    const [first] = body.credentials;
    const cookie = await signIn(t, first!.username, first!.password, 'student');
    expect((await t.get('/api/user', { cookie })).json<CurrentUser>()).toMatchObject({
      role: 'student',
      companyId: company.id,
      mustChangePassword: true,
    });
  }, 120_000);

  it('uses the given domain and role', async () => {
    const company = await createCompany(t.db, { name: 'Hooli' });
    const res = await postCredentials(
      t,
      GENERATE,
      { companyId: company.id, count: 2, role: 'tutor', domain: '@Hooli.test' },
      admin,
    );
    const body = res.json<BulkGenerateResult>();
    expect(body.credentials.every((c) => c.email.endsWith('@hooli.test'))).toBe(true);
    expect(body.credentials[0]!.fullName).toBe('Hooli Tutor 1');
    const accounts = await accountsOfCompany(t, company.id);
    expect(accounts.map((user) => user.role)).toEqual(['tutor', 'tutor']);
  });

  it('keeps counting display names across batches for a company, even in parallel', async () => {
    const company = await createCompany(t.db, { name: 'Globex Industries' });
    const generate = async (count: number) => {
      const res = await postCredentials(t, GENERATE, { companyId: company.id, count }, admin);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<BulkGenerateResult>().credentials.map((c) => c.fullName);
    };
    expect(await generate(2)).toEqual([
      'Globex Industries Student 1',
      'Globex Industries Student 2',
    ]);
    expect(await generate(1)).toEqual(['Globex Industries Student 3']);

    const parallel = (await Promise.all([generate(3), generate(3)])).flat();
    const numbers = parallel.map((name) => Number(/(\d+)$/.exec(name)![1])).sort((a, b) => a - b);
    expect(numbers).toEqual([4, 5, 6, 7, 8, 9]);
  }, 120_000);

  it('takes 1 to 1000 accounts, with the messages of spec 2 §5', async () => {
    const company = await createCompany(t.db);
    const cases: [object, string][] = [
      [{ count: 0 }, 'Must generate at least 1 account'],
      [{ count: 1001 }, 'Cannot generate more than 1000 accounts at once'],
    ];
    for (const [change, message] of cases) {
      const res = await t.post(GENERATE, { companyId: company.id, ...change }, { cookie: admin });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errors: { count: [message] } });
    }
    const parent = await t.post(
      GENERATE,
      { companyId: company.id, count: 1, role: 'parent' },
      { cookie: admin },
    );
    expect(parent.statusCode).toBe(400);
    const unknown = await t.post(GENERATE, { companyId: 999_999, count: 1 }, { cookie: admin });
    expect(unknown.statusCode).toBe(404);
    expect(await accountsOfCompany(t, company.id)).toHaveLength(0);
  });

  it('is for admins only', async () => {
    const company = await createCompany(t.db);
    const payload = { companyId: company.id, count: 1 };
    expect((await t.post(GENERATE, payload)).statusCode).toBe(401);
    const tutor = await signInAs(t, await createUser(t.db, { role: 'tutor' }));
    expect((await t.post(GENERATE, payload, { cookie: tutor })).statusCode).toBe(403);
  });
});

describe('POST /api/admin/companies from the registration tab', () => {
  it('keeps the declared headcount apart from the accounts the company holds', async () => {
    const res = await t.post(
      '/api/admin/companies',
      {
        name: 'Umbrella Ltd',
        contactName: 'Alice HR',
        contactEmail: 'hr@umbrella.test',
        employeeCount: '250',
      },
      { cookie: admin },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Company>()).toMatchObject({ declaredEmployeeCount: 250, employeeCount: 0 });

    const bad = await t.post(
      '/api/admin/companies',
      { name: 'Tiny Ltd', contactName: 'Bob HR', contactEmail: 'hr@tiny.test', employeeCount: 0 },
      { cookie: admin },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      errors: { employeeCount: ['Employee count must be at least 1'] },
    });

    const none = await t.post(
      '/api/admin/companies',
      {
        name: 'Plain Ltd',
        contactName: 'Cat HR',
        contactEmail: 'hr@plain.test',
        employeeCount: '',
      },
      { cookie: admin },
    );
    expect(none.json<Company>().declaredEmployeeCount).toBe(0);
  });
});
