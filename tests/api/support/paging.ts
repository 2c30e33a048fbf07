import { expect } from 'vitest';
import { MAX_PAGE_SIZE } from '../../../src/shared/pagination.js';
import type { TestApp } from './app.js';

/** One answer of a keyset-paged list (decision 049). */
export interface CursorPage<T = { id: number | string }> {
  items: T[];
  nextCursor: string | null;
}

interface PagingContract {
  /** The list's address, with any filters but no `cursor` or `pageSize`. */
  url: string;
  cookie?: string;
  /**
   * Adds rows the list shows and returns their ids: first the rows to walk through, then more after
   * the first page is read, which must neither repeat nor hide any row.
   */
  insert: (count: number) => Promise<(number | string)[]>;
  /** Rows per page while walking: small, so that the walk spans several pages. */
  pageSize?: number;
}

const withPaging = (url: string, query: Record<string, string | number>) =>
  `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(
    Object.entries(query).map(([name, value]): [string, string] => [name, String(value)]),
  ).toString()}`;

async function pageOf(t: TestApp, url: string, cookie: string | undefined) {
  const res = await t.get(url, cookie ? { cookie } : {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CursorPage>();
}

/**
 * Decision 049's contract for one list: pages follow each other through their cursors with no row
 * repeated or missed, even while rows are added between pages; a page is never larger than asked or
 * than the maximum; and a cursor the server did not give is refused with a 400, not a 500.
 */
export async function expectPagingContract(
  t: TestApp,
  { url, cookie, insert, pageSize = 2 }: PagingContract,
) {
  const first = await insert(pageSize * 2 + 1);
  const seen: (number | string)[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const query: Record<string, string | number> = { pageSize };
    if (cursor) query.cursor = cursor;
    const page = await pageOf(t, withPaging(url, query), cookie);
    expect(page.items.length).toBeLessThanOrEqual(pageSize);
    seen.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor;
    // Rows added now sort before what is shown: the next page must still carry on where this one ended.
    if (pages === 0) await insert(pageSize);
    pages += 1;
    expect(pages, 'the pages end').toBeLessThan(1000);
  } while (cursor);

  expect(new Set(seen).size, 'no row twice').toBe(seen.length);
  for (const id of first) expect(seen, `row ${id} is listed`).toContain(id);

  const biggest = await t.get(
    withPaging(url, { pageSize: MAX_PAGE_SIZE + 1 }),
    cookie ? { cookie } : {},
  );
  expect(biggest.statusCode, biggest.body).toBe(400);
  for (const bad of ['-1', 'abc', '1.2.3', '99999999999']) {
    const res = await t.get(withPaging(url, { cursor: bad }), cookie ? { cookie } : {});
    expect(res.statusCode, `cursor ${bad}: ${res.body}`).toBe(400);
  }
}
