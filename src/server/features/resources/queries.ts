import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { RESOURCE_TYPE_GROUPS } from '../../../shared/constants.js';
import type { resourceFilterSchema, resourcePageSchema } from '../../../shared/content/schemas.js';
import type { Db } from '../../db/client.js';
import { resources } from '../../db/schema.js';
import { catalogueFilter, subjectsOf } from '../../db/subjects.js';
import { keysetRows, microsOf, pageFrom, timeCursorOf } from '../../http/keyset.js';

/** Resources for a year group: those naming it, and those naming none, which are for every year. */
export const forYearGroup = (yearGroup: string) =>
  sql`(cardinality(${resources.yearGroups}) = 0 or ${yearGroup} = any(${resources.yearGroups}))`;

/** Newest first, a page after the cursor; search on title or description, exact subject, type and year group; optionally scoped. */
export async function listResources(
  db: Db,
  filters: z.output<typeof resourceFilterSchema> & { yearGroup?: string },
  scope?: SQL,
): Promise<z.output<typeof resourcePageSchema>> {
  const { search, subject, type, yearGroup, cursor, pageSize } = filters;
  const conditions: (SQL | undefined)[] = [scope, catalogueFilter(resources, { search, subject })];
  if (type) conditions.push(inArray(resources.type, [...(RESOURCE_TYPE_GROUPS[type] ?? [type])]));
  if (yearGroup) conditions.push(forYearGroup(yearGroup));
  const rows = await keysetRows(
    db
      .select({ resource: resources, micros: microsOf(resources.uploadedAt) })
      .from(resources)
      .$dynamic(),
    { direction: 'desc', time: resources.uploadedAt, id: resources.id },
    { cursor, pageSize },
    and(...conditions),
  );
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
