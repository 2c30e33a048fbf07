import { randomUUID } from 'node:crypto';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, users } from '../../src/server/db/schema.js';
import { createCompany, createUser } from '../../src/server/factories/index.js';
import { PASSWORD_CHANGE_FIRST } from '../../src/server/identity/guard.js';
import type { CurrentUser } from '../../src/shared/auth/schemas.js';
import type {
  BulkEmployeeRow,
  BulkUploadResult,
  ImportJob,
} from '../../src/shared/onboarding/schemas.js';
import { SERVER_MSG } from '../../src/shared/messages.js';
import { createTestApp, emailsTo, rowsOf, signIn, type TestApp } from './support/app.js';
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

const UPLOAD = '/api/admin/bulk-upload-employees';
const FIRST = ['Amelia', 'Oliver', 'Isla', 'George', 'Ava', 'Noah', 'Zoë', 'Arthur', 'Mia', 'Leo'];
const LAST = ['Smith', 'Jones', "O'Brien", 'Taylor', 'Brown', 'Davies', 'Evans', 'Wilson'];

/** Rows as the browser sends them: row is the line in the file, the header being row 1. */
const employees = (count: number, domain: string): BulkEmployeeRow[] =>
  Array.from({ length: count }, (_, i) => ({
    row: i + 2,
    fullName: `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`,
    email: `employee${i}@${domain}`,
    department: 'Operations',
    jobTitle: 'Analyst',
  }));

const upload = async (payload: object, cookie = admin) => {
  const res = await postCredentials(t, UPLOAD, payload, cookie);
  return { res, body: res.json<BulkUploadResult>() };
};

describe('POST /api/admin/bulk-upload-employees', () => {
  it('creates exactly the good rows of a 1000-row file and reports each bad one by row', async () => {
    const company = await createCompany(t.db, { name: 'Northwind Logistics' });
    const taken = await Promise.all([
      createUser(t.db, { email: 'taken.one@northwind.test' }),
      createUser(t.db, { email: 'taken.two@northwind.test' }),
    ]);
    const rows = employees(1000, 'northwind.test');
    const broken: Record<number, { email?: string; fullName?: string; error: string }> = {
      12: { email: 'not-an-email', error: 'The email address is not valid.' },
      480: { email: 'someone@', error: 'The email address is not valid.' },
      77: { fullName: '   ', error: 'Full name is missing.' },
      // Same address as row 22 (index 20), in other letter case.
      301: { email: 'EMPLOYEE20@northwind.test', error: 'first on row 22' },
      999: { email: 'employee40@northwind.test', error: 'first on row 42' },
      150: { email: taken[0].email, error: 'An account with this email already exists.' },
      820: {
        email: taken[1].email.toUpperCase(),
        error: 'An account with this email already exists.',
      },
    };
    for (const [index, change] of Object.entries(broken)) {
      const { error: _error, ...fields } = change;
      Object.assign(rows[Number(index)]!, fields);
    }
    const jobId = randomUUID();

    const { res, body } = await upload({ employees: rows, companyId: company.id, jobId });

    expect(res.statusCode, res.body).toBe(200);
    const badCount = Object.keys(broken).length;
    expect(body).toMatchObject({
      success: false,
      totalProcessed: 1000,
      successCount: 1000 - badCount,
    });
    expect(body.errors.map((e) => e.row)).toEqual(
      Object.keys(broken)
        .map((index) => Number(index) + 2)
        .sort((a, b) => a - b),
    );
    for (const error of body.errors) {
      expect(error.error).toContain(broken[error.row - 2]!.error);
    }

    // The credentials: one per account, readable unique usernames, strong one-time passwords.
    expect(body.credentials).toHaveLength(1000 - badCount);
    const usernames = body.credentials.map((c) => c.username);
    expect(new Set(usernames).size).toBe(usernames.length);
    expect(usernames.every((u) => /^[a-z0-9]+\.[a-z0-9]+\d*$/.test(u))).toBe(true);
    expect(usernames).toContain('zoe.obrien');
    const passwords = body.credentials.map((c) => c.password);
    expect(passwords.every((p) => p.length >= 12)).toBe(true);
    expect(new Set(passwords).size).toBe(passwords.length);

    const created = await accountsOfCompany(t, company.id);
    expect(created).toHaveLength(1000 - badCount);
    expect(
      created.every((u) => u.role === 'parent' && u.mustChangePassword && !u.isActivated),
    ).toBe(true);
    expect(created.map((u) => u.email).sort()).toEqual(
      body.credentials.map((c) => c.email.toLowerCase()).sort(),
    );

    expect((await companyView(t, admin, company.id)).employeeCount).toBe(1000 - badCount);

    const job = await t.get(`/api/admin/import-jobs/${jobId}`, { cookie: admin });
    expect(job.json<ImportJob>()).toMatchObject({
      status: 'done',
      total: 1000 - badCount,
      processed: 1000 - badCount,
      error: null,
    });
    await expectPasswordsNotStored(t, jobId, passwords);
  }, 300_000);

  it('refuses more than 1000 rows with a clear message and creates nothing', async () => {
    const company = await createCompany(t.db);
    const { res } = await upload({
      employees: employees(1001, 'toomany.test'),
      companyId: company.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errors: {
        employees: ['A file can hold at most 1000 employees. Please split it into smaller files.'],
      },
    });
    expect(await accountsOfCompany(t, company.id)).toHaveLength(0);
  });

  it('leaves no accounts at all when the write fails part-way', async () => {
    const company = await createCompany(t.db);
    const rows = employees(300, 'crash.test');
    // Row 282 sits in the second batch of inserts, after the first batch is already written.
    rows[280]!.email = 'explode@crash.test';
    await t.db.execute(
      sql.raw(`create function fail_on_marked_email() returns trigger language plpgsql as $$
        begin
          if new.email = 'explode@crash.test' then raise exception 'forced failure'; end if;
          return new;
        end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger users_forced_failure before insert on users
        for each row execute function fail_on_marked_email()`),
    );
    const jobId = randomUUID();
    try {
      const { res } = await upload({
        employees: rows,
        companyId: company.id,
        sendEmails: true,
        jobId,
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ message: SERVER_MSG.serverError });
    } finally {
      await t.db.execute(sql.raw('drop trigger users_forced_failure on users'));
      await t.db.execute(sql.raw('drop function fail_on_marked_email()'));
    }
    expect(await accountsOfCompany(t, company.id)).toHaveLength(0);
    const leftovers = await t.db.select().from(users).where(like(users.email, '%@crash.test'));
    expect(leftovers).toHaveLength(0);
    expect(await emailsTo(t.db, 'employee0@crash.test')).toHaveLength(0);
    const job = await t.get(`/api/admin/import-jobs/${jobId}`, { cookie: admin });
    expect(job.json<ImportJob>().status).toBe('failed');

    // The same file goes through once the fault is gone.
    const again = await upload({ employees: rows, companyId: company.id });
    expect(again.body).toMatchObject({ success: true, successCount: 300 });
  }, 300_000);

  it('creates nothing when the admin leaves before the accounts are ready', async () => {
    const company = await createCompany(t.db);
    const jobId = randomUUID();
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const leaving = new AbortController();
    const sent = fetch(`${address}${UPLOAD}`, {
      method: 'POST',
      headers: { cookie: admin, 'content-type': 'application/json' },
      body: JSON.stringify({
        employees: employees(1000, 'left.test'),
        companyId: company.id,
        jobId,
      }),
      signal: leaving.signal,
    }).catch(() => undefined);
    const progress = async () =>
      (await t.get(`/api/admin/import-jobs/${jobId}`, { cookie: admin })).json<ImportJob>();
    await expect
      .poll(async () => (await progress()).processed, { timeout: 60_000 })
      .toBeGreaterThan(0);
    leaving.abort();
    await sent;

    await expect.poll(async () => (await progress()).status, { timeout: 10_000 }).toBe('failed');
    // The worker finishes its hashing, but its transaction finds nobody waiting and rolls back.
    await t.jobsIdle();
    expect((await progress()).error).toContain('no accounts were created');
    expect(await accountsOfCompany(t, company.id)).toHaveLength(0);
    const [job] = await rowsOf<{ state: string }>(
      t.db,
      sql`select state from pgboss.job where data->>'importJobId' = ${jobId}`,
    );
    expect(job?.state).toBe('failed');
  }, 120_000);

  it('keeps only addresses on the given domain', async () => {
    const company = await createCompany(t.db);
    const { body } = await upload({
      employees: [
        { row: 2, fullName: 'Dana Scully', email: 'dana@fbi.test' },
        { row: 3, fullName: 'Fox Mulder', email: 'fox@elsewhere.test' },
      ],
      companyId: company.id,
      domain: '@FBI.test',
    });
    expect(body.successCount).toBe(1);
    expect(body.errors).toEqual([
      { row: 3, email: 'fox@elsewhere.test', error: 'The email address is not on fbi.test.' },
    ]);
  });

  it('gives a generated password that works once and must then be replaced', async () => {
    const company = await createCompany(t.db);
    const { body } = await upload({
      employees: [{ row: 2, fullName: 'Grace Hopper', email: 'grace@navy.test' }],
      companyId: company.id,
    });
    const [credential] = body.credentials;
    const storedHash = async () => {
      const [row] = await t.db
        .select({ hash: users.passwordHash })
        .from(users)
        .where(eq(users.username, credential!.username));
      return row!.hash;
    };
    // The generated password gets the light one-time profile (decision 020), the chosen one the full one.
    expect(await storedHash()).toMatch(/^\$argon2id\$v=19\$m=4096,/);
    const cookie = await signIn(t, credential!.username, credential!.password, 'student');

    const me = await t.get('/api/user', { cookie });
    expect(me.json<CurrentUser>()).toMatchObject({
      role: 'parent',
      companyId: company.id,
      mustChangePassword: true,
      isActivated: false,
    });
    const blocked = await t.get('/api/recorded-lessons', { cookie });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({ message: PASSWORD_CHANGE_FIRST });

    const changed = await t.post(
      '/api/account/password',
      {
        currentPassword: credential!.password,
        password: 'grace-own-password',
        confirmPassword: 'grace-own-password',
      },
      { cookie },
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json<CurrentUser>()).toMatchObject({
      mustChangePassword: false,
      isActivated: true,
    });
    expect((await t.get('/api/recorded-lessons', { cookie })).statusCode).toBe(200);
    expect(await storedHash()).toMatch(/^\$argon2id\$v=19\$m=19456,/);

    const reused = await t.post('/api/login', {
      username: credential!.username,
      password: credential!.password,
      role: 'student',
    });
    expect(reused.statusCode).toBe(401);
    await signIn(t, credential!.username, 'grace-own-password', 'student');
  });

  it('emails each new employee their username and a set-password link, never the password', async () => {
    const company = await createCompany(t.db, { name: 'Acme Widgets' });
    const { body } = await upload({
      employees: [
        { row: 2, fullName: 'Ada Lovelace', email: 'ada@acme.test' },
        { row: 3, fullName: 'Alan Turing', email: 'alan@acme.test' },
      ],
      companyId: company.id,
      sendEmails: true,
    });
    expect(body.successCount).toBe(2);
    for (const credential of body.credentials) {
      const sent = await emailsTo(t.db, credential.email);
      expect(sent).toHaveLength(1);
      const { subject, textBody } = sent[0]!;
      expect(subject).toContain('Acme Widgets');
      expect(textBody).toContain(credential.username);
      expect(textBody).not.toContain(credential.password);
      expect(textBody).toMatch(/http:\/\/localhost:3000\/reset-password\?token=\S+&invite=1/);
    }

    const [ada] = body.credentials;
    const text = (await emailsTo(t.db, ada!.email))[0]!.textBody;
    const token = new URL(/http\S+/.exec(text)![0]).searchParams.get('token')!;
    const set = await t.post('/api/reset-password/confirm', {
      token,
      password: 'ada-chose-this',
      confirmPassword: 'ada-chose-this',
    });
    expect(set.statusCode).toBe(200);
    const cookie = await signIn(t, ada!.username, 'ada-chose-this', 'student');
    expect((await t.get('/api/user', { cookie })).json<CurrentUser>()).toMatchObject({
      mustChangePassword: false,
      isActivated: true,
    });
  });

  it('sends no email and makes no invite when sendEmails is off', async () => {
    const company = await createCompany(t.db);
    const { body } = await upload({
      employees: [{ row: 2, fullName: 'Quiet Person', email: 'quiet@silent.test' }],
      companyId: company.id,
    });
    expect(await emailsTo(t.db, 'quiet@silent.test')).toHaveLength(0);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'quiet@silent.test'));
    const invites = await t.db
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.userId, row!.id), eq(accountTokens.purpose, 'invite')));
    expect(invites).toHaveLength(0);
    expect(body.success).toBe(true);
  });

  it('validates the request and the company', async () => {
    const company = await createCompany(t.db);
    const row = { row: 2, fullName: 'Someone', email: 'someone@valid.test' };
    const cases: [object, number][] = [
      [{ employees: [], companyId: company.id }, 400],
      [{ employees: [row], companyId: company.id, role: 'admin' }, 400],
      [{ employees: [row] }, 400],
      [{ employees: [row], companyId: 999_999 }, 404],
    ];
    for (const [payload, status] of cases) {
      const res = await t.post(UPLOAD, payload, { cookie: admin });
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
    }
    const empty = await t.post(UPLOAD, { employees: [], companyId: company.id }, { cookie: admin });
    expect(empty.json()).toMatchObject({
      errors: { employees: ['Please upload and preview a CSV file first.'] },
    });
    const left = await t.db
      .select()
      .from(users)
      .where(inArray(users.email, ['someone@valid.test']));
    expect(left).toHaveLength(0);
  });

  it('is for admins only', async () => {
    const company = await createCompany(t.db);
    const payload = {
      employees: [{ row: 2, fullName: 'Sneaky', email: 'sneaky@x.test' }],
      companyId: company.id,
    };
    expect((await t.post(UPLOAD, payload)).statusCode).toBe(401);
    const tutor = await signIn(
      t,
      (await createUser(t.db, { role: 'tutor' })).username,
      undefined,
      'tutor',
    );
    expect((await t.post(UPLOAD, payload, { cookie: tutor })).statusCode).toBe(403);
    expect(await accountsOfCompany(t, company.id)).toHaveLength(0);
  });

  it('reports progress only to the admin who started the job', async () => {
    const other = await adminCookie(t);
    const company = await createCompany(t.db);
    const jobId = randomUUID();
    await upload({
      employees: [{ row: 2, fullName: 'Progress Check', email: 'progress@check.test' }],
      companyId: company.id,
      jobId,
    });
    expect((await t.get(`/api/admin/import-jobs/${jobId}`, { cookie: admin })).statusCode).toBe(
      200,
    );
    expect((await t.get(`/api/admin/import-jobs/${jobId}`, { cookie: other })).json()).toEqual({
      id: jobId,
      kind: '',
      total: 0,
      processed: 0,
      status: 'waiting',
      error: null,
    });
    expect((await t.get('/api/admin/import-jobs/not-a-uuid', { cookie: admin })).statusCode).toBe(
      400,
    );
  });
});
