import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordedLessons, scheduledSessions } from '../../src/server/db/schema.js';
import { createTutor } from '../../src/server/factories/index.js';
import type { AdminScheduledSession } from '../../src/shared/admin/schemas.js';
import type { FilteredPage, RecordedLesson } from '../../src/shared/content/schemas.js';
import { PAGE_SIZE } from '../../src/shared/pagination.js';
import { signInEveryRole } from './support/admin.js';
import type { CursorPage } from './support/paging.js';
import { createTestApp, type TestApp } from './support/app.js';

/* Thousands of rows: the server filters, sorts and pages, so no answer grows with the table. */

const ROWS = 3000;
const HOUR = 3_600_000;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInEveryRole(t)).admin;
  const tutorId = (await createTutor(t.db)).id;
  const now = Date.now();
  await t.db.insert(scheduledSessions).values(
    Array.from({ length: ROWS }, (_, i) => ({
      title: `Bulk session ${i}`,
      subject: 'Mathematics',
      academicYear: 'Year 10',
      tutorId,
      duration: 60,
      // Half in the past, half ahead; every tenth future one cancelled.
      scheduledFor: new Date(now + (i - ROWS / 2) * HOUR),
      status: i >= ROWS / 2 && i % 10 === 0 ? 'cancelled' : 'confirmed',
    })),
  );
  await t.db.insert(recordedLessons).values(
    Array.from({ length: ROWS }, (_, i) => ({
      title: `Bulk lesson ${i}`,
      subject: i % 3 === 0 ? 'Physics' : 'English',
      tutorId,
    })),
  );
});
afterAll(() => t.close());

describe(`${ROWS} scheduled sessions`, () => {
  it('upcoming answers one page, soonest first, open sessions only, and no count', async () => {
    const res = await t.get('/api/admin/scheduled-sessions', { cookie: admin });
    const page = res.json<CursorPage<AdminScheduledSession>>();
    expect(page.items).toHaveLength(PAGE_SIZE);
    expect(page.nextCursor).not.toBeNull();
    expect(page).not.toHaveProperty('total');
    // Future rows are i = 1501..2999, less the cancelled tenths (1510, 1520, …).
    expect(page.items[0]!.title).toBe('Bulk session 1501');
    expect(page.items.some((s) => s.status === 'cancelled')).toBe(false);
  });

  it('the last page of All, reached through cursors, holds the oldest sessions', async () => {
    const pageAfter = async (cursor: string | null) => {
      const url = `/api/admin/scheduled-sessions?filter=all&pageSize=100${cursor ? `&cursor=${cursor}` : ''}`;
      return (await t.get(url, { cookie: admin })).json<CursorPage<AdminScheduledSession>>();
    };
    let page = await pageAfter(null);
    let pages = 1;
    while (page.nextCursor !== null) {
      page = await pageAfter(page.nextCursor);
      pages += 1;
    }
    expect(pages).toBe(ROWS / 100);
    expect(page.items.at(-1)!.title).toBe('Bulk session 0');
  });
});

describe(`${ROWS} lessons`, () => {
  it('pages, filters by subject and searches on the server', async () => {
    const all = (await t.get('/api/admin/recorded-lessons', { cookie: admin })).json<
      FilteredPage<RecordedLesson>
    >();
    expect(all.items).toHaveLength(PAGE_SIZE);
    expect(all.nextCursor).not.toBeNull();
    expect(all.subjects).toEqual(['English', 'Physics']);

    const physics = (
      await t.get('/api/admin/recorded-lessons?subject=Physics&search=lesson%2029&pageSize=100', {
        cookie: admin,
      })
    ).json<FilteredPage<RecordedLesson>>();
    // "lesson 29" matches 29 and 290..299 and 2900..2999; Physics keeps every third of them.
    const expected = [
      29,
      ...Array.from({ length: 10 }, (_, i) => 290 + i),
      ...Array.from({ length: 100 }, (_, i) => 2900 + i),
    ].filter((i) => i % 3 === 0).length;
    expect(physics.items).toHaveLength(expected);
    expect(physics.nextCursor).toBeNull();
    expect(physics.items.every((l) => l.subject === 'Physics')).toBe(true);
  });
});
