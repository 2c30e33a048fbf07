import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveSessions, scheduledSessions } from '../../src/server/db/schema.js';
import {
  createLiveSession,
  createScheduledSession,
  createTutor,
  inDays,
} from '../../src/server/factories/index.js';
import { INACTIVE_TUTOR } from '../../src/server/features/admin/shared.js';
import type { AdminScheduledSession } from '../../src/shared/admin/schemas.js';
import type { LiveSession } from '../../src/shared/content/schemas.js';
import { expectFieldErrors, messageOf, put, signInEveryRole } from './support/admin.js';
import { createTestApp, type TestApp } from './support/app.js';
import { expectPagingContract, type CursorPage } from './support/paging.js';

let t: TestApp;
let admin: string;
let tutorId: number;
let otherTutorId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInEveryRole(t)).admin;
  tutorId = (await createTutor(t.db, { fullName: 'Sarah Schedule' })).id;
  otherTutorId = (await createTutor(t.db, { fullName: 'Omar Other' })).id;
});
afterAll(() => t.close());

const SCHEDULED = '/api/admin/scheduled-sessions';
const LIVE = '/api/admin/live-sessions';

const list = async (query: string) => {
  const res = await t.get(`${SCHEDULED}?${query}`, { cookie: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CursorPage<AdminScheduledSession>>();
};

const validSession = () => ({
  title: 'Year 9 Science: forces',
  description: 'Balanced and unbalanced forces, with practice questions.',
  subject: 'Science',
  tutorId,
  scheduledFor: inDays(5).toISOString(),
  duration: 60,
  academicYear: 'Year 9',
});

describe('GET /api/admin/scheduled-sessions filters', () => {
  let ids: Record<'past' | 'soon' | 'later' | 'cancelled' | 'upperCancelled', number>;
  beforeAll(async () => {
    const make = (days: number, status = 'confirmed') =>
      createScheduledSession(t.db, { tutorId, scheduledFor: inDays(days), status }).then(
        (s) => s.id,
      );
    ids = {
      later: await make(30),
      past: await make(-3, 'completed'),
      soon: await make(1),
      cancelled: await make(2, 'cancelled'),
      // Matching is case-insensitive (spec 2 §4).
      upperCancelled: await make(3, 'Cancelled'),
    };
  });

  it('upcoming (the default) lists future sessions that are not cancelled, soonest first', async () => {
    const page = await list('');
    const mine = page.items.map((s) => s.id).filter((id) => Object.values(ids).includes(id));
    expect(mine).toEqual([ids.soon, ids.later]);
    const times = page.items.map((s) => Date.parse(s.scheduledFor));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(page.items.every((s) => Date.parse(s.scheduledFor) > Date.now())).toBe(true);
  });

  it('all lists every session, cancelled and past included, newest first', async () => {
    const page = await list('filter=all&pageSize=100');
    const all = page.items.map((s) => s.id);
    for (const id of Object.values(ids)) expect(all).toContain(id);
    const times = page.items.map((s) => Date.parse(s.scheduledFor));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page).not.toHaveProperty('total');
  });

  it('shows the tutor name on each session', async () => {
    const page = await list('filter=all&pageSize=100');
    const soon = page.items.find((s) => s.id === ids.soon)!;
    expect(soon).toMatchObject({ tutorName: 'Sarah Schedule', tutorActive: true, duration: 60 });
  });

  it('pages upcoming with a cursor, soonest first, after the last session shown', async () => {
    const first = await list('filter=upcoming&pageSize=1');
    expect(first.items).toHaveLength(1);
    expect(first.nextCursor).not.toBeNull();
    const second = await list(`filter=upcoming&pageSize=1&cursor=${first.nextCursor}`);
    expect(first.items[0]!.id).not.toBe(second.items[0]!.id);
    expect(Date.parse(first.items[0]!.scheduledFor)).toBeLessThanOrEqual(
      Date.parse(second.items[0]!.scheduledFor),
    );
  });

  for (const filter of ['upcoming', 'all']) {
    it(`keeps the paging contract for ${filter} while sessions are added`, async () => {
      let day = 40;
      await expectPagingContract(t, {
        url: `${SCHEDULED}?filter=${filter}`,
        cookie: admin,
        insert: async (count) => {
          const made = [];
          for (let i = 0; i < count; i++) {
            made.push(
              await createScheduledSession(t.db, { tutorId, scheduledFor: inDays((day += 1)) }),
            );
          }
          return made.map((session) => session.id);
        },
      });
    });
  }

  it('refuses an unknown filter or a page size over 100', async () => {
    for (const query of ['filter=past', 'pageSize=101', 'pageSize=0', 'cursor=1']) {
      const res = await t.get(`${SCHEDULED}?${query}`, { cookie: admin });
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('GET /api/admin/scheduled-sessions narrowed and sorted', () => {
  let filterTutorId: number;
  let ids: Record<'latin' | 'year6' | 'pending' | 'upperPending' | 'pastPending', number>;
  beforeAll(async () => {
    filterTutorId = (await createTutor(t.db, { fullName: 'Fiona Filter' })).id;
    const make = (overrides: Partial<Parameters<typeof createScheduledSession>[1]>) =>
      createScheduledSession(t.db, { tutorId, scheduledFor: inDays(4), ...overrides }).then(
        (s) => s.id,
      );
    ids = {
      latin: await make({ tutorId: filterTutorId, subject: 'Latin' }),
      year6: await make({
        tutorId: filterTutorId,
        academicYear: 'Year 6',
        scheduledFor: inDays(6),
      }),
      pending: await make({ status: 'pending', subject: 'latin' }),
      upperPending: await make({ status: 'Pending', academicYear: 'Year 6' }),
      pastPending: await make({ status: 'pending', scheduledFor: inDays(-2) }),
    };
  });

  const listedIds = async (query: string) =>
    (await list(`${query}&pageSize=100`)).items.map((session) => session.id);

  it('narrows to one tutor', async () => {
    const page = await list(`filter=all&pageSize=100&tutorId=${filterTutorId}`);
    expect(page.items.map((s) => s.id).sort()).toEqual([ids.latin, ids.year6].sort());
    expect(page.items.every((s) => s.tutorName === 'Fiona Filter')).toBe(true);
  });

  it('narrows to one subject, in any case', async () => {
    const page = await list('filter=all&pageSize=100&subject=LATIN');
    expect(page.items.map((s) => s.id).sort()).toEqual([ids.latin, ids.pending].sort());
  });

  it('narrows to one year group', async () => {
    const page = await list(`filter=all&pageSize=100&academicYear=${encodeURIComponent('Year 6')}`);
    expect(page.items.map((s) => s.id).sort()).toEqual([ids.year6, ids.upperPending].sort());
  });

  it('narrows to one status, stored in any case, and upcoming leaves out the past', async () => {
    expect((await listedIds('filter=all&status=pending')).sort()).toEqual(
      [ids.pending, ids.upperPending, ids.pastPending].sort(),
    );
    expect((await listedIds('filter=upcoming&status=pending')).sort()).toEqual(
      [ids.pending, ids.upperPending].sort(),
    );
    expect(await listedIds('filter=upcoming&status=cancelled')).toEqual([]);
  });

  it('combines filters', async () => {
    expect(await listedIds(`filter=all&tutorId=${filterTutorId}&subject=Latin`)).toEqual([
      ids.latin,
    ]);
  });

  it('sorts by date either way, whatever the list', async () => {
    for (const [query, order] of [
      ['filter=all&sort=date-asc', 1],
      ['filter=upcoming&sort=date-desc', -1],
      [`filter=all&sort=date-asc&tutorId=${filterTutorId}`, 1],
    ] as const) {
      const times = (await list(`${query}&pageSize=100`)).items.map((s) =>
        Date.parse(s.scheduledFor),
      );
      expect(times.length, query).toBeGreaterThan(1);
      expect(times, query).toEqual([...times].sort((a, b) => (a - b) * order));
    }
    const upcoming = (await list('filter=upcoming&sort=date-desc&pageSize=100')).items;
    expect(upcoming.every((s) => Date.parse(s.scheduledFor) > Date.now())).toBe(true);
  });

  for (const query of [
    'filter=all&sort=date-asc',
    'filter=upcoming&sort=date-desc',
    'filter=all&status=rescheduled',
    'filter=upcoming&academicYear=Year%205&sort=date-asc',
  ]) {
    it(`keeps the paging contract for ${query}`, async () => {
      const pagedTutor = (await createTutor(t.db)).id;
      let day = 200;
      await expectPagingContract(t, {
        url: `${SCHEDULED}?${query}&tutorId=${pagedTutor}`,
        cookie: admin,
        insert: async (count) => {
          const made = [];
          for (let i = 0; i < count; i++) {
            made.push(
              await createScheduledSession(t.db, {
                tutorId: pagedTutor,
                scheduledFor: inDays((day -= 1)),
                status: 'rescheduled',
                academicYear: 'Year 5',
              }),
            );
          }
          return made.map((session) => session.id);
        },
      });
    });
  }

  it('refuses unknown sorts, tutors, year groups and statuses with a message', async () => {
    for (const query of [
      'sort=title',
      'tutorId=abc',
      'tutorId=0',
      'academicYear=Year%2099',
      'status=lost',
      `subject=${'x'.repeat(81)}`,
    ]) {
      const res = await t.get(`${SCHEDULED}?${query}`, { cookie: admin });
      expect(res.statusCode, query).toBe(400);
      expect(messageOf(res), query).toBeTruthy();
    }
  });
});

describe('POST /api/admin/scheduled-sessions', () => {
  it('schedules a session and answers it with the tutor name', async () => {
    const res = await t.post(SCHEDULED, validSession(), { cookie: admin });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<AdminScheduledSession>();
    expect(created).toMatchObject({
      title: 'Year 9 Science: forces',
      academicYear: 'Year 9',
      tutorName: 'Sarah Schedule',
      status: 'confirmed',
      youtubeUrl: null,
    });
    const [row] = await t.db
      .select()
      .from(scheduledSessions)
      .where(eq(scheduledSessions.id, created.id));
    expect(row!.scheduledFor.toISOString()).toBe(validSession().scheduledFor);
  });

  it('answers the form rules of spec 2 §5 with their messages', async () => {
    const res = await t.post(
      SCHEDULED,
      { title: 'Hi', description: 'Short', subject: 'M', duration: 10, academicYear: '' },
      { cookie: admin },
    );
    expectFieldErrors(res, {
      title: 'Title must be at least 5 characters',
      description: 'Description must be at least 10 characters',
      subject: 'Subject is required',
      tutorId: 'Please select a tutor',
      scheduledFor: 'Please select a date and time',
      duration: 'Duration must be at least 15 minutes',
      academicYear: 'Please select the academic year',
    });
  });

  it('refuses a streaming link that is not a web address', async () => {
    const res = await t.post(
      SCHEDULED,
      { ...validSession(), youtubeUrl: 'javascript:alert(1)' },
      { cookie: admin },
    );
    expectFieldErrors(res, { youtubeUrl: 'Please enter a valid URL' });
  });

  it.each([999_999, 99_999_999_999, 'abc'])('refuses a tutorId of %s', async (tutorId) => {
    const res = await t.post(SCHEDULED, { ...validSession(), tutorId }, { cookie: admin });
    expectFieldErrors(res, { tutorId: 'Please select a tutor' });
  });

  it('refuses a deactivated tutor for new work', async () => {
    const gone = await createTutor(t.db, { deactivatedAt: new Date() });
    const res = await t.post(SCHEDULED, { ...validSession(), tutorId: gone.id }, { cookie: admin });
    expectFieldErrors(res, { tutorId: INACTIVE_TUTOR });
  });
});

describe('PUT /api/admin/scheduled-sessions/:id', () => {
  it('changes the time, tutor, status and link', async () => {
    const session = await createScheduledSession(t.db, { tutorId });
    const when = inDays(9, 10).toISOString();
    const res = await put(
      t,
      `${SCHEDULED}/${session.id}`,
      {
        scheduledFor: when,
        tutorId: otherTutorId,
        status: 'rescheduled',
        youtubeUrl: 'https://youtu.be/abc',
      },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminScheduledSession>()).toMatchObject({
      scheduledFor: when,
      tutorId: otherTutorId,
      tutorName: 'Omar Other',
      status: 'rescheduled',
      youtubeUrl: 'https://youtu.be/abc',
      title: session.title,
    });
  });

  it('removes the link when it is sent empty', async () => {
    const session = await createScheduledSession(t.db, {
      tutorId,
      youtubeUrl: 'https://youtu.be/old',
    });
    const res = await put(t, `${SCHEDULED}/${session.id}`, { youtubeUrl: '' }, admin);
    expect(res.json<AdminScheduledSession>().youtubeUrl).toBeNull();
  });

  it('cancelling takes the session off the upcoming list', async () => {
    const session = await createScheduledSession(t.db, { tutorId, scheduledFor: inDays(4) });
    const upcomingIds = async () => (await list('pageSize=100')).items.map((s) => s.id);
    expect(await upcomingIds()).toContain(session.id);
    const res = await put(t, `${SCHEDULED}/${session.id}`, { status: 'cancelled' }, admin);
    expect(res.json<AdminScheduledSession>().status).toBe('cancelled');
    expect(await upcomingIds()).not.toContain(session.id);
  });

  it('validates with the same rules as scheduling', async () => {
    const session = await createScheduledSession(t.db, { tutorId });
    const res = await put(
      t,
      `${SCHEDULED}/${session.id}`,
      { title: 'Hi', status: 'postponed', duration: 5 },
      admin,
    );
    expect(res.statusCode).toBe(400);
    const errors = res.json<{ errors: Record<string, string[]> }>().errors;
    expect(errors.title).toEqual(['Title must be at least 5 characters']);
    expect(errors.duration).toEqual(['Duration must be at least 15 minutes']);
    expect(Object.keys(errors)).toContain('status');
  });

  it('keeps a deactivated tutor on an edit that does not change the tutor, but refuses assigning one', async () => {
    const gone = await createTutor(t.db, { fullName: 'Gina Gone' });
    const session = await createScheduledSession(t.db, { tutorId: gone.id });
    const deactivate = await t.post(`/api/admin/tutors/${gone.id}/deactivate`, undefined, {
      cookie: admin,
    });
    expect(deactivate.statusCode).toBe(200);

    const kept = await put(
      t,
      `${SCHEDULED}/${session.id}`,
      { tutorId: gone.id, title: 'Renamed session' },
      admin,
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<AdminScheduledSession>()).toMatchObject({
      tutorName: 'Gina Gone',
      tutorActive: false,
    });

    const other = await createScheduledSession(t.db, { tutorId });
    const refused = await put(t, `${SCHEDULED}/${other.id}`, { tutorId: gone.id }, admin);
    expectFieldErrors(refused, { tutorId: INACTIVE_TUTOR });

    const reassigned = await put(t, `${SCHEDULED}/${session.id}`, { tutorId }, admin);
    expect(reassigned.json<AdminScheduledSession>()).toMatchObject({ tutorId, tutorActive: true });
  });
});

describe('Add YouTube Link: POST /api/admin/live-sessions', () => {
  it('creates a live session now, with spec 2 §7 defaults, and keeps the link on the scheduled session', async () => {
    const session = await createScheduledSession(t.db, {
      tutorId,
      title: 'Year 10 Maths: live link',
    });
    const before = Date.now();
    const res = await t.post(
      LIVE,
      {
        title: session.title,
        youtubeUrl: 'https://www.youtube.com/watch?v=live1',
        tutorId,
        scheduledSessionId: session.id,
      },
      { cookie: admin },
    );
    expect(res.statusCode, res.body).toBe(201);
    const live = res.json<LiveSession>();
    expect(live).toMatchObject({
      title: 'Year 10 Maths: live link',
      youtubeUrl: 'https://www.youtube.com/watch?v=live1',
      status: 'live',
      subject: 'Live Session',
      duration: 60,
      tutorId,
    });
    expect(Date.parse(live.scheduledFor)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(live.scheduledFor)).toBeLessThanOrEqual(Date.now() + 1000);

    const detail = await t.get(`${SCHEDULED}/${session.id}`, { cookie: admin });
    expect(detail.json<AdminScheduledSession>().youtubeUrl).toBe(
      'https://www.youtube.com/watch?v=live1',
    );

    // The schedule tab's Live filter shows it.
    const liveList = await t.get(`${LIVE}?withLink=true&pageSize=100`, { cookie: admin });
    expect(liveList.json<CursorPage<LiveSession>>().items.map((s) => s.id)).toContain(live.id);
  });

  it('refuses a link that does not start with https://', async () => {
    const res = await t.post(
      LIVE,
      { title: 'Plain http', youtubeUrl: 'http://youtube.com/watch?v=x', tutorId },
      { cookie: admin },
    );
    expectFieldErrors(res, { youtubeUrl: 'URL must start with https://' });
    const junk = await t.post(
      LIVE,
      { title: 'Not a URL', youtubeUrl: 'https://', tutorId },
      { cookie: admin },
    );
    expect(junk.statusCode).toBe(400);
  });

  it('answers 404 for an unknown scheduled session and creates nothing', async () => {
    const title = 'Orphan live link';
    const res = await t.post(
      LIVE,
      { title, youtubeUrl: 'https://youtu.be/orphan', tutorId, scheduledSessionId: 999_999 },
      { cookie: admin },
    );
    expect(res.statusCode).toBe(404);
    expect(messageOf(res)).toBe('Session not found.');
    const rows = await t.db.select().from(liveSessions).where(eq(liveSessions.title, title));
    expect(rows).toHaveLength(0);
  });

  it('the Live filter lists only live sessions that carry a link', async () => {
    const withLink = await createLiveSession(t.db, {
      tutorId,
      status: 'live',
      youtubeUrl: 'https://youtu.be/on',
    });
    const noLink = await createLiveSession(t.db, { tutorId, status: 'live', youtubeUrl: null });
    const notLive = await createLiveSession(t.db, {
      tutorId,
      status: 'scheduled',
      youtubeUrl: 'https://youtu.be/later',
    });
    const res = await t.get(`${LIVE}?withLink=true&pageSize=100`, { cookie: admin });
    const ids = res.json<CursorPage<LiveSession>>().items.map((s) => s.id);
    expect(ids).toContain(withLink.id);
    expect(ids).not.toContain(noLink.id);
    expect(ids).not.toContain(notLive.id);
    const all = await t.get(`${LIVE}?pageSize=100`, { cookie: admin });
    expect(all.json<CursorPage<LiveSession>>().items.map((s) => s.id)).toEqual(
      expect.arrayContaining([withLink.id, noLink.id, notLive.id]),
    );
  });

  for (const withLink of ['true', 'false']) {
    it(`keeps the paging contract with withLink=${withLink} while sessions are added`, async () => {
      await expectPagingContract(t, {
        url: `${LIVE}?withLink=${withLink}`,
        cookie: admin,
        insert: async (count) => {
          const made = [];
          for (let i = 0; i < count; i++) {
            made.push(
              await createLiveSession(t.db, {
                tutorId,
                status: 'live',
                youtubeUrl: 'https://youtu.be/paged',
              }),
            );
          }
          return made.map((session) => session.id);
        },
      });
    });
  }
});
