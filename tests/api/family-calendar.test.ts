import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledSessions, type UserRow } from '../../src/server/db/schema.js';
import {
  createScheduledSession,
  createStudent,
  createTutor,
  createUser,
} from '../../src/server/factories/index.js';
import { createTestApp, signInAs, type TestApp } from './support/app.js';

/*
 * The private iCalendar feed: parsed here by a small RFC 5545 reader (unfolding, properties,
 * parameters, components), so the test does not trust the code that wrote it.
 */

interface Property {
  name: string;
  params: Record<string, string>;
  value: string;
}
interface Component {
  type: string;
  props: Property[];
  children: Component[];
}

function parseIcs(text: string): Component {
  expect(text.endsWith('\r\n'), 'lines end in CRLF').toBe(true);
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    expect(Buffer.byteLength(line), `line too long: ${line}`).toBeLessThanOrEqual(75);
  }
  // A line starting with a space continues the one before (RFC 5545 §3.1).
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ')) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  const root: Component = { type: 'ROOT', props: [], children: [] };
  const stack = [root];
  for (const line of lines) {
    const colon = line.indexOf(':');
    expect(colon, `no colon in ${line}`).toBeGreaterThan(0);
    const [name, ...paramParts] = line.slice(0, colon).split(';');
    const value = line.slice(colon + 1);
    const params = Object.fromEntries(paramParts.map((p) => p.split('=') as [string, string]));
    const top = stack[stack.length - 1]!;
    if (name === 'BEGIN') {
      const child: Component = { type: value, props: [], children: [] };
      top.children.push(child);
      stack.push(child);
    } else if (name === 'END') {
      expect(top.type, 'END matches BEGIN').toBe(value);
      stack.pop();
    } else {
      top.props.push({ name: name!, params, value });
    }
  }
  expect(stack).toHaveLength(1);
  expect(root.children).toHaveLength(1);
  return root.children[0]!;
}

const prop = (component: Component, name: string) => component.props.find((p) => p.name === name);
const unescape = (value: string) => value.replace(/\\n/g, '\n').replace(/\\([,;\\])/g, '$1');

const DAY_MS = 86_400_000;

/** The last Sunday of a month (UTC midnight): the day UK clocks change in March and October. */
const lastSunday = (year: number, monthIndex: number) => {
  const day = new Date(Date.UTC(year, monthIndex + 1, 0));
  return new Date(day.getTime() - day.getUTCDay() * DAY_MS);
};

/** The next change in that month still ahead, so the sessions stay inside the feed's window. */
const nextChange = (monthIndex: number) => {
  const year = new Date().getUTCFullYear();
  const change = lastSunday(year, monthIndex);
  return change.getTime() - DAY_MS > Date.now() ? change : lastSunday(year + 1, monthIndex);
};

const spring = nextChange(2);
const autumn = nextChange(9);

/** An instant some days from a change day, at an hour UTC. */
const utcOn = (change: Date, days: number, hourUtc: number) =>
  new Date(change.getTime() + days * DAY_MS + hourUtc * 3_600_000);

/** The iCalendar local date-time of a day some days from a change day, at a London time. */
const local = (change: Date, days: number, time: string) =>
  `${new Date(change.getTime() + days * DAY_MS).toISOString().slice(0, 10).replace(/-/g, '')}T${time}`;

let t: TestApp;
let parent: UserRow;
let student: UserRow;
let stranger: UserRow;
let tutor: UserRow;
const sessionIds: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  tutor = await createTutor(t.db, { fullName: 'Sarah Thompson' });
  parent = await createUser(t.db, { role: 'parent' });
  student = await createUser(t.db, { role: 'student' });
  stranger = await createUser(t.db, { role: 'parent' });
  await createStudent(t.db, { userId: student.id, parentId: parent.id, grade: 'Year 10' });
  await createStudent(t.db, { parentId: stranger.id, grade: 'Year 9' });

  const at = async (name: string, when: Date, extra: Record<string, unknown> = {}) => {
    sessionIds[name] = (
      await createScheduledSession(t.db, {
        tutorId: tutor.id,
        academicYear: 'Year 10',
        title: `Maths, algebra; part ${name}`,
        scheduledFor: when,
        duration: 90,
        ...extra,
      })
    ).id;
  };
  // Both sides of the next two clock changes (when written: BST starts 28 March 2027 and ends
  // 31 October 2027). Each session starts at 16:00 London time, whichever offset applies.
  await at('beforeAutumn', utcOn(autumn, -1, 15)); // Saturday, 16:00 BST
  await at('afterAutumn', utcOn(autumn, 1, 16)); // Monday, 16:00 GMT
  await at('beforeSpring', utcOn(spring, -1, 16)); // Saturday, 16:00 GMT
  await at('afterSpring', utcOn(spring, 1, 15), {
    status: 'cancelled',
    youtubeUrl: 'https://www.youtube.com/watch?v=2ZzuZvz33X0',
    description: 'Revision\nBring a calculator',
  }); // Monday, 16:00 BST
  await at('otherFamily', utcOn(autumn, 8, 16), { academicYear: 'Year 9' });
  await at('monthsAgo', new Date(Date.now() - 32 * DAY_MS));
  await at('overAYearOn', new Date(Date.now() + 401 * DAY_MS));
});
afterAll(() => t.close());

const feedPath = (feedUrl: string) => {
  const url = new URL(feedUrl);
  expect(url.origin).toBe('http://localhost:3000');
  return url.pathname;
};

describe('the private calendar feed', () => {
  it('needs a session to read or reset the feed URL', async () => {
    expect((await t.get('/api/calendar')).statusCode).toBe(401);
    expect((await t.post('/api/calendar/reset')).statusCode).toBe(401);
  });

  it('keeps one URL per user until it is reset', async () => {
    const cookie = await signInAs(t, student);
    const first = (await t.get('/api/calendar', { cookie })).json<{ feedUrl: string }>().feedUrl;
    const again = (await t.get('/api/calendar', { cookie })).json<{ feedUrl: string }>().feedUrl;
    expect(again).toBe(first);
    expect(feedPath(first)).toMatch(/^\/calendar\/[A-Za-z0-9_-]{32,64}\.ics$/);
  });

  it('serves valid iCalendar with London wall-clock times across both clock changes', async () => {
    const cookie = await signInAs(t, parent);
    const { feedUrl } = (await t.get('/api/calendar', { cookie })).json<{ feedUrl: string }>();
    // Calendar apps fetch without cookies.
    const res = await t.get(feedPath(feedUrl));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);

    const calendar = parseIcs(res.body);
    expect(calendar.type).toBe('VCALENDAR');
    expect(prop(calendar, 'VERSION')?.value).toBe('2.0');
    expect(prop(calendar, 'PRODID')?.value).toBeTruthy();

    const zone = calendar.children.find((c) => c.type === 'VTIMEZONE')!;
    expect(prop(zone, 'TZID')?.value).toBe('Europe/London');
    expect(zone.children.map((c) => c.type).sort()).toEqual(['DAYLIGHT', 'STANDARD']);

    const events = calendar.children.filter((c) => c.type === 'VEVENT');
    const byUid = new Map(events.map((e) => [prop(e, 'UID')!.value, e]));
    expect(byUid.size).toBe(events.length);
    const event = (name: string) =>
      events.find((e) =>
        prop(e, 'UID')!.value.startsWith(`scheduled-session-${sessionIds[name]}@`),
      );

    expect(event('otherFamily'), "another family's session").toBeUndefined();
    expect(event('monthsAgo'), 'a session over a month ago').toBeUndefined();
    expect(event('overAYearOn'), 'a session over 400 days ahead').toBeUndefined();
    for (const [name, start, end] of [
      ['beforeAutumn', local(autumn, -1, '160000'), local(autumn, -1, '173000')],
      ['afterAutumn', local(autumn, 1, '160000'), local(autumn, 1, '173000')],
      ['beforeSpring', local(spring, -1, '160000'), local(spring, -1, '173000')],
      ['afterSpring', local(spring, 1, '160000'), local(spring, 1, '173000')],
    ] as const) {
      const e = event(name);
      expect(e, name).toBeDefined();
      expect(prop(e!, 'DTSTART'), name).toEqual({
        name: 'DTSTART',
        params: { TZID: 'Europe/London' },
        value: start,
      });
      expect(prop(e!, 'DTEND')?.value, name).toBe(end);
      expect(prop(e!, 'DTSTAMP')?.value).toMatch(/^\d{8}T\d{6}Z$/);
      expect(unescape(prop(e!, 'SUMMARY')!.value)).toContain(`Maths, algebra; part ${name}`);
    }
    expect(prop(calendar, 'METHOD')?.value).toBe('PUBLISH');
    for (const e of events) {
      // RFC 5546 §3.2.1: a published event names its organizer.
      expect(prop(e, 'ORGANIZER')).toEqual({
        name: 'ORGANIZER',
        params: { CN: '"ClassPerk"' },
        value: 'mailto:hello@classperk.co.uk',
      });
      expect(prop(e, 'SEQUENCE')?.value).toMatch(/^\d+$/);
    }
    const cancelled = event('afterSpring')!;
    expect(prop(cancelled, 'STATUS')?.value).toBe('CANCELLED');
    // Outlook and earlier imports of the file show the title, so the title says it.
    expect(unescape(prop(cancelled, 'SUMMARY')!.value)).toBe(
      'Cancelled: Maths, algebra; part afterSpring',
    );
    const details = unescape(prop(cancelled, 'DESCRIPTION')!.value);
    expect(details).toContain('Revision\nBring a calculator');
    expect(details).not.toContain('youtube');
    expect(prop(cancelled, 'URL'), 'no way to join a cancelled session').toBeUndefined();
    const open = event('beforeAutumn')!;
    expect(prop(open, 'STATUS')?.value).toBe('CONFIRMED');
    expect(unescape(prop(open, 'SUMMARY')!.value)).toBe('Maths, algebra; part beforeAutumn');
  });

  it('raises a session’s SEQUENCE on every change, whoever makes it', async () => {
    const cookie = await signInAs(t, parent);
    const { feedUrl } = (await t.get('/api/calendar', { cookie })).json<{ feedUrl: string }>();
    const id = sessionIds.beforeSpring!;
    const sequence = async () => {
      const events = parseIcs((await t.get(feedPath(feedUrl))).body).children;
      const e = events.find((c) => prop(c, 'UID')?.value.startsWith(`scheduled-session-${id}@`));
      return Number(prop(e!, 'SEQUENCE')!.value);
    };
    const first = await sequence();
    expect(first).toBe(0);
    const change = async (set: Partial<typeof scheduledSessions.$inferInsert>) => {
      await t.db.update(scheduledSessions).set(set).where(eq(scheduledSessions.id, id));
      return sequence();
    };
    expect(await change({ title: 'Maths, algebra; part beforeSpring (moved)' })).toBe(1);
    expect(await change({ duration: 60 })).toBe(2);
    expect(await change({ status: 'cancelled' })).toBe(3);
    // Writing the same values again is no change.
    expect(await change({ status: 'cancelled' })).toBe(3);
    await t.db
      .update(scheduledSessions)
      .set({ title: `Maths, algebra; part beforeSpring`, duration: 90, status: 'confirmed' })
      .where(eq(scheduledSessions.id, id));
  });

  it('gives another family a feed without these sessions', async () => {
    const cookie = await signInAs(t, stranger);
    const { feedUrl } = (await t.get('/api/calendar', { cookie })).json<{ feedUrl: string }>();
    const events = parseIcs((await t.get(feedPath(feedUrl))).body).children.filter(
      (c) => c.type === 'VEVENT',
    );
    expect(events.map((e) => prop(e, 'UID')!.value)).toEqual([
      `scheduled-session-${sessionIds.otherFamily}@classperk.co.uk`,
    ]);
  });

  it('lists at most 500 sessions, the soonest', async () => {
    const busy = await createUser(t.db, { role: 'parent' });
    await createStudent(t.db, { parentId: busy.id, grade: 'Year 5' });
    const sessions = await t.db
      .insert(scheduledSessions)
      .values(
        Array.from({ length: 501 }, (_, i) => ({
          tutorId: tutor.id,
          academicYear: 'Year 5',
          title: `Busy ${i}`,
          subject: 'Mathematics',
          scheduledFor: new Date(Date.now() + (i + 1) * 3_600_000),
          duration: 30,
        })),
      )
      .returning({ id: scheduledSessions.id });
    const cookie = await signInAs(t, busy);
    const { feedUrl } = (await t.get('/api/calendar', { cookie })).json<{ feedUrl: string }>();
    const uids = parseIcs((await t.get(feedPath(feedUrl))).body)
      .children.filter((c) => c.type === 'VEVENT')
      .map((e) => prop(e, 'UID')!.value);
    expect(uids).toHaveLength(500);
    expect(uids).not.toContain(`scheduled-session-${sessions.at(-1)!.id}@classperk.co.uk`);
  });

  it('stops serving the old URL once the token is reset', async () => {
    const cookie = await signInAs(t, student);
    const { feedUrl: old } = (await t.get('/api/calendar', { cookie })).json<{ feedUrl: string }>();
    expect((await t.get(feedPath(old))).statusCode).toBe(200);

    const reset = await t.post('/api/calendar/reset', undefined, { cookie });
    expect(reset.statusCode).toBe(200);
    const { feedUrl: fresh } = reset.json<{ feedUrl: string }>();
    expect(fresh).not.toBe(old);
    expect((await t.get(feedPath(old))).statusCode).toBe(404);
    expect((await t.get(feedPath(fresh))).statusCode).toBe(200);
    expect((await t.get('/calendar/not-a-token.ics')).statusCode).toBe(404);
  });
});

describe('GET /api/scheduled-sessions/:id/ics', () => {
  it('downloads one visible session as an .ics file', async () => {
    const cookie = await signInAs(t, student);
    const res = await t.get(`/api/scheduled-sessions/${sessionIds.afterAutumn}/ics`, { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.ics"$/);
    const events = parseIcs(res.body).children.filter((c) => c.type === 'VEVENT');
    expect(events).toHaveLength(1);
    expect(prop(events[0]!, 'DTSTART')?.value).toBe(local(autumn, 1, '160000'));
    const calendar = parseIcs(res.body);
    expect(unescape(prop(calendar, 'X-WR-CALNAME')!.value)).toBe(
      'Maths, algebra; part afterAutumn',
    );
  });

  it("answers 404 for another family's session and 401 without a session", async () => {
    const cookie = await signInAs(t, stranger);
    expect(
      (await t.get(`/api/scheduled-sessions/${sessionIds.afterAutumn}/ics`, { cookie })).statusCode,
    ).toBe(404);
    expect((await t.get(`/api/scheduled-sessions/${sessionIds.afterAutumn}/ics`)).statusCode).toBe(
      401,
    );
  });
});
