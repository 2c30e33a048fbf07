import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, type UserRow } from '../../src/server/db/schema.js';
import { createStudent, createTutor, createUser } from '../../src/server/factories/index.js';
import { JOIN_RULE } from '../../src/server/features/reminders/emails.js';
import { offLinkKey } from '../../src/server/features/email-lists/links.js';
import { reminderQueue, type ReminderJob } from '../../src/server/features/reminders/plan.js';
import { startJobEngine } from '../../src/server/jobs/engine.js';
import type { AdminScheduledSession } from '../../src/shared/admin/schemas.js';
import { put, signInEveryRole } from './support/admin.js';
import { createTestApp, rowsOf, signInAs, type TestApp } from './support/app.js';

/*
 * Issue 12 §4 on pg-boss's TestClock, which PostgreSQL's job_now() follows, so jobs delayed with
 * startAfter come due exactly when the fake time reaches them. The timeline is October 2026, across
 * the end of British Summer Time (Sunday 25 October, 02:00 BST becomes 01:00 GMT).
 */

const HOUR = 3_600_000;
const MINUTE = 60_000;
const at = (iso: string) => new Date(iso);

let clock: TestClock;
let t: TestApp;
let admin: string;
let tutor: UserRow;
/** Two children (Amira, Sam) in Year 9. */
let parent: UserRow;
/** One child in Year 9; reminders switched off. */
let quietParent: UserRow;
/** A Year 9 pupil with their own sign-in and no parent on file. */
let pupil: UserRow;
/** A child in Year 8: never in these sessions. */
let otherParent: UserRow;

interface OutboxRow {
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; content: string }[];
}

beforeAll(async () => {
  clock = new TestClock(at('2026-10-20T09:00:00Z'));
  t = await createTestApp({ jobs: { clock } });
  admin = (await signInEveryRole(t)).admin;
  tutor = await createTutor(t.db, { fullName: 'Tara Tutor' });
  parent = await createUser(t.db, { role: 'parent', fullName: 'Priya Parent' });
  quietParent = await createUser(t.db, {
    role: 'parent',
    fullName: 'Quentin Quiet',
    remindersEnabled: false,
  });
  pupil = await createUser(t.db, { role: 'student', fullName: 'Pat Pupil' });
  otherParent = await createUser(t.db, { role: 'parent', fullName: 'Olive Other' });
  await createStudent(t.db, { parentId: parent.id, name: 'Sam', grade: 'Year 9' });
  await createStudent(t.db, { parentId: parent.id, name: 'Amira', grade: 'Year 9' });
  await createStudent(t.db, { parentId: quietParent.id, name: 'Quinn', grade: 'Year 9' });
  await createStudent(t.db, { userId: pupil.id, grade: 'Year 9' });
  await createStudent(t.db, { parentId: otherParent.id, name: 'Ollie', grade: 'Year 8' });
});
afterAll(() => t.close());

const schedule = async (scheduledFor: Date, title = 'Year 9 Maths: simultaneous equations') => {
  const res = await t.post(
    '/api/admin/scheduled-sessions',
    {
      title,
      description: 'Solving pairs of linear equations.',
      subject: 'Mathematics',
      tutorId: tutor.id,
      scheduledFor: scheduledFor.toISOString(),
      duration: 60,
      academicYear: 'Year 9',
    },
    { cookie: admin },
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AdminScheduledSession>();
};

const edit = async (id: number, change: object) => {
  const res = await put(t, `/api/admin/scheduled-sessions/${id}`, change, admin);
  expect(res.statusCode, res.body).toBe(200);
};

/** Jobs due at the fake time that have not finished. */
const dueJobs = async () => {
  const rows = await rowsOf<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from pgboss.job
        where name in (${reminderQueue.name}, 'email-deliver')
          and state in ('created', 'retry', 'active')
          and start_after <= ${new Date(clock.now()).toISOString()}::timestamptz`,
  );
  return rows[0]!.n;
};

/** Jumps to a time, then lets the workers poll until nothing due is left. */
async function advanceTo(time: Date) {
  await clock.setTime(time);
  for (let i = 0; i < 100; i++) {
    await clock.tick(500);
    if (i > 1 && (await dueJobs()) === 0) return;
  }
  throw new Error(`Jobs still due at ${time.toISOString()}`);
}

/** The reminders queued for a session, found by their calendar attachment. */
const remindersOf = (sessionId: number) =>
  rowsOf<OutboxRow>(
    t.db,
    sql`select to_address as "to", subject, text_body as "text", attachments from email_outbox
        where attachments -> 0 ->> 'filename' = ${`classperk-session-${sessionId}.ics`}
        order by id`,
  );

const recipientsOf = async (sessionId: number) =>
  (await remindersOf(sessionId)).map((row) => row.to).sort();

const plannedKeys = async (sessionId: number) =>
  (
    await rowsOf<{ key: string }>(
      t.db,
      sql`select singleton_key as key from pgboss.job
          where name = ${reminderQueue.name} and singleton_key like ${`${sessionId}:%`}
          order by singleton_key`,
    )
  ).map((row) => row.key);

describe('reminders before a session', () => {
  let sessionId: number;

  it('sends each family one email 24 hours before and the tutor one an hour before, at the fake times', async () => {
    // Thursday 22 October 2026, 15:30 UTC = 4:30pm BST.
    const start = at('2026-10-22T15:30:00Z');
    sessionId = (await schedule(start)).id;

    await advanceTo(new Date(start.getTime() - 24 * HOUR - MINUTE));
    expect(await remindersOf(sessionId)).toEqual([]);

    await advanceTo(new Date(start.getTime() - 24 * HOUR));
    expect(await recipientsOf(sessionId)).toEqual([parent.email, pupil.email].sort());
    const [toParent] = (await remindersOf(sessionId)).filter((row) => row.to === parent.email);
    expect(toParent!.subject).toBe('Reminder: Mathematics on Thursday 22 October at 4:30 PM');
    expect(toParent!.text).toContain('Amira and Sam have a Mathematics session');
    expect(toParent!.text).toContain('When: Thursday 22 October at 4:30 PM (UK time), 60 minutes');
    expect(toParent!.text).toContain(JOIN_RULE);
    expect(toParent!.text).toContain(`http://localhost:3000/student/lesson/${sessionId}`);
    expect(toParent!.attachments).toEqual([
      expect.objectContaining({
        filename: `classperk-session-${sessionId}.ics`,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      }),
    ]);
    expect(toParent!.attachments[0]!.content).toContain(
      'DTSTART;TZID=Europe/London:20261022T163000',
    );

    await advanceTo(new Date(start.getTime() - HOUR - MINUTE));
    expect(await remindersOf(sessionId)).toHaveLength(2);

    await advanceTo(new Date(start.getTime() - HOUR));
    const all = await remindersOf(sessionId);
    expect(all.map((row) => row.to).sort()).toEqual(
      [parent.email, parent.email, pupil.email, pupil.email, tutor.email].sort(),
    );
    const toTutor = all.find((row) => row.to === tutor.email)!;
    expect(toTutor.subject).toBe('Starting soon: Mathematics on Thursday 22 October at 4:30 PM');
    expect(toTutor.text).toContain('There is no live class link yet');
  });

  it('leaves out families who turned reminders off and children in other years', async () => {
    const sent = await recipientsOf(sessionId);
    expect(sent).not.toContain(quietParent.email);
    expect(sent).not.toContain(otherParent.email);
  });

  it('moves the reminders with a rescheduled session', async () => {
    const old = at('2026-10-23T16:00:00Z');
    const moved = at('2026-10-24T16:00:00Z');
    const { id } = await schedule(old);
    await edit(id, { scheduledFor: moved.toISOString() });
    expect(await plannedKeys(id)).toEqual([`${id}:1h`, `${id}:24h`]);

    await advanceTo(new Date(old.getTime() - HOUR));
    expect(await remindersOf(id)).toEqual([]);

    await advanceTo(new Date(moved.getTime() - 24 * HOUR));
    const sent = await remindersOf(id);
    expect(sent.map((row) => row.to).sort()).toEqual([parent.email, pupil.email].sort());
    expect(sent[0]!.subject).toBe('Reminder: Mathematics on Saturday 24 October at 5:00 PM');
  });

  it('sends the 24-hour reminder 24 real hours before across the clock change, in UK time', async () => {
    // Monday 26 October 2026, 17:00 GMT; planned on Saturday, during BST.
    const start = at('2026-10-26T17:00:00Z');
    const { id } = await schedule(start);

    // Sunday 17:00 GMT is 24 real hours before; the same wall-clock time a day before in BST
    // (Sunday 16:00 UTC would be 25 hours) must not trigger it early.
    await advanceTo(at('2026-10-25T16:59:00Z'));
    expect(await remindersOf(id)).toEqual([]);
    await advanceTo(at('2026-10-25T17:00:00Z'));
    const sent = await remindersOf(id);
    expect(sent).toHaveLength(2);
    expect(sent[0]!.subject).toBe('Reminder: Mathematics on Monday 26 October at 5:00 PM');
    expect(sent[0]!.attachments[0]!.content).toContain(
      'DTSTART;TZID=Europe/London:20261026T170000',
    );
  });

  it('sends nothing for a cancelled session', async () => {
    const start = at('2026-10-27T12:00:00Z');
    const { id } = await schedule(start);
    await edit(id, { status: 'cancelled' });
    await advanceTo(new Date(start.getTime() - 24 * HOUR));
    await advanceTo(new Date(start.getTime() - HOUR));
    expect(await remindersOf(id)).toEqual([]);
  });

  it('plans only the reminders whose time is still ahead for a session made at short notice', async () => {
    const now = clock.now();
    const inThreeHours = await schedule(new Date(now + 3 * HOUR));
    const inTenMinutes = await schedule(new Date(now + 10 * MINUTE));
    expect(await plannedKeys(inThreeHours.id)).toEqual([`${inThreeHours.id}:1h`]);
    expect(await plannedKeys(inTenMinutes.id)).toEqual([]);

    await advanceTo(new Date(now + 2 * HOUR));
    expect((await recipientsOf(inThreeHours.id)).sort()).toEqual(
      [parent.email, pupil.email, tutor.email].sort(),
    );
  });
});

/** What a browser sends for the page's form: url-encoded, with the token in the address. */
const postForm = (url: string) =>
  t.request({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });

describe('turning reminders off', () => {
  const reminderLink = async () => {
    const start = new Date(clock.now() + 2 * HOUR);
    const { id } = await schedule(start);
    await advanceTo(new Date(start.getTime() - HOUR));
    const [email] = (await remindersOf(id)).filter((row) => row.to === parent.email);
    return new URL(/http\S+\/api\/reminders\/off\?token=\S+/.exec(email!.text)![0]);
  };
  const remindersEnabled = async (user: UserRow) =>
    (await t.db.select().from(users).where(eq(users.id, user.id)))[0]!.remindersEnabled;

  it('the account switch stops them and turns them back on', async () => {
    const cookie = await signInAs(t, otherParent);
    expect((await t.get('/api/account/reminders', { cookie })).json()).toEqual({ enabled: true });
    const off = await put(t, '/api/account/reminders', { enabled: false }, cookie);
    expect(off.json()).toEqual({ enabled: false });
    expect((await t.get('/api/account/reminders', { cookie })).json()).toEqual({ enabled: false });
    expect(await remindersEnabled(otherParent)).toBe(false);
    await put(t, '/api/account/reminders', { enabled: true }, cookie);
    expect(await remindersEnabled(otherParent)).toBe(true);
  });

  it('refuses a tampered or other-purpose token with a 400 and changes nothing', async () => {
    const link = await reminderLink();
    const token = link.searchParams.get('token')!;
    const [, signature] = token.split('.');
    const key = await offLinkKey(t.db, 'reminders');
    const otherPurpose = createHmac('sha256', key)
      .update(`password-reset:${parent.id}`)
      .digest('base64url');
    const forged = [
      `${otherParent.id}.${signature}`,
      `${parent.id}.${otherPurpose}`,
      `${parent.id}.${'A'.repeat(43)}`,
      `${parent.id}`,
    ];
    for (const bad of forged) {
      const url = `/api/reminders/off?token=${encodeURIComponent(bad)}`;
      expect((await t.get(url)).statusCode, bad).toBe(400);
      expect((await postForm(url)).statusCode, bad).toBe(400);
    }
    expect(await remindersEnabled(parent)).toBe(true);
    expect(await remindersEnabled(otherParent)).toBe(true);
  });

  it('opening the link only asks, so a mail scanner fetching it changes nothing', async () => {
    const link = await reminderLink();
    const res = await t.get(`${link.pathname}${link.search}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Turn off reminders?');
    expect(res.body).toContain(
      `<form method="post" action="${link.pathname}${link.search}"><button type="submit">Turn off reminders</button></form>`,
    );
    expect(await remindersEnabled(parent)).toBe(true);
  });

  it('only the reminders page takes a form post; the JSON API still refuses one', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/reset-password',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=someone',
    });
    expect(res.statusCode).toBe(415);
  });

  it("a mail app's one-click unsubscribe, from the email's headers, turns them off", async () => {
    const link = await reminderLink();
    const [row] = await rowsOf<{ headers: Record<string, string> }>(
      t.db,
      sql`select headers from email_outbox where to_address = ${parent.email} order by id desc limit 1`,
    );
    expect(row!.headers).toEqual({
      'Auto-Submitted': 'auto-generated',
      'List-Unsubscribe': `<${link.href}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const res = await t.request({
      method: 'POST',
      url: `${link.pathname}${link.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(await remindersEnabled(parent)).toBe(false);
    await t.db.update(users).set({ remindersEnabled: true }).where(eq(users.id, parent.id));
  });

  it('the button on the page turns them off without signing in, any number of times', async () => {
    const link = await reminderLink();
    for (let i = 0; i < 2; i++) {
      const res = await postForm(`${link.pathname}${link.search}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('Reminders are off');
    }
    expect(await remindersEnabled(parent)).toBe(false);

    const start = new Date(clock.now() + 25 * HOUR);
    const { id } = await schedule(start);
    await advanceTo(new Date(start.getTime() - 24 * HOUR));
    await advanceTo(new Date(start.getTime() - HOUR));
    expect(await recipientsOf(id)).toEqual([pupil.email, pupil.email, tutor.email].sort());
  });
});

describe('two workers on one database', () => {
  it('never send one reminder twice, even when the job is duplicated', async () => {
    const second = await createTestApp({ database: t.database, jobs: { clock } });
    const extra = await startJobEngine({
      database: t.database,
      queues: [],
      log: t.app.log,
      clock,
      maintain: false,
    });
    try {
      const start = new Date(clock.now() + 2 * HOUR);
      const { id } = await schedule(start);
      // Two more jobs for the same reminder, as a retry or a double enqueue would leave.
      const job: ReminderJob = { sessionId: id, kind: '1h', startsAt: start.toISOString() };
      const startAfter = new Date(start.getTime() - HOUR);
      await extra.send(reminderQueue, job, { startAfter });
      await extra.send(reminderQueue, job, { startAfter });

      await advanceTo(startAfter);
      expect(await recipientsOf(id)).toEqual([pupil.email, tutor.email].sort());
      const done = await rowsOf<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from pgboss.job
            where name = ${reminderQueue.name} and data ->> 'sessionId' = ${String(id)}
              and state = 'completed'`,
      );
      expect(done[0]!.n).toBe(3);
    } finally {
      await extra.stop();
      await second.close();
    }
  });
});
