import { and, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  contentFilterSchema,
  recordedLessonPageSchema,
} from '../../../shared/content/schemas.js';
import type { Db } from '../../db/client.js';
import { recordedLessons, users } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { presentLesson } from '../../sessions/presenters.js';
import { keysetRows, microsOf, pageFrom, timeCursorOf } from '../../http/keyset.js';
import { catalogueFilter, subjectsOf } from '../../db/subjects.js';

/** One lesson within `scope` (watchableBy), else 404: a class's recording is not revealed. */
export async function findLesson(db: Db, id: number, scope?: SQL) {
  const [row] = await db
    .select({ lesson: recordedLessons, tutorName: users.fullName })
    .from(recordedLessons)
    .leftJoin(users, eq(users.id, recordedLessons.tutorId))
    .where(and(eq(recordedLessons.id, id), scope));
  if (!row) throw notFound('Lesson not found.');
  return presentLesson(row.lesson, row.tutorName);
}

/**
 * Newest first, a page after the cursor (decision 049); search matches title or description
 * case-insensitively, subject is exact (spec 2 §5).
 */
export async function listLessons(
  db: Db,
  filters: z.output<typeof contentFilterSchema>,
  scope?: SQL,
): Promise<z.output<typeof recordedLessonPageSchema>> {
  const { search, subject, cursor, pageSize } = filters;
  const rows = await keysetRows(
    db
      .select({
        lesson: recordedLessons,
        tutorName: users.fullName,
        micros: microsOf(recordedLessons.uploadedAt),
      })
      .from(recordedLessons)
      .leftJoin(users, eq(users.id, recordedLessons.tutorId))
      .$dynamic(),
    { direction: 'desc', time: recordedLessons.uploadedAt, id: recordedLessons.id },
    { cursor, pageSize },
    and(scope, catalogueFilter(recordedLessons, { search, subject })),
  );
  return {
    ...pageFrom(
      rows,
      pageSize,
      (row) => timeCursorOf(row.micros, row.lesson.id),
      (row) => presentLesson(row.lesson, row.tutorName),
    ),
    subjects: cursor ? [] : await subjectsOf(db, recordedLessons, recordedLessons.subject, scope),
  };
}
