import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceMarks } from '../../src/server/db/schema-attendance.js';
import {
  createCompany,
  createScheduledSession,
  createTutor,
  createUser,
} from '../../src/server/factories/index.js';
import { sendAbsenceAlerts } from '../../src/server/features/attendance/absence-alerts.js';
import { countUsage } from '../../src/server/features/employer-report/queries.js';
import { ukMonthOf } from '../../src/server/features/employer-report/months.js';
import { createMail } from '../../src/server/email/outbox.js';
import { startJobEngine, type JobEngine } from '../../src/server/jobs/engine.js';
import type { ChildAttendance, RegisterPage } from '../../src/shared/attendance/schemas.js';
import type { Child } from '../../src/shared/family/schemas.js';
import { createTestApp, emailsTo, signInAs, type TestApp } from './support/app.js';

/*
 * Issue 26 §5: a child added today showed "0 of 3 · 0%" and red Absent marks from sessions held
 * weeks before the family existed. A pupil is expected only from the UK day they joined: the
 * families' figures, the register, the absence email and the employer report all say so.
 */

const MINUTE = 60_000;
const DAY = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms);
type ScheduledSessionRow = Awaited<ReturnType<typeof createScheduledSession>>;

let t: TestApp;
let engine: JobEngine;
let adminCookie: string;
let parentCookie: string;
let parentEmail: string;
let companyId: number;
let child: Child;
let tutorId: number;
const past: ScheduledSessionRow[] = [];
let today: ScheduledSessionRow;

beforeAll(async () => {
  t = await createTestApp();
  engine = await startJobEngine({
    database: t.database,
    queues: [],
    log: t.app.log,
    maintain: false,
  });
  adminCookie = await signInAs(t, await createUser(t.db, { role: 'admin' }));
  tutorId = (await createTutor(t.db)).id;
  companyId = (await createCompany(t.db)).id;
  const parent = await createUser(t.db, { role: 'parent', companyId });
  parentEmail = parent.email;
  parentCookie = await signInAs(t, parent);
  // Three Year 8 sessions held before the family added its child, each long over.
  for (const days of [21, 14, 7]) {
    past.push(
      await createScheduledSession(t.db, {
        tutorId,
        title: `Year 8 Maths ${days} days ago`,
        academicYear: 'Year 8',
        scheduledFor: ago(days * DAY),
        status: 'completed',
      }),
    );
  }
  // The child is added today, through the parent's form.
  const added = await t.post(
    '/api/children',
    { name: 'Nia New', grade: 'Year 8', subjects: ['Mathematics'] },
    { cookie: parentCookie },
  );
  expect(added.statusCode, added.body).toBe(201);
  child = added.json<Child>();
  // A session that started a moment ago: the day they joined counts.
  today = await createScheduledSession(t.db, {
    tutorId,
    title: 'Year 8 Maths today',
    academicYear: 'Year 8',
    scheduledFor: ago(2 * MINUTE),
    duration: 1,
    status: 'confirmed',
  });
});
afterAll(async () => {
  await engine.stop();
  await t.close();
});

const registerOf = async (session: ScheduledSessionRow) => {
  const res = await t.get(`/api/scheduled-sessions/${session.id}/register`, {
    cookie: adminCookie,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<RegisterPage>().items.map((entry) => entry.name);
};

describe('a pupil added today', () => {
  it('is not on the registers of sessions held before they joined, and is on today’s', async () => {
    for (const session of past) expect(await registerOf(session)).not.toContain('Nia New');
    expect(await registerOf(today)).toContain('Nia New');
  });

  it('shows the family only the sessions since they joined, not weeks of absences', async () => {
    const res = await t.get(`/api/attendance/children/${child.id}`, { cookie: parentCookie });
    expect(res.statusCode, res.body).toBe(200);
    const attendance = res.json<ChildAttendance>();
    expect(attendance.recent.map((row) => row.title)).toEqual(['Year 8 Maths today']);
    expect(attendance.subjects).toEqual([
      { subject: 'Mathematics', sessions: 1, present: 0, late: 0, absent: 1, rate: 0 },
    ]);
  });

  it('sends no absence email for a session held before they joined', async () => {
    const mail = createMail(t.config, engine);
    const start = past[2]!.scheduledFor;
    await sendAbsenceAlerts(
      { db: t.db, mail, publicUrl: t.config.publicUrl },
      new Date(start.getTime() + 10 * MINUTE),
    );
    expect(await emailsTo(t.db, parentEmail)).toHaveLength(0);
  });

  it('counts no mark of a session before they joined in the employer report', async () => {
    const old = past[0]!;
    await t.db
      .insert(attendanceMarks)
      .values({ sessionId: old.id, studentId: child.id, status: 'absent' });
    const month = ukMonthOf(old.scheduledFor);
    const rows = await countUsage(t.db, [companyId], month, month);
    const marked = rows.filter((row) => ['attended', 'subject', 'year_group'].includes(row.kind));
    expect(marked).toEqual([]);
  });
});
