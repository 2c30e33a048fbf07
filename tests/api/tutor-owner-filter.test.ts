import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLiveSession,
  createRecordedLesson,
  createResource,
} from '../../src/server/factories/index.js';
import type { CursorPage } from './support/paging.js';
import { expectPagingContract } from './support/paging.js';
import { createTestApp, type TestApp } from './support/app.js';
import { createTutorWorld, type TutorWorld } from './support/tutor.js';

/*
 * Issue 18 §2: each tutor list takes `owner=me` for the caller's own rows, paged as before, and the
 * dashboard's figures count exactly what the Mine lists hold.
 */

let t: TestApp;
let w: TutorWorld;
const HOUR = 3_600_000;
const at = (ms: number) => new Date(Date.now() + ms);

beforeAll(async () => {
  t = await createTestApp();
  w = await createTutorWorld(t);
  for (const tutorId of [w.tutor.id, w.otherTutor.id]) {
    await createRecordedLesson(t.db, { tutorId });
    await createResource(t.db, { tutorId });
    await createLiveSession(t.db, { tutorId, status: 'scheduled', scheduledFor: at(24 * HOUR) });
  }
  // Still marked live three hours after a one-hour start: over, so past and not counted.
  await createLiveSession(t.db, {
    tutorId: w.tutor.id,
    status: 'live',
    scheduledFor: at(-3 * HOUR),
    duration: 60,
  });
  await createLiveSession(t.db, {
    tutorId: w.tutor.id,
    status: 'live',
    scheduledFor: at(-10 * 60_000),
    duration: 60,
  });
});
afterAll(() => t.close());

interface Owned {
  id: number;
  tutorId: number;
}

/** Every row of a list, walking all its pages. */
async function everything(url: string, cookie = w.cookies.tutor) {
  const rows: Owned[] = [];
  let cursor: string | null = null;
  do {
    const res = await t.get(`${url}&pageSize=100${cursor ? `&cursor=${cursor}` : ''}`, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<CursorPage<Owned>>();
    rows.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return rows;
}

const LISTS = [
  { name: 'recorded lessons', url: '/api/recorded-lessons?x=1', stat: 'recordedLessons' },
  { name: 'resources', url: '/api/resources?x=1', stat: 'resources' },
  {
    name: 'upcoming live sessions',
    url: '/api/live-sessions?tab=upcoming',
    stat: 'upcomingLiveSessions',
  },
] as const;

describe('owner=me on the tutor lists', () => {
  it.each(LISTS)(
    'lists only the caller’s own $name, and all of them without it',
    async ({ url }) => {
      const mine = await everything(`${url}&owner=me`);
      expect(mine.length).toBeGreaterThan(0);
      expect(mine.every((row) => row.tutorId === w.tutor.id)).toBe(true);
      const all = await everything(url);
      expect(all.some((row) => row.tutorId === w.otherTutor.id)).toBe(true);
    },
  );

  it.each(LISTS)('agrees with the dashboard figure for $name', async ({ url, stat }) => {
    const res = await t.get('/api/dashboard', { cookie: w.cookies.tutor });
    const stats = res.json<{ stats: Record<string, number> }>().stats;
    expect(await everything(`${url}&owner=me`)).toHaveLength(stats[stat]!);
  });

  it('puts a session left live after its end under Past', async () => {
    const past = await everything('/api/live-sessions?tab=past&owner=me');
    expect(past).toHaveLength(1);
  });

  it.each(LISTS)('refuses an owner other than me or all on $name with a 400', async ({ url }) => {
    const res = await t.get(`${url}&owner=them`, { cookie: w.cookies.tutor });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: Record<string, string[]> }>().errors.owner).toEqual([
      'Owner must be me or all',
    ]);
  });

  it('gives a parent, who owns nothing, an empty Mine', async () => {
    expect(await everything('/api/resources?owner=me', w.cookies.parent)).toEqual([]);
  });

  it('keeps the paging contract on a Mine list while rows are added', async () => {
    const subject = `Mine ${randomUUID().slice(0, 8)}`;
    await expectPagingContract(t, {
      url: `/api/resources?owner=me&subject=${encodeURIComponent(subject)}`,
      cookie: w.cookies.tutor,
      insert: async (count) => {
        const ids = [];
        for (let i = 0; i < count; i++) {
          // Another tutor's row in the same subject each time: Mine must never show it.
          await createResource(t.db, { tutorId: w.otherTutor.id, subject });
          ids.push((await createResource(t.db, { tutorId: w.tutor.id, subject })).id);
        }
        return ids;
      },
    });
  });
});
