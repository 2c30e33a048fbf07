import { and, eq, sql } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attendanceMarks,
  lessonReports,
  sessionJoins,
  weeklyDigestsSent,
} from '../../src/server/db/schema-attendance.js';
import { emailOutbox, students, users, type UserRow } from '../../src/server/db/schema.js';
import {
  createScheduledSession,
  createStudent,
  createTutor,
  createUser,
} from '../../src/server/factories/index.js';
import {
  DIGEST_BATCH,
  DIGEST_CRON,
  sendDigestBatch,
  weeklyDigestQueue,
  weeklyDigestTask,
} from '../../src/server/features/weekly-digest/worker.js';
import { applySchedules, queues } from '../../src/server/job-registry.js';
import { createServices, type Services } from '../../src/server/services.js';
import { createTestApp, emailsTo, rowsOf, type TestApp } from './support/app.js';

/*
 * Issue 15 §2: the Sunday-evening digest. The fake time is Sunday 22 November 2026, 18:00 in
 * London (GMT, so 18:00Z); its week began on Monday 16 November.
 */

const SUNDAY_EVENING = new Date('2026-11-22T18:00:00Z');
const at = (iso: string) => new Date(iso);

let t: TestApp;
let services: Services;
let parent: UserRow;
let quiet: UserRow;
let other: UserRow;

beforeAll(async () => {
  // No workers in the app: only the batches a test runs send anything.
  t = await createTestApp({ workers: false });
  services = await createServices({
    config: t.config,
    database: t.database,
    log: pino({ level: 'silent' }),
    workers: false,
    queues,
    jobs: { clock: new TestClock(SUNDAY_EVENING) },
  });
  const db = t.db;
  const tutor = await createTutor(db);
  parent = await createUser(db, { role: 'parent', fullName: 'Priya Parent' });
  quiet = await createUser(db, {
    role: 'parent',
    fullName: 'Quentin Quiet',
    weeklyDigestEnabled: false,
  });
  other = await createUser(db, { role: 'parent', fullName: 'Olive Other' });
  const sam = await createStudent(db, { parentId: parent.id, name: 'Sam', grade: 'Year 9' });
  const amira = await createStudent(db, { parentId: parent.id, name: 'Amira', grade: 'Year 7' });
  await createStudent(db, { parentId: quiet.id, name: 'Quinn', grade: 'Year 9' });
  const ollie = await createStudent(db, { parentId: other.id, name: 'Ollie', grade: 'Year 9' });

  const session = (title: string, scheduledFor: Date, extra: object = {}) =>
    createScheduledSession(db, {
      title,
      academicYear: 'Year 9',
      tutorId: tutor.id,
      scheduledFor,
      ...extra,
    });
  const monday = await session('Quadratics', at('2026-11-16T16:00:00Z'));
  const tuesday = await session('Circle theorems', at('2026-11-17T16:00:00Z'));
  await session('Cancelled one', at('2026-11-18T16:00:00Z'), { status: 'cancelled' });
  await session('Last week', at('2026-11-13T16:00:00Z'));
  await session('Sunday evening', at('2026-11-22T19:00:00Z'));
  await session('Next Tuesday', at('2026-11-24T16:00:00Z'));
  await session('Too far', at('2026-11-30T16:00:00Z'));
  await session('Amira one-to-one', at('2026-11-19T17:00:00Z'), {
    academicYear: 'Year 7',
    studentId: amira.id,
  });

  // Sam studies Mathematics only: Science sessions of his year count only when he joins one.
  await session('Forces', at('2026-11-18T17:00:00Z'), { subject: 'Science' });
  const waves = await session('Waves', at('2026-11-19T16:00:00Z'), { subject: 'Science' });
  await session('Light', at('2026-11-25T16:00:00Z'), { subject: 'Science' });

  await db.insert(lessonReports).values({
    sessionId: monday.id,
    covered: 'Factorising <quadratics> & completing the square',
    homework: 'Worksheet 3',
  });
  await db.insert(attendanceMarks).values([
    { sessionId: monday.id, studentId: sam.id, status: 'late' },
    { sessionId: monday.id, studentId: ollie.id, status: 'present' },
  ]);
  await db.insert(sessionJoins).values([
    { sessionId: tuesday.id, studentId: sam.id, joinedAt: at('2026-11-17T15:58:00Z') },
    { sessionId: waves.id, studentId: sam.id, joinedAt: at('2026-11-19T16:01:00Z') },
  ]);
});
afterAll(async () => {
  await services.jobs.stop(0);
  await t.close();
});

const digestsTo = async (user: UserRow) => emailsTo(t.db, user.email);

describe('the weekly digest', () => {
  it("emails a parent each child's week with attendance and reports, and next week's sessions", async () => {
    // The schedule's own job carries no data: the week comes from the (fake) clock.
    await sendDigestBatch(services, {});
    const [email, ...more] = await digestsTo(parent);
    expect(more).toEqual([]);
    expect(email!.subject).toBe('ClassPerk weekly digest: week of 16 November');
    const text = email!.textBody;
    const sam = text.slice(text.indexOf('Sam (Year 9)'), text.indexOf('Amira (Year 7)'));
    expect(sam).toContain(
      'Monday 16 November at 4:00 PM: Mathematics, Quadratics. Late.\n  Covered: Factorising <quadratics> & completing the square\n  Homework: Worksheet 3',
    );
    // Joined two minutes early and never marked: present, from the join; without a report.
    expect(sam).toContain(
      'Tuesday 17 November at 4:00 PM: Mathematics, Circle theorems. Present.\n  No report yet.',
    );
    expect(sam).toMatch(
      /Next week:\n- Sunday 22 November at 7:00 PM: Mathematics, Sunday evening\n- Tuesday 24 November at 4:00 PM: Mathematics, Next Tuesday\n/,
    );
    expect(sam).toContain('Thursday 19 November at 4:00 PM: Science, Waves. Present.');
    for (const absent of [
      'Cancelled one',
      'Last week',
      'Too far',
      'Amira one-to-one',
      'Forces',
      'Light',
    ])
      expect(sam).not.toContain(absent);
    const amira = text.slice(text.indexOf('Amira (Year 7)'));
    expect(amira).toContain(
      'Thursday 19 November at 5:00 PM: Mathematics, Amira one-to-one. Absent.',
    );
    expect(amira).toContain('Next week:\n- No sessions.');
    expect(email!.htmlBody).toContain('Factorising &#60;quadratics&#62; &#38; completing');
    expect(email!.htmlBody).not.toContain('<quadratics>');
  });

  it('sends once a week however often a batch runs, and not to a parent who turned it off', async () => {
    await sendDigestBatch(services, { at: SUNDAY_EVENING.toISOString() });
    expect(await digestsTo(parent)).toHaveLength(1);
    expect(await digestsTo(quiet)).toEqual([]);
    expect(await digestsTo(other)).toHaveLength(1);
    const sent = await t.db
      .select()
      .from(weeklyDigestsSent)
      .where(eq(weeklyDigestsSent.userId, parent.id));
    expect(sent.map((row) => row.weekStart)).toEqual(['2026-11-16']);
  });

  it("never shows one family another's marks", async () => {
    const [email] = await digestsTo(other);
    expect(email!.textBody).toContain('Quadratics. Present.');
    expect(email!.textBody).not.toContain('Sam');
    expect(email!.textBody).not.toContain('Late');
  });

  it('works through the parents in batches, each queuing the next', async () => {
    const first = await t.db
      .insert(users)
      .values(
        Array.from({ length: DIGEST_BATCH }, (_, i) => ({
          username: `batch_parent_${i}`,
          email: `batch-parent-${i}@example.com`,
          fullName: `Batch Parent ${i}`,
          passwordHash: 'unused',
          role: 'parent',
        })),
      )
      .returning({ id: users.id });
    await t.db.insert(students).values(
      // Added before the week, so its sessions expect them whatever day the test runs on.
      first.map((p) => ({
        parentId: p.id,
        name: 'Batch child',
        grade: 'Year 9',
        createdAt: at('2026-11-01T09:00:00Z'),
      })),
    );
    const after = Math.min(...first.map((p) => p.id)) - 1;
    const week = { at: at('2026-11-29T18:00:00Z').toISOString(), after };
    expect(await sendDigestBatch(services, week)).toBe(DIGEST_BATCH);
    const queued = await rowsOf<{ data: { at: string; after: number } }>(
      t.db,
      sql`select data from pgboss.job where name = ${weeklyDigestQueue.name}`,
    );
    expect(queued.map((job) => job.data)).toEqual([
      { at: week.at, after: Math.max(...first.map((p) => p.id)) },
    ]);
    // The next batch starts after the last parent of this one, so it is the end.
    expect(await sendDigestBatch(services, queued[0]!.data)).toBe(0);
    const outbox = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.subject, 'ClassPerk weekly digest: week of 23 November')));
    expect(outbox[0]!.n).toBe(DIGEST_BATCH);
  });

  it("carries one-click unsubscribe, whose multipart post turns off that parent's digest", async () => {
    const [email] = await digestsTo(other);
    expect(email!.headers).toMatchObject({
      'Auto-Submitted': 'auto-generated',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const off = new URL(email!.headers!['List-Unsubscribe']!.slice(1, -1));
    expect(off.pathname).toBe('/api/weekly-digest/off');
    const boundary = 'digest-one-click';
    const res = await t.request({
      method: 'POST',
      url: `${off.pathname}${off.search}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, other.id));
    expect(row!.weeklyDigestEnabled).toBe(false);
    expect(
      (await t.db.select().from(users).where(eq(users.id, parent.id)))[0]!.weeklyDigestEnabled,
    ).toBe(true);
  });

  it('is scheduled for Sunday at 18:00 UK time', async () => {
    await applySchedules(services.jobs.boss, weeklyDigestTask);
    const schedules = await services.jobs.boss.getSchedules(weeklyDigestQueue.name);
    expect(schedules.map((s) => ({ cron: s.cron, timezone: s.timezone }))).toEqual([
      { cron: DIGEST_CRON, timezone: 'Europe/London' },
    ]);
    expect(DIGEST_CRON).toBe('0 18 * * 0');
  });
});
