import { and, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { employerUsageMonths, employerUsageRefreshes } from '../../db/schema-employer-report.js';
import { companies } from '../../db/schema.js';
import { countUsage, foldUsage, type MonthCounts, type UsageRow } from './queries.js';
import { monthsBetween } from './months.js';

/** Companies recounted per statement: enough to be quick, few enough to bound the rows written. */
const COMPANY_BATCH = 50;

/**
 * Recounts `month` for the companies (every company when none is given) from the source rows and
 * replaces what employer_usage_months held for them, marking each company-month as counted.
 */
export async function refreshUsageMonth(db: Db, month: string, companyIds?: number[]) {
  const ids =
    companyIds ?? (await db.select({ id: companies.id }).from(companies)).map((row) => row.id);
  for (let i = 0; i < ids.length; i += COMPANY_BATCH) {
    const batch = ids.slice(i, i + COMPANY_BATCH);
    const rows = await countUsage(db, batch, month, month);
    await db.transaction(async (tx) => {
      const inBatch = and(
        inArray(employerUsageMonths.companyId, batch),
        sql`${employerUsageMonths.month} = ${month}`,
      );
      await tx.delete(employerUsageMonths).where(inBatch);
      if (rows.length > 0) await tx.insert(employerUsageMonths).values(rows);
      await tx
        .insert(employerUsageRefreshes)
        .values(batch.map((companyId) => ({ companyId, month })))
        .onConflictDoUpdate({
          target: [employerUsageRefreshes.companyId, employerUsageRefreshes.month],
          set: { refreshedAt: sql`now()` },
        });
    });
  }
}

/**
 * The companies' months from the kept counts. A company-month never counted is counted from the
 * source rows instead, in one statement for all of them, so the answer is whole from the first day.
 */
export async function storedUsage(
  db: Db,
  companyIds: number[],
  from: string,
  to: string,
): Promise<Map<number, Map<string, MonthCounts>>> {
  if (companyIds.length === 0) return new Map();
  const inRange = <T extends typeof employerUsageMonths | typeof employerUsageRefreshes>(
    table: T,
  ) => and(inArray(table.companyId, companyIds), gte(table.month, from), lte(table.month, to));
  const [rows, counted] = await Promise.all([
    db.select().from(employerUsageMonths).where(inRange(employerUsageMonths)),
    db
      .select({ companyId: employerUsageRefreshes.companyId, month: employerUsageRefreshes.month })
      .from(employerUsageRefreshes)
      .where(inRange(employerUsageRefreshes)),
  ]);
  const done = new Set(counted.map((row) => `${row.companyId}:${row.month}`));
  const months = monthsBetween(from, to);
  const missing = companyIds.flatMap((id) =>
    months.filter((month) => !done.has(`${id}:${month}`)).map((month) => ({ id, month })),
  );
  let direct: UsageRow[] = [];
  if (missing.length > 0) {
    const ids = [...new Set(missing.map((pair) => pair.id))];
    const first = missing.reduce((min, pair) => (pair.month < min ? pair.month : min), to);
    const last = missing.reduce((max, pair) => (pair.month > max ? pair.month : max), from);
    const wanted = new Set(missing.map((pair) => `${pair.id}:${pair.month}`));
    direct = (await countUsage(db, ids, first, last)).filter((row) =>
      wanted.has(`${row.companyId}:${row.month}`),
    );
  }
  return foldUsage([...rows, ...direct], companyIds, from, to);
}

/** Of `months`, those some company has never had counted, with those companies. */
export async function uncountedMonths(db: Db, months: string[]): Promise<Map<string, number[]>> {
  const wanted = sql.join(
    months.map((month) => sql`(${month})`),
    sql`, `,
  );
  const rows = await db
    .select({ month: sql<string>`wanted.month`, companyId: companies.id })
    .from(companies)
    .crossJoin(sql`(values ${wanted}) as wanted(month)`)
    .leftJoin(
      employerUsageRefreshes,
      and(
        sql`${employerUsageRefreshes.companyId} = ${companies.id}`,
        sql`${employerUsageRefreshes.month} = wanted.month`,
      ),
    )
    .where(isNull(employerUsageRefreshes.companyId));
  const result = new Map<string, number[]>();
  for (const row of rows) result.set(row.month, [...(result.get(row.month) ?? []), row.companyId]);
  return result;
}
