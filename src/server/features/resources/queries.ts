import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { resourceFilterSchema, resourcePageSchema } from '../../../shared/content/schemas.js';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { resources } from '../../db/schema.js';
import { offsetOf } from '../../http/pages.js';

/** Newest first; search on title or description, exact subject and type; optionally scoped. */
export async function listResources(
  db: Db,
  filters: z.output<typeof resourceFilterSchema>,
  scope?: SQL,
): Promise<z.output<typeof resourcePageSchema>> {
  const { search, subject, type, page, pageSize } = filters;
  const conditions: (SQL | undefined)[] = [scope];
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(or(ilike(resources.title, pattern), ilike(resources.description, pattern)));
  }
  if (subject) conditions.push(eq(resources.subject, subject));
  if (type) conditions.push(eq(resources.type, type));
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(resources)
    .where(where)
    .orderBy(desc(resources.uploadedAt), desc(resources.id))
    .limit(pageSize)
    .offset(offsetOf(page, pageSize));
  const [total] = await db.select({ n: count() }).from(resources).where(where);
  const subjects = await db
    .selectDistinct({ subject: resources.subject })
    .from(resources)
    .where(scope)
    .orderBy(resources.subject);
  return {
    items: rows,
    total: total?.n ?? 0,
    page,
    pageSize,
    subjects: subjects.map((row) => row.subject),
  };
}
