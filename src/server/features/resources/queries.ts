import { and, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { RESOURCE_TYPE_GROUPS } from '../../../shared/constants.js';
import type { resourceFilterSchema, resourcePageSchema } from '../../../shared/content/schemas.js';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { resources } from '../../db/schema.js';
import { exactSubject, subjectsOf } from '../../db/subjects.js';
import {
  afterTimeCursor,
  keysetOrder,
  microsOf,
  pageFrom,
  timeCursorOf,
} from '../../http/keyset.js';

/** Newest first, a page after the cursor; search on title or description, exact subject and type; optionally scoped. */
export async function listResources(
  db: Db,
  filters: z.output<typeof resourceFilterSchema>,
  scope?: SQL,
): Promise<z.output<typeof resourcePageSchema>> {
  const { search, subject, type, cursor, pageSize } = filters;
  const conditions: (SQL | undefined)[] = [
    scope,
    afterTimeCursor(cursor, 'desc', resources.uploadedAt, resources.id),
  ];
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(or(ilike(resources.title, pattern), ilike(resources.description, pattern)));
  }
  if (subject) conditions.push(exactSubject(resources.subject, subject));
  if (type) conditions.push(inArray(resources.type, [...(RESOURCE_TYPE_GROUPS[type] ?? [type])]));
  const rows = await db
    .select({ resource: resources, micros: microsOf(resources.uploadedAt) })
    .from(resources)
    .where(and(...conditions))
    .orderBy(...keysetOrder('desc', resources.uploadedAt, resources.id))
    .limit(pageSize + 1);
  return {
    ...pageFrom(
      rows,
      pageSize,
      (row) => timeCursorOf(row.micros, row.resource.id),
      (row) => row.resource,
    ),
    subjects: cursor ? [] : await subjectsOf(db, resources, resources.subject, scope),
  };
}
