import { TestClock } from 'pg-boss';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../src/server/db/schema.js';
import { createTutor, createUser } from '../../src/server/factories/index.js';
import {
  sendVettingWarnings,
  vettingWarningTask,
} from '../../src/server/features/vetting/warnings.js';
import { queues } from '../../src/server/job-registry.js';
import { createServices, type Services } from '../../src/server/services.js';
import { put, messageOf } from './support/admin.js';
import { createTestApp, emailsTo, signInAs, type TestApp } from './support/app.js';

/*
 * Issue 31 §1: the daily job warns the tutor and the admins 30 days before a DBS Update Service
 * status check falls due (12 months unless the admins set another interval), once, and on the
 * day it falls due the tutor can no longer be given teaching. Driven by a test clock.
 */

const clock = new TestClock(new Date('2026-08-20T09:00:00Z'));
let t: TestApp;
let services: Services;
let admin: UserRow;
let adminCookie: string;
let soon: UserRow;
let later: UserRow;

const run = () => sendVettingWarnings(services, services.jobs.now());
const subjects = async (user: UserRow) => (await emailsTo(t.db, user.email)).map((e) => e.subject);

beforeAll(async () => {
  t = await createTestApp({ jobs: { clock } });
  services = await createServices({
    config: t.config,
    database: t.database,
    log: pino({ level: 'silent' }),
    workers: false,
    queues,
    jobs: { clock },
  });
  admin = await createUser(t.db, { role: 'admin', fullName: 'Ada Admin' });
  adminCookie = await signInAs(t, admin);
  // Due on 19 September 2026, 30 days after the clock's day; the other a day later.
  soon = await createTutor(t.db, { fullName: 'Sami Soon' }, {}, { statusCheckOn: '2025-09-19' });
  later = await createTutor(t.db, { fullName: 'Lena Later' }, {}, { statusCheckOn: '2025-09-20' });
});
afterAll(async () => {
  await services.jobs.stop();
  await t.close();
});

const sessionFor = (tutorId: number) => ({
  title: 'Fractions revision',
  description: 'Adding and subtracting fractions.',
  subject: 'Mathematics',
  tutorId,
  scheduledFor: '2026-10-01T15:00:00Z',
  duration: 60,
  academicYear: 'Year 9',
});

describe('the daily vetting warnings', () => {
  it('is scheduled every morning in UK time', () => {
    expect(vettingWarningTask.schedules?.map((s) => s.cron)).toEqual(['0 7 * * *']);
  });

  it('warns the tutor and the admins 30 days before, once', async () => {
    expect(await run()).toBe(1);
    expect(await subjects(soon)).toEqual([
      'Your DBS Update Service status check needs renewing by 19 September 2026',
    ]);
    expect(await subjects(admin)).toEqual([
      'Sami Soon’s DBS Update Service status check needs renewing by 19 September 2026',
    ]);
    expect(await subjects(later)).toEqual([]);
    expect(await run()).toBe(0);
    await clock.setTime(new Date('2026-08-21T09:00:00Z'));
    expect(await run()).toBe(1);
    expect(await subjects(soon)).toHaveLength(1);
    expect(await subjects(later)).toHaveLength(1);
  });

  it('blocks on the day the check falls due, and says so once', async () => {
    await clock.setTime(new Date('2026-09-18T22:59:00Z'));
    const dayBefore = await t.post('/api/admin/scheduled-sessions', sessionFor(soon.id), {
      cookie: adminCookie,
    });
    expect(dayBefore.statusCode, dayBefore.body).toBe(201);
    // Midnight in London (summer time): 19 September has begun.
    await clock.setTime(new Date('2026-09-18T23:00:00Z'));
    const onTheDay = await t.post('/api/admin/scheduled-sessions', sessionFor(soon.id), {
      cookie: adminCookie,
    });
    expect(onTheDay.statusCode).toBe(400);
    expect(messageOf(onTheDay)).toContain('needs renewing: DBS Update Service status check');
    expect(await run()).toBe(1);
    expect(await subjects(soon)).toContain(
      'Your DBS Update Service status check needs renewing: no teaching until it is',
    );
    expect(await subjects(admin)).toContain(
      'Sami Soon’s DBS Update Service status check needs renewing: no teaching until it is',
    );
    expect(await run()).toBe(0);
  });

  it('warns by the interval the admins set', async () => {
    await clock.setTime(new Date('2026-08-22T09:00:00Z'));
    const fresh = await createTutor(
      t.db,
      { fullName: 'Fay Fresh' },
      {},
      { statusCheckOn: '2026-03-01' },
    );
    expect(await run()).toBe(0);
    const set = await put(t, '/api/admin/vetting-settings', { renewalMonths: 6 }, adminCookie);
    expect(set.statusCode, set.body).toBe(200);
    // Fay's check falls due on 1 September; Lena's, of September 2025, has now lapsed.
    expect(await run()).toBe(2);
    expect(await subjects(fresh)).toEqual([
      'Your DBS Update Service status check needs renewing by 1 September 2026',
    ]);
    await put(t, '/api/admin/vetting-settings', { renewalMonths: 12 }, adminCookie);
  });
});
