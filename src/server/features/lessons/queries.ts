import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  contentFilterSchema,
  recordedLessonPageSchema,
  recordedLessonResponseSchema,
} from '../../../shared/content/schemas.js';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { recordedLessons, users } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { offsetOf } from '../../http/pages.js';

export type LessonRow = typeof recordedLessons.$inferSelect;

export const presentLesson = (
  row: LessonRow,
  tutorName: string | null = null,
): z.output<typeof recordedLessonResponseSchema> => ({ ...row, tutorName });

export async function findLesson(db: Db, id: number) {
  const [row] = await db
    .select({ lesson: recordedLessons, tutorName: users.fullName })
    .from(recordedLessons)
    .leftJoin(users, eq(users.id, recordedLessons.tutorId))
    .where(eq(recordedLessons.id, id));
  if (!row) throw notFound('Lesson not found.');
  return presentLesson(row.lesson, row.tutorName);
}

/** Newest first; search matches title or description case-insensitively, subject is exact (spec 2 §5). */
export async function listLessons(
  db: Db,
  filters: z.output<typeof contentFilterSchema>,
  scope?: SQL,
): Promise<z.output<typeof recordedLessonPageSchema>> {
  const { search, subject, page, pageSize } = filters;
  const conditions: (SQL | undefined)[] = [scope];
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(
      or(ilike(recordedLessons.title, pattern), ilike(recordedLessons.description, pattern)),
    );
  }
  if (subject) conditions.push(eq(recordedLessons.subject, subject));
  const where = and(...conditions);
  const rows = await db
    .select({ lesson: recordedLessons, tutorName: users.fullName })
    .from(recordedLessons)
    .leftJoin(users, eq(users.id, recordedLessons.tutorId))
    .where(where)
    .orderBy(desc(recordedLessons.uploadedAt), desc(recordedLessons.id))
    .limit(pageSize)
    .offset(offsetOf(page, pageSize));
  const [total] = await db.select({ n: count() }).from(recordedLessons).where(where);
  const subjects = await db
    .selectDistinct({ subject: recordedLessons.subject })
    .from(recordedLessons)
    .where(scope)
    .orderBy(recordedLessons.subject);
  return {
    items: rows.map((row) => presentLesson(row.lesson, row.tutorName)),
    total: total?.n ?? 0,
    page,
    pageSize,
    subjects: subjects.map((row) => row.subject),
  };
}
