import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompany,
  createRecordedLesson,
  createScheduledSession,
  createTutor,
  createUser,
} from '../../src/server/factories/index.js';
import {
  createEmployerContact,
  createFamily,
  markAttendance,
  recordJoin,
  recordLessonView,
} from '../../src/server/factories/usage.js';
import {
  refreshUsageMonth,
  storedUsage,
} from '../../src/server/features/employer-report/aggregates.js';
import { monthsBetween } from '../../src/server/features/employer-report/months.js';
import { monthCounts } from '../../src/server/features/employer-report/queries.js';
import { buildReport } from '../../src/server/features/employer-report/report.js';
import { runUsageRefresh } from '../../src/server/features/employer-report/usage-refresh.js';
import type { Services } from '../../src/server/services.js';
import { REPORT_MSG } from '../../src/shared/employer-report/messages.js';
import type { CompanyUsage, UsageReport } from '../../src/shared/employer-report/schemas.js';
import { del, expectFieldErrors } from './support/admin.js';
import { createTestApp, lastEmailTo, signIn, signInAs, type TestApp } from './support/app.js';
import { expectPagingContract } from './support/paging.js';

const WITHHELD = { suppressed: true };
const RANGE = 'from=2026-01&to=2026-03';
const JOINED_BEFORE = new Date('2025-12-01T09:00:00Z');

let t: TestApp;
let admin: string;
let employer: string;
let big: { id: number; name: string; employeeCount: number };
let small: { id: number; name: string; employeeCount: number };
let february: { id: number };

/** Families of a company, registered before the range, each with one Year 10 child. */
const families = (companyId: number, count: number) =>
  Promise.all(
    Array.from({ length: count }, () =>
      createFamily(t.db, companyId, {}, { createdAt: JOINED_BEFORE }),
    ),
  );

beforeAll(async () => {
  t = await createTestApp();
  const tutor = await createTutor(t.db);
  const lesson = await createRecordedLesson(t.db, { tutorId: tutor.id });
  const session = (subject: string, day: number) =>
    createScheduledSession(t.db, {
      tutorId: tutor.id,
      subject,
      academicYear: 'Year 10',
      scheduledFor: new Date(`2026-02-${String(day).padStart(2, '0')}T17:00:00Z`),
    });
  big = await createCompany(t.db, { name: 'Big Employer', employeeCount: 40 });
  small = await createCompany(t.db, { name: 'Small Employer', employeeCount: 12 });

  // Big: six families at February's maths session (one by joining only), three of them at
  // English too, one absent from a second maths session; five watch a recording in February
  // and two in March.
  const bigFamilies = await families(big.id, 6);
  const [maths, english, mathsAgain] = await Promise.all([
    session('Mathematics', 10),
    session('English', 11),
    session('Mathematics', 17),
  ]);
  for (const [i, { parent, student }] of bigFamilies.entries()) {
    if (i === 0) await recordJoin(t.db, maths.id, student.id, parent.id);
    else await markAttendance(t.db, maths.id, student.id, i === 1 ? 'late' : 'present');
    if (i < 3) await markAttendance(t.db, english.id, student.id);
    if (i < 5) await recordLessonView(t.db, lesson.id, parent.id, new Date('2026-02-12T19:00:00Z'));
    if (i < 2) await recordLessonView(t.db, lesson.id, parent.id, new Date('2026-03-03T19:00:00Z'));
  }
  await markAttendance(t.db, mathsAgain.id, bigFamilies[0]!.student.id, 'absent');
  february = maths;

  // Small: three families, all active in February.
  for (const { student } of await families(small.id, 3))
    await markAttendance(t.db, maths.id, student.id);

  admin = await signInAs(t, await createUser(t.db, { role: 'admin' }));
  employer = await signInAs(t, await createEmployerContact(t.db, big.id));
});
afterAll(() => t.close());

describe('GET /api/employer/report', () => {
  it("gives the contact its own company's figures per month and for the range", async () => {
    const res = await t.get(`/api/employer/report?${RANGE}`, { cookie: employer });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<UsageReport>();
    expect(report.company).toEqual({ id: big.id, name: 'Big Employer' });
    expect(report.placesBought).toBe(40);
    expect(report.months.map((m) => m.month)).toEqual(['2026-01', '2026-02', '2026-03']);

    const [january, february, march] = report.months;
    expect(january).toMatchObject({
      familiesRegistered: 6,
      activeFamilies: WITHHELD,
      sessionsAttended: WITHHELD,
    });
    expect(february).toMatchObject({
      familiesRegistered: 6,
      activeFamilies: 6,
      sessionsAttended: 9,
      // 9 attended of 10 marked or joined.
      attendanceRate: 90,
      recordingsWatched: 5,
      byYearGroup: [{ key: 'Year 10', sessionsAttended: 9 }],
    });
    expect(march).toMatchObject({ activeFamilies: WITHHELD, recordingsWatched: WITHHELD });
    expect(report.range).toMatchObject({
      familiesRegistered: 6,
      activeFamilies: 6,
      sessionsAttended: 9,
      attendanceRate: 90,
      recordingsWatched: 5,
      withheldMonths: 2,
    });
    expect(report.trend).toBe('unknown');
    expect(res.body).not.toMatch(/Test Parent|Test Child|Test Tutor/);
  });

  it('withholds a part that the total minus the shown parts would reveal', async () => {
    const report = (
      await t.get(`/api/employer/report?from=2026-02&to=2026-02`, { cookie: employer })
    ).json<UsageReport>();
    // English comes from 3 families; with the total shown, maths (6) would give it away.
    expect(report.months[0]!.bySubject).toEqual([
      { key: 'English', sessionsAttended: WITHHELD },
      { key: 'Mathematics', sessionsAttended: WITHHELD },
    ]);
  });

  it('answers "fewer than 5" for a company with 3 active families', async () => {
    const smallContact = await signInAs(t, await createEmployerContact(t.db, small.id));
    const res = await t.get(`/api/employer/report?${RANGE}`, { cookie: smallContact });
    const report = res.json<UsageReport>();
    expect(report.company.name).toBe('Small Employer');
    expect(report.months[1]).toMatchObject({
      familiesRegistered: WITHHELD,
      activeFamilies: WITHHELD,
      sessionsAttended: WITHHELD,
      attendanceRate: WITHHELD,
      byYearGroup: [{ key: 'Year 10', sessionsAttended: WITHHELD }],
    });
    expect(report.range).toMatchObject({ activeFamilies: WITHHELD, sessionsAttended: WITHHELD });
  });

  it('takes the company from the session, never from the request', async () => {
    const res = await t.get(`/api/employer/report?${RANGE}&companyId=${small.id}`, {
      cookie: employer,
    });
    expect(res.json<UsageReport>().company.id).toBe(big.id);
    for (const url of [
      `/api/admin/companies/${small.id}/report?${RANGE}`,
      `/api/admin/companies/${small.id}/report.pdf?${RANGE}`,
      `/api/admin/reports/summary?${RANGE}`,
    ])
      expect((await t.get(url, { cookie: employer })).statusCode, url).toBe(403);
  });

  it('refuses a contact without a company and every other role', async () => {
    const orphan = await signInAs(t, await createUser(t.db, { role: 'employer', companyId: null }));
    const res = await t.get(`/api/employer/report?${RANGE}`, { cookie: orphan });
    expect(res.statusCode).toBe(403);
    expect(res.json<{ message: string }>().message).toBe(REPORT_MSG.noCompany);
    expect((await t.get(`/api/employer/report?${RANGE}`, { cookie: admin })).statusCode).toBe(403);
  });

  it('bounds the range to 24 whole months in order', async () => {
    const ask = (query: string) => t.get(`/api/employer/report?${query}`, { cookie: employer });
    expectFieldErrors(await ask('from=2024-01&to=2026-01'), { to: REPORT_MSG.tooLong });
    expectFieldErrors(await ask('from=2026-03&to=2026-01'), { to: REPORT_MSG.monthOrder });
    expectFieldErrors(await ask('from=2026-13&to=2026-14'), {
      from: REPORT_MSG.monthFormat,
      to: REPORT_MSG.monthFormat,
    });
    expect((await ask('from=2024-02&to=2026-01')).statusCode).toBe(200);
  });

  it('sends the report as a PDF with the company, the period and the figures', async () => {
    const res = await t.get(`/api/employer/report.pdf?${RANGE}`, { cookie: employer });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename=".+\.pdf"/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('the admins’ reports', () => {
  it("gives any company's report, and 404 for one that does not exist", async () => {
    const res = await t.get(`/api/admin/companies/${small.id}/report?${RANGE}`, { cookie: admin });
    expect(res.json<UsageReport>().company.name).toBe('Small Employer');
    const missing = await t.get(`/api/admin/companies/2147483000/report?${RANGE}`, {
      cookie: admin,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('sums up every company, a page at a time', async () => {
    const res = await t.get(`/api/admin/reports/summary?${RANGE}&pageSize=100`, { cookie: admin });
    const lines = res.json<{ items: CompanyUsage[] }>().items;
    expect(lines.find((line) => line.id === big.id)).toMatchObject({
      name: 'Big Employer',
      placesBought: 40,
      activeFamilies: 6,
      sessionsAttended: 9,
    });
    expect(lines.find((line) => line.id === small.id)).toMatchObject({
      activeFamilies: WITHHELD,
    });
    await expectPagingContract(t, {
      url: `/api/admin/reports/summary?${RANGE}`,
      cookie: admin,
      insert: async (count) =>
        (await Promise.all(Array.from({ length: count }, () => createCompany(t.db)))).map(
          (company) => company.id,
        ),
    });
  });
});

describe('employer contacts', () => {
  const contacts = (companyId: number) => `/api/admin/companies/${companyId}/contacts`;

  it('are invited from a company, choose a password from the email and sign in as Employer', async () => {
    const res = await t.post(
      contacts(small.id),
      { fullName: 'Priya Shah', email: 'priya.shah@small.example' },
      { cookie: admin },
    );
    expect(res.statusCode, res.body).toBe(201);
    const contact = res.json<{ id: number; username: string; isActivated: boolean }>();
    expect(contact).toMatchObject({ username: 'priya.shah', isActivated: false });

    await t.jobsIdle();
    const mail = await lastEmailTo(t.db, 'priya.shah@small.example');
    const token = mail?.textBody.match(/reset-password\?token=([\w-]+)&invite=1/)?.[1];
    expect(token, mail?.textBody).toBeTruthy();
    const chosen = 'priya-chose-this-password';
    const confirm = await t.post('/api/reset-password/confirm', {
      token,
      password: chosen,
      confirmPassword: chosen,
    });
    expect(confirm.statusCode, confirm.body).toBe(200);

    const wrongRole = await t.post('/api/login', {
      username: 'priya.shah',
      password: chosen,
      role: 'student',
    });
    expect(wrongRole.statusCode).toBe(401);
    const cookie = await signIn(t, 'priya.shah', chosen, 'employer');
    const user = await t.get('/api/user', { cookie });
    expect(user.json()).toMatchObject({ role: 'employer', companyId: small.id });
    const report = await t.get(`/api/employer/report?${RANGE}`, { cookie });
    expect(report.json<UsageReport>().company.id).toBe(small.id);
  });

  it('are listed a page at a time, and removed only from their own company', async () => {
    await expectPagingContract(t, {
      url: contacts(big.id),
      cookie: admin,
      insert: async (count) =>
        (
          await Promise.all(
            Array.from({ length: count }, () => createEmployerContact(t.db, big.id)),
          )
        ).map((contact) => contact.id),
    });
    const contact = await createEmployerContact(t.db, big.id);
    const cookie = await signInAs(t, contact);
    expect((await del(t, `${contacts(small.id)}/${contact.id}`, admin)).statusCode).toBe(404);
    expect((await del(t, `${contacts(big.id)}/${contact.id}`, admin)).statusCode).toBe(204);
    expect((await t.get(`/api/employer/report?${RANGE}`, { cookie })).statusCode).toBe(401);
    expect((await del(t, `${contacts(big.id)}/${contact.id}`, admin)).statusCode).toBe(404);
  });

  it('cannot take an email address already in use', async () => {
    const taken = await createUser(t.db);
    const res = await t.post(
      contacts(big.id),
      { fullName: 'Someone Else', email: taken.email },
      { cookie: admin },
    );
    expect(res.statusCode).toBe(409);
  });
});

describe('the kept monthly counts (decision 070)', () => {
  const [from, to] = ['2026-01', '2026-03'];
  const direct = async (company: typeof big) =>
    buildReport(
      company,
      from,
      to,
      (await monthCounts(t.db, [company.id], from, to)).get(company.id)!,
    );
  const kept = async (company: typeof big) => {
    const stored = await storedUsage(t.db, [company.id], from, to);
    return buildReport(company, from, to, stored.get(company.id)!);
  };
  const refresh = async () => {
    for (const month of monthsBetween(from, to)) await refreshUsageMonth(t.db, month);
  };

  it('give the report that counting the marks, joins and views gives, withheld figures and all', async () => {
    await t.jobsIdle();
    await refresh();
    for (const company of [big, small]) expect(await kept(company)).toEqual(await direct(company));
    expect((await kept(small)).range.activeFamilies).toEqual(WITHHELD);
    const res = await t.get(`/api/employer/report?${RANGE}`, { cookie: employer });
    expect(res.json<UsageReport>()).toEqual(JSON.parse(JSON.stringify(await direct(big))));
  });

  it('are what the report reads, until a recount brings in what changed', async () => {
    const mid = await createCompany(t.db, { name: 'Mid Employer', employeeCount: 20 });
    const midFamilies = await families(mid.id, 5);
    for (const { student } of midFamilies.slice(0, 4))
      await markAttendance(t.db, february.id, student.id);
    await t.jobsIdle();
    await refresh();
    expect((await kept(mid)).range.sessionsAttended).toEqual(WITHHELD);

    // A fifth family's mark changes nothing until February is counted again.
    await markAttendance(t.db, february.id, midFamilies[4]!.student.id);
    expect((await kept(mid)).range.sessionsAttended).toEqual(WITHHELD);
    await refreshUsageMonth(t.db, '2026-02', [mid.id]);
    expect((await kept(mid)).range.sessionsAttended).toBe(5);
    expect(await kept(mid)).toEqual(await direct(mid));
  });

  it('are recounted each night for the months that can still change, and counted once for the rest', async () => {
    const late = await createCompany(t.db, { name: 'Late Employer', employeeCount: 9 });
    const lateFamilies = await families(late.id, 6);
    for (const { student } of lateFamilies.slice(0, 5))
      await markAttendance(t.db, february.id, student.id);
    const night = (iso: string) =>
      runUsageRefresh({ db: t.db, jobs: { now: () => new Date(iso) } } as unknown as Services, {});

    await night('2026-03-20T00:30:00Z');
    expect((await kept(late)).range.sessionsAttended).toBe(5);
    await markAttendance(t.db, february.id, lateFamilies[5]!.student.id);
    // February ended more than 9 days before: counted once, not again.
    await night('2026-03-20T00:30:00Z');
    expect((await kept(late)).range.sessionsAttended).toBe(5);
    // Within 9 days of February, a register may still change: recounted.
    await night('2026-03-05T00:30:00Z');
    expect((await kept(late)).range.sessionsAttended).toBe(6);
  });
});
