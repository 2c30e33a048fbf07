import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataExports } from '../../src/server/db/schema-audit.js';
import { createUser } from '../../src/server/factories/index.js';
import { EXPORT_MSG, OWN_EXPORTS_PER_DAY } from '../../src/shared/account/data-export.js';
import { createTestApp, signInAs, type TestApp } from './support/app.js';

/* Issue 26 §3: 100 export requests in 3.8 s were all accepted, each an archive and an email. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ workers: false });
});
afterAll(() => t.close());

const ask = (cookie: string) => t.post('/api/account/data-exports', undefined, { cookie });
const exportsOf = (userId: number) => t.db.$count(dataExports, eq(dataExports.userId, userId));

describe('the data exports an account can ask for', () => {
  it(`are ${OWN_EXPORTS_PER_DAY} a day; the next is refused with 429 and when to come back`, async () => {
    const parent = await createUser(t.db, { role: 'parent' });
    const cookie = await signInAs(t, parent);
    for (let i = 0; i < OWN_EXPORTS_PER_DAY; i += 1)
      expect((await ask(cookie)).statusCode).toBe(202);

    const refused = await ask(cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: EXPORT_MSG.tooMany });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(86_400 - 60);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    expect(await exportsOf(parent.id)).toBe(OWN_EXPORTS_PER_DAY);

    // Someone else's allowance is their own.
    const other = await createUser(t.db, { role: 'parent' });
    expect((await ask(await signInAs(t, other))).statusCode).toBe(202);
  });

  it('hold under many requests at once', async () => {
    const parent = await createUser(t.db, { role: 'parent' });
    const cookie = await signInAs(t, parent);
    const answers = await Promise.all(Array.from({ length: 20 }, () => ask(cookie)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses.filter((status) => status === 202)).toHaveLength(OWN_EXPORTS_PER_DAY);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - OWN_EXPORTS_PER_DAY);
    expect(await exportsOf(parent.id)).toBe(OWN_EXPORTS_PER_DAY);
  });
});
