import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { TestClock } from 'pg-boss';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  accountTokens,
  authSessions,
  emailOutbox,
  importJobs,
  lessonViews,
  rateEvents,
  recordedLessons,
  securityEvents,
  registrationCodes,
  scheduledSessions,
  sessionRemindersSent,
  students,
  trustedDevices,
  tutorProfiles,
  uploadedFiles,
  users,
} from '../../src/server/db/schema.js';
import {
  createCompany,
  createRecordedLesson,
  createRegistrationCode,
  createResource,
  createScheduledSession,
  createStudent,
  createTutor,
  createUser,
} from '../../src/server/factories/index.js';
import { BATCH_SIZE } from '../../src/server/features/housekeeping/batches.js';
import { yearsBefore } from '../../src/server/features/housekeeping/retention.js';
import {
  HOUSEKEEPING_TASKS,
  type HousekeepingTask,
} from '../../src/server/features/housekeeping/tasks.js';
import {
  runHousekeeping,
  housekeepingTask,
} from '../../src/server/features/housekeeping/worker.js';
import { applySchedules, queues, startTask } from '../../src/server/job-registry.js';
import { createServices } from '../../src/server/services.js';
import { createTestApp, type TestApp } from './support/app.js';

/* Issue 12 §5: recurring clean-up instead of clean-up on the request path; each task run as of a given time. */

let t: TestApp;
let uploadDir: string;
beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), 'classperk-housekeeping-'));
  // No workers: only the runs a test starts touch its rows.
  t = await createTestApp({ workers: false, env: { UPLOAD_DIR: uploadDir } });
});
afterAll(async () => {
  await t.close();
  await rm(uploadDir, { recursive: true, force: true });
});

const NOW = new Date();
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

const logged = vi.fn();
const log = { info: logged } as unknown as FastifyBaseLogger;
const run = (task: HousekeepingTask, now = NOW) =>
  runHousekeeping(task, { db: t.db, config: t.config, now }, log);

/** Runs a task twice: what the first removed, and that the second found nothing more. */
async function runTwice(task: HousekeepingTask, now = NOW) {
  const first = await run(task, now);
  const second = await run(task, now);
  expect(
    Object.values(second).every((n) => n === 0),
    JSON.stringify(second),
  ).toBe(true);
  return first;
}

const idsIn = async <T extends { id: number }>(rows: Promise<T[]>) => (await rows).map((r) => r.id);

describe('housekeeping tasks', () => {
  it('logs what each run removed', async () => {
    await t.db
      .insert(rateEvents)
      .values({ bucket: 'enquiry', subject: 'logged', ip: '192.0.2.1', createdAt: daysAgo(3) });
    await run('rate-events');
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ task: 'rate-events', removed: { stale: 1 } }),
      'housekeeping done',
    );
  });

  it('works through a backlog larger than one batch', async () => {
    const backlog = BATCH_SIZE * 2 + 5;
    await t.db.insert(rateEvents).values(
      Array.from({ length: backlog }, (_, i) => ({
        bucket: 'login_failure',
        subject: `backlog-${i}`,
        ip: '192.0.2.2',
        createdAt: daysAgo(2),
      })),
    );
    expect(await runTwice('rate-events')).toEqual({ stale: backlog });
  });

  it('deletes used and expired account links, and keeps live ones', async () => {
    const user = await createUser(t.db);
    const token = (n: string, expiresAt: Date, usedAt: Date | null = null) => ({
      userId: user.id,
      purpose: 'password_reset',
      tokenHash: `${n}-${user.id}`,
      expiresAt,
      usedAt,
    });
    await t.db
      .insert(accountTokens)
      .values([
        token('used', new Date(NOW.getTime() + DAY), daysAgo(0.1)),
        token('expired', daysAgo(0.01)),
        token('live', new Date(NOW.getTime() + 3600_000)),
      ]);
    expect(await runTwice('account-tokens')).toEqual({ usedOrExpired: 2 });
    const left = await t.db
      .select({ tokenHash: accountTokens.tokenHash })
      .from(accountTokens)
      .where(eq(accountTokens.userId, user.id));
    expect(left).toEqual([{ tokenHash: `live-${user.id}` }]);
  });

  it('keeps throttle events while a sign-in adds more, and deletes those older than a day', async () => {
    await t.db.insert(rateEvents).values([
      { bucket: 'login_failure', subject: 'old', ip: '192.0.2.9', createdAt: daysAgo(2) },
      { bucket: 'login_failure', subject: 'recent', ip: '192.0.2.9', createdAt: daysAgo(0.5) },
    ]);
    const failed = await t.post('/api/login', {
      username: 'nobody-here',
      password: 'wrong-password',
      role: 'student',
    });
    expect(failed.statusCode).toBe(401);
    const subjects = async () =>
      (await t.db.select({ subject: rateEvents.subject }).from(rateEvents))
        .map((r) => r.subject)
        .sort();
    expect(await subjects()).toEqual(['nobody-here', 'old', 'recent']);

    expect(await runTwice('rate-events')).toEqual({ stale: 1 });
    expect(await subjects()).toEqual(['nobody-here', 'recent']);
  });

  it('deletes abandoned uploads and the parts of interrupted ones, a day on', async () => {
    const tutor = await createTutor(t.db);
    const file = async (name: string, age: number, row: boolean) => {
      await writeFile(path.join(uploadDir, name), 'x');
      const at = daysAgo(age);
      await utimes(path.join(uploadDir, name), at, at);
      if (row)
        await t.db.insert(uploadedFiles).values({
          id: name,
          originalName: 'sheet.pdf',
          mimeType: 'application/pdf',
          sizeBytes: 1,
          uploadedBy: tutor.id,
          createdAt: at,
        });
      return name;
    };
    await file(`${'a'.repeat(32)}.pdf`, 2, true);
    const used = await file(`${'b'.repeat(32)}.pdf`, 2, true);
    await createResource(t.db, { tutorId: tutor.id, fileUrl: `/api/files/${used}`, type: 'pdf' });
    const fresh = await file(`${'c'.repeat(32)}.pdf`, 0.5, true);
    await file(`${'d'.repeat(32)}.part`, 2, false);
    const writing = await file(`${'e'.repeat(32)}.part`, 0, false);

    expect(await runTwice('uploads')).toEqual({ rows: 1, partFiles: 1 });
    expect((await readdir(uploadDir)).sort()).toEqual([used, fresh, writing].sort());
    const rows = await t.db.select({ id: uploadedFiles.id }).from(uploadedFiles);
    expect(rows.map((r) => r.id).sort()).toEqual([used, fresh].sort());
  });

  it('deletes sent emails after 30 days and failed ones after 90, never queued ones', async () => {
    const email = (status: 'queued' | 'sent' | 'failed', age: number) => ({
      toAddress: `${status}-${age}@example.com`,
      subject: 'Hello',
      textBody: 'Hello',
      transport: 'outbox',
      status,
      createdAt: daysAgo(age),
    });
    await t.db
      .insert(emailOutbox)
      .values([
        email('sent', 31),
        email('sent', 29),
        email('failed', 91),
        email('failed', 89),
        email('queued', 200),
      ]);
    expect(await runTwice('email-outbox')).toEqual({ sent: 1, failed: 1 });
    const left = await t.db.select({ to: emailOutbox.toAddress }).from(emailOutbox);
    expect(left.map((r) => r.to).sort()).toEqual([
      'failed-89@example.com',
      'queued-200@example.com',
      'sent-29@example.com',
    ]);
  });

  it('deletes import progress untouched for 30 days', async () => {
    const job = (id: string, age: number) => ({
      id,
      kind: 'bulk-upload',
      total: 1,
      status: 'done',
      updatedAt: daysAgo(age),
    });
    await t.db.insert(importJobs).values([job('job-old', 31), job('job-recent', 5)]);
    expect(await runTwice('import-jobs')).toEqual({ old: 1 });
    const left = await t.db.select({ id: importJobs.id }).from(importJobs);
    expect(left).toEqual([{ id: 'job-recent' }]);
  });

  it('deletes registration codes a year after they expired or were revoked', async () => {
    const company = await createCompany(t.db);
    const code = (expiresAt: Date, revokedAt: Date | null = null) =>
      createRegistrationCode(t.db, { companyId: company.id, expiresAt, revokedAt });
    await code(daysAgo(366));
    await code(new Date(NOW.getTime() + DAY), daysAgo(366));
    const expiredRecently = await code(daysAgo(100));
    const usable = await code(new Date(NOW.getTime() + DAY));
    expect(await runTwice('registration-codes')).toEqual({ expiredOrRevoked: 2 });
    const left = await idsIn(
      t.db
        .select({ id: registrationCodes.id })
        .from(registrationCodes)
        .where(eq(registrationCodes.companyId, company.id)),
    );
    expect(left.sort()).toEqual([expiredRecently.id, usable.id].sort());
  });

  it('deletes reminder records a week after their start, keeping a rescheduled session’s new ones', async () => {
    const tutor = await createTutor(t.db);
    const parent = await createUser(t.db);
    const session = await createScheduledSession(t.db, { tutorId: tutor.id });
    const sent = (startsAt: Date) => ({
      sessionId: session.id,
      kind: 'day-before',
      startsAt,
      userId: parent.id,
    });
    await t.db
      .insert(sessionRemindersSent)
      .values([sent(daysAgo(8)), sent(daysAgo(6)), sent(session.scheduledFor)]);
    expect(await runTwice('reminders-sent')).toEqual({ past: 1 });
    const left = await t.db
      .select({ startsAt: sessionRemindersSent.startsAt })
      .from(sessionRemindersSent)
      .where(eq(sessionRemindersSent.sessionId, session.id));
    expect(left.map((r) => r.startsAt.getTime()).sort()).toEqual(
      [daysAgo(6).getTime(), session.scheduledFor.getTime()].sort(),
    );
  });
});

describe('retention periods of the privacy policy', () => {
  // Counts are exact: each test leaves nothing the next one's runs would match.
  it('deletes device cookies a year after the browser last signed in', async () => {
    const user = await createUser(t.db);
    const device = (tokenHash: string, createdAt: Date) => ({
      userId: user.id,
      tokenHash,
      createdAt,
    });
    const [, kept] = await t.db
      .insert(trustedDevices)
      .values([device('a'.repeat(64), daysAgo(366)), device('b'.repeat(64), daysAgo(300))])
      .returning();
    expect(await runTwice('trusted-devices')).toEqual({ expired: 1 });
    expect(await idsIn(t.db.select().from(trustedDevices))).toEqual([kept!.id]);
  });

  it('deletes security events after the 12 months the policy gives technical logs', async () => {
    const event = (occurredAt: Date) => ({
      type: 'access_refused',
      outcome: 'refused',
      ip: '192.0.2.40',
      occurredAt,
    });
    const [, kept] = await t.db
      .insert(securityEvents)
      .values([event(daysAgo(366)), event(daysAgo(364))])
      .returning();
    expect(await runTwice('security-events')).toEqual({ old: 1 });
    expect(
      await idsIn(t.db.select().from(securityEvents).where(eq(securityEvents.ip, '192.0.2.40'))),
    ).toEqual([kept!.id]);
  });

  it('keeps account data 3 years after closing: deleted when nothing needs it, else anonymised', async () => {
    const closed = yearsBefore(NOW, 3.1);
    const alone = await createUser(t.db, { deactivatedAt: closed });
    const parent = await createUser(t.db, { deactivatedAt: closed, fullName: 'Pat Parent' });
    const child = await createStudent(t.db, { parentId: parent.id, name: 'Sam' });
    const tutor = await createTutor(t.db, { deactivatedAt: closed, fullName: 'Terry Tutor' });
    const lesson = await createRecordedLesson(t.db, { tutorId: tutor.id });
    const closedRecently = await createUser(t.db, { deactivatedAt: yearsBefore(NOW, 2.9) });
    const open = await createUser(t.db);
    await t.db.insert(authSessions).values({
      idHash: `closed-${parent.id}`,
      userId: parent.id,
      expiresAt: new Date(NOW.getTime() + DAY),
    });

    expect(await runTwice('account-data')).toEqual({ deleted: 1, anonymised: 2 });
    const byId = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
    expect(await byId(alone.id)).toBeUndefined();
    for (const [user, name] of [
      [parent, 'Pat Parent'],
      [tutor, 'Terry Tutor'],
    ] as const) {
      const row = await byId(user.id);
      expect(row).toMatchObject({
        username: `closed-account-${user.id}`,
        email: `closed-account-${user.id}@classperk.invalid`,
        fullName: 'Closed account',
        companyId: null,
        calendarToken: null,
      });
      expect(row!.anonymisedAt).toEqual(NOW);
      expect(JSON.stringify(row)).not.toContain(name);
    }
    expect(
      await t.db.select().from(authSessions).where(eq(authSessions.userId, parent.id)),
    ).toEqual([]);
    const [profile] = await t.db
      .select()
      .from(tutorProfiles)
      .where(eq(tutorProfiles.userId, tutor.id));
    expect(profile).toMatchObject({ subjects: [], bio: null, qualifications: null });
    expect((await byId(closedRecently.id))!.username).toBe(closedRecently.username);
    expect((await byId(open.id))!.username).toBe(open.username);
    // What must outlive the account still points to it.
    expect(await idsIn(t.db.select({ id: students.id }).from(students))).toContain(child.id);
    const [kept] = await t.db
      .select({ tutorId: recordedLessons.tutorId })
      .from(recordedLessons)
      .where(eq(recordedLessons.id, lesson.id));
    expect(kept).toEqual({ tutorId: tutor.id });

    // Once the child's learning profile reaches its own end, the account goes too.
    const later = yearsBefore(NOW, -4.5);
    expect(await run('learning-data', later)).toEqual({
      profiles: 1,
      sessions: 0,
      viewsAnonymised: 0,
    });
    // The parent, and the account closed 2.9 years before NOW that is now past its 3 years.
    expect(await run('account-data', later)).toEqual({ deleted: 2, anonymised: 0 });
    expect(await byId(parent.id)).toBeUndefined();
    expect(await byId(tutor.id)).toBeDefined();
  });
  it('keeps learning data 7 years: profiles of families closed that long ago, old one-to-one sessions, who watched', async () => {
    const tutor = await createTutor(t.db);
    const family = async (closedYearsAgo: number | null) => {
      const parent = await createUser(t.db, {
        deactivatedAt: closedYearsAgo === null ? null : yearsBefore(NOW, closedYearsAgo),
      });
      return createStudent(t.db, { parentId: parent.id, name: 'Sam' });
    };
    const closedLongAgo = await family(7.5);
    const closedRecently = await family(5);
    const open = await family(null);
    const pupilWithoutAccount = await createStudent(t.db, { tutorId: tutor.id, name: 'Alex' });
    const oneToOne = (studentId: number, at: Date) =>
      createScheduledSession(t.db, { tutorId: tutor.id, studentId, scheduledFor: at });
    const heldLongAgo = await oneToOne(open.id, yearsBefore(NOW, 7.1));
    const heldRecently = await oneToOne(open.id, yearsBefore(NOW, 6.9));
    const ofClosedFamily = await oneToOne(closedLongAgo.id, daysAgo(3000));
    const lesson = await createRecordedLesson(t.db, { tutorId: tutor.id });
    const viewer = await createUser(t.db);
    await t.db.insert(lessonViews).values([
      { lessonId: lesson.id, userId: viewer.id, viewedAt: yearsBefore(NOW, 7.1) },
      { lessonId: lesson.id, userId: viewer.id, viewedAt: yearsBefore(NOW, 6.9) },
    ]);

    expect(await runTwice('learning-data')).toEqual({
      profiles: 1,
      sessions: 1,
      viewsAnonymised: 1,
    });
    const profiles = await idsIn(t.db.select({ id: students.id }).from(students));
    expect(profiles).not.toContain(closedLongAgo.id);
    expect(profiles).toEqual(
      expect.arrayContaining([closedRecently.id, open.id, pupilWithoutAccount.id]),
    );
    const sessions = await idsIn(
      t.db
        .select({ id: scheduledSessions.id })
        .from(scheduledSessions)
        .where(inArray(scheduledSessions.id, [heldLongAgo.id, heldRecently.id, ofClosedFamily.id])),
    );
    expect(sessions).toEqual([heldRecently.id]);
    const views = await t.db
      .select({ userId: lessonViews.userId })
      .from(lessonViews)
      .where(eq(lessonViews.lessonId, lesson.id))
      .orderBy(lessonViews.viewedAt);
    expect(views).toEqual([{ userId: null }, { userId: viewer.id }]);
  });
});

describe('schedules', () => {
  it('registers one schedule a task, in UK time, once however often servers start', async () => {
    // 03:28 in London (summer time): the nightly email clean-up is due at 03:30.
    const clock = new TestClock(new Date('2026-07-01T02:28:00Z'));
    const services = await createServices({
      config: t.config,
      database: t.database,
      log: pino({ level: 'silent' }),
      workers: true,
      queues,
      // Each poll is a timer the clock fires as it moves; fewer keep the ticks quick.
      jobs: { clock, pollingSeconds: 30 },
    });
    try {
      await startTask(services, log, housekeepingTask);
      await applySchedules(services.jobs.boss, housekeepingTask);
      const schedules = await services.jobs.boss.getSchedules('housekeeping');
      expect(
        schedules
          .map((s) => ({ key: s.key, cron: s.cron, timezone: s.timezone }))
          .sort((a, b) => a.key.localeCompare(b.key)),
      ).toEqual(
        Object.entries(HOUSEKEEPING_TASKS)
          .map(([key, task]) => ({ key, cron: task.cron, timezone: 'Europe/London' }))
          .sort((a, b) => a.key.localeCompare(b.key)),
      );

      // Sent 61 and 11 days before the clock's time: the run must go by the clock, not the system's.
      const sent = (createdAt: string) => ({
        toAddress: `scheduled-${createdAt}@example.com`,
        subject: 'Hello',
        textBody: 'Hello',
        transport: 'outbox',
        status: 'sent' as const,
        createdAt: new Date(createdAt),
      });
      const [old, recent] = await t.db
        .insert(emailOutbox)
        .values([sent('2026-05-01T00:00:00Z'), sent('2026-06-20T00:00:00Z')])
        .returning();
      const stillThere = async (id: number) =>
        (await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, id))).length > 0;
      await clock.tick(60_000);
      expect(await stillThere(old!.id)).toBe(true);
      // Up to 03:31: a run at another time fails here.
      for (let i = 0; i < 8 && (await stillThere(old!.id)); i += 1) await clock.tick(15_000);
      expect(await stillThere(old!.id)).toBe(false);
      expect(await stillThere(recent!.id)).toBe(true);
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({ task: 'email-outbox' }),
        'housekeeping done',
      );
    } finally {
      await services.jobs.stop(0);
    }
  });
});
