import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { adminRecordedLessonSchema, contentFilterSchema } from '../../../shared/content/schemas.js';
import { idParam } from '../../../shared/validation.js';
import { recordedLessons } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { parse } from '../../http/validate.js';
import type { Services } from '../../services.js';
import { findLesson, listLessons } from '../lessons/queries.js';
import { assertTutor } from './shared.js';

/** The admin Lesson Videos tab: any tutor's lessons, with the tutor chosen in the form. */
export function registerAdminLessonRoutes(app: FastifyInstance, { db }: Services) {
  const values = (input: ReturnType<typeof adminRecordedLessonSchema.parse>) => ({
    ...input,
    duration: input.duration ?? null,
    videoUrl: input.videoUrl ?? null,
    thumbnail: input.thumbnail ?? null,
  });

  app.get('/recorded-lessons', async (request) =>
    listLessons(db, parse(contentFilterSchema, request.query)),
  );

  app.post('/recorded-lessons', async (request, reply) => {
    const input = parse(adminRecordedLessonSchema, request.body);
    await assertTutor(db, input.tutorId);
    const [row] = await db
      .insert(recordedLessons)
      .values(values(input))
      .returning({ id: recordedLessons.id });
    return reply.status(201).send(await findLesson(db, row!.id));
  });

  app.put('/recorded-lessons/:id', async (request) => {
    const { id } = parse(idParam, request.params);
    const input = parse(adminRecordedLessonSchema, request.body);
    const current = await findLesson(db, id);
    if (input.tutorId !== current.tutorId) await assertTutor(db, input.tutorId);
    await db.update(recordedLessons).set(values(input)).where(eq(recordedLessons.id, id));
    return findLesson(db, id);
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
