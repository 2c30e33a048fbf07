import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, users } from '../../src/server/db/schema.js';
import { createCompany, createUser } from '../../src/server/factories/index.js';
import { createTestApp, rowsOf, type TestApp } from './support/app.js';

/* Decision 074: each company's account count is kept by triggers in the writing transaction. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ workers: false });
});
afterAll(() => t.close());

const keptCount = async (companyId: number) =>
  (await t.db.select().from(companies).where(eq(companies.id, companyId)))[0]!.accountCount;

const countedCount = async (companyId: number) =>
  (
    await rowsOf<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from users where company_id = ${companyId} and role <> 'employer'`,
    )
  )[0]!.n;

const account = (n: number, companyId: number, role = 'parent') => ({
  username: `counted_${companyId}_${n}`,
  email: `counted-${companyId}-${n}@example.com`,
  fullName: 'Counted Person',
  role,
  companyId,
  passwordHash: 'not-a-real-hash',
});

describe("a company's account count", () => {
  it('follows inserts, moves, role changes and deletions, employer contacts left out', async () => {
    const north = await createCompany(t.db);
    const south = await createCompany(t.db);
    const inserted = await t.db
      .insert(users)
      .values([
        account(1, north.id),
        account(2, north.id),
        account(3, north.id),
        account(4, north.id, 'employer'),
        account(5, south.id),
      ])
      .returning();
    expect([await keptCount(north.id), await keptCount(south.id)]).toEqual([3, 1]);

    await t.db.update(users).set({ companyId: south.id }).where(eq(users.id, inserted[0]!.id));
    expect([await keptCount(north.id), await keptCount(south.id)]).toEqual([2, 2]);

    await t.db.update(users).set({ role: 'employer' }).where(eq(users.id, inserted[1]!.id));
    await t.db.update(users).set({ role: 'parent' }).where(eq(users.id, inserted[3]!.id));
    expect(await keptCount(north.id)).toBe(2);

    await t.db.update(users).set({ fullName: 'Renamed' }).where(eq(users.companyId, north.id));
    await t.db.delete(users).where(inArray(users.id, [inserted[0]!.id, inserted[4]!.id]));
    expect([await keptCount(north.id), await keptCount(south.id)]).toEqual([2, 0]);
    for (const company of [north, south]) {
      expect(await keptCount(company.id)).toBe(await countedCount(company.id));
    }
  });

  it('counts every account added by writers at once', async () => {
    const company = await createCompany(t.db);
    await Promise.all(Array.from({ length: 8 }, () => createUser(t.db, { companyId: company.id })));
    expect(await keptCount(company.id)).toBe(8);
  });

  it('stays when a transaction that added accounts is rolled back', async () => {
    const company = await createCompany(t.db);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.insert(users).values([account(1, company.id), account(2, company.id)]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await keptCount(company.id)).toBe(0);
  });
});
