import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { adminRecordedLessonSchema, type RecordedLesson } from '../../../shared/content/schemas.js';
import { lessonFilterSchema } from '../../../shared/admin/schemas.js';
import type { Page } from '../../../shared/pagination.js';
import { idParam } from '../../../shared/validation.js';
import { containsPattern } from '../../db/like.js';
import { recordedLessons, users } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { parse } from '../../http/validate.js';
import type { Services } from '../../services.js';
import { assertTutor, offsetOf } from './shared.js';

export const presentLesson = (
  row: typeof recordedLessons.$inferSelect,
  tutorName: string | null = null,
): RecordedLesson => ({ ...row, tutorName, uploadedAt: row.uploadedAt.toISOString() });

export function registerAdminLessonRoutes(app: FastifyInstance, { db }: Services) {
  const findLesson = async (id: number) => {
    const [row] = await db
      .select({ lesson: recordedLessons, tutorName: users.fullName })
      .from(recordedLessons)
      .leftJoin(users, eq(users.id, recordedLessons.tutorId))
      .where(eq(recordedLessons.id, id));
    if (!row) throw notFound('Lesson not found.');
    return presentLesson(row.lesson, row.tutorName);
  };

  app.get(
    '/recorded-lessons',
    async (request): Promise<Page<RecordedLesson> & { subjects: string[] }> => {
      const { search, subject, page, pageSize } = parse(lessonFilterSchema, request.query);
      // Search matches title or description, case-insensitively; the subject filter is exact (spec 2 §5).
      const conditions: SQL[] = [];
      if (search) {
        const pattern = containsPattern(search);
        conditions.push(
          or(ilike(recordedLessons.title, pattern), ilike(recordedLessons.description, pattern))!,
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
        .orderBy(recordedLessons.subject);
      return {
        items: rows.map((row) => presentLesson(row.lesson, row.tutorName)),
        total: total?.n ?? 0,
        page,
        pageSize,
        subjects: subjects.map((row) => row.subject),
      };
    },
  );

  app.post('/recorded-lessons', async (request, reply) => {
    const input = parse(adminRecordedLessonSchema, request.body);
    await assertTutor(db, input.tutorId);
    const [row] = await db
      .insert(recordedLessons)
      .values({
        ...input,
        duration: input.duration ?? null,
        videoUrl: input.videoUrl ?? null,
        thumbnail: input.thumbnail ?? null,
      })
      .returning({ id: recordedLessons.id });
    return reply.status(201).send(await findLesson(row!.id));
  });

  app.put('/recorded-lessons/:id', async (request) => {
    const { id } = parse(idParam, request.params);
    const input = parse(adminRecordedLessonSchema, request.body);
    await findLesson(id);
    await assertTutor(db, input.tutorId);
    await db
      .update(recordedLessons)
      .set({
        ...input,
        duration: input.duration ?? null,
        videoUrl: input.videoUrl ?? null,
        thumbnail: input.thumbnail ?? null,
      })
      .where(eq(recordedLessons.id, id));
    return findLesson(id);
  });

  app.delete('/recorded-lessons/:id', async (request, reply) => {
    const { id } = parse(idParam, request.params);
    const [deleted] = await db
      .delete(recordedLessons)
      .where(eq(recordedLessons.id, id))
      .returning({ id: recordedLessons.id });
    if (!deleted) throw notFound('Lesson not found.');
    return reply.status(204).send();
  });
}
