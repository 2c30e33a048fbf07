import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contentFilterSchema, recordedLessonSchema } from '../../../shared/content/schemas.js';
import { idParam } from '../../../shared/validation.js';
import { lessonViews, recordedLessons } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { parse } from '../../http/validate.js';
import type { Services } from '../../services.js';
import { currentUser, requireRole, requireSignedIn } from '../auth/guard.js';
import { assertCanChange } from '../auth/ownership.js';
import { findLesson, listLessons } from './queries.js';

const canWrite = requireRole('tutor', 'admin');

/** Recorded lessons: every signed-in user reads the catalogue; tutors change their own, admins any. */
export function registerLessonRoutes(app: FastifyInstance, { db }: Services) {
  app.get('/recorded-lessons', { preHandler: requireSignedIn }, async (request) =>
    listLessons(db, parse(contentFilterSchema, request.query)),
  );

  app.get('/recorded-lessons/:id', { preHandler: requireSignedIn }, async (request) =>
    findLesson(db, parse(idParam, request.params).id),
  );

  app.post('/recorded-lessons', { preHandler: canWrite }, async (request, reply) => {
    const user = currentUser(request);
    const input = parse(recordedLessonSchema, request.body);
    const [row] = await db
      .insert(recordedLessons)
      .values({ ...input, thumbnail: input.thumbnail ?? null, tutorId: user.id })
      .returning({ id: recordedLessons.id });
    return reply.status(201).send(await findLesson(db, row!.id));
  });

  app.put('/recorded-lessons/:id', { preHandler: canWrite }, async (request) => {
    const { id } = parse(idParam, request.params);
    const lesson = await findLesson(db, id);
    assertCanChange(currentUser(request), lesson.tutorId);
    const input = parse(recordedLessonSchema, request.body);
    await db
      .update(recordedLessons)
      .set({ ...input, thumbnail: input.thumbnail ?? null })
      .where(eq(recordedLessons.id, id));
    return findLesson(db, id);
  });

  app.delete('/recorded-lessons/:id', { preHandler: canWrite }, async (request, reply) => {
    const { id } = parse(idParam, request.params);
    const lesson = await findLesson(db, id);
    assertCanChange(currentUser(request), lesson.tutorId);
    await db.delete(recordedLessons).where(eq(recordedLessons.id, id));
    return reply.status(204).send();
  });

  app.post('/recorded-lessons/:id/views', { preHandler: requireSignedIn }, async (request) => {
    const { id } = parse(idParam, request.params);
    const user = currentUser(request);
    const views = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(recordedLessons)
        .set({ views: sql`${recordedLessons.views} + 1` })
        .where(eq(recordedLessons.id, id))
        .returning({ views: recordedLessons.views });
      if (!row) throw notFound('Lesson not found.');
      await tx.insert(lessonViews).values({ lessonId: id, userId: user.id });
      return row.views;
    });
    return { views };
  });
}
