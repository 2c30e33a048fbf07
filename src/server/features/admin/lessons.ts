import { eq } from 'drizzle-orm';
import { errorBodySchema, noContent } from '../../../shared/api/contract.js';
import {
  adminRecordedLessonSchema,
  contentFilterSchema,
  recordedLessonPageSchema,
  recordedLessonResponseSchema,
} from '../../../shared/content/schemas.js';
import { idParam } from '../../../shared/validation.js';
import { recordedLessons } from '../../db/schema.js';
import { CATALOGUE_PAGING } from '../../db/subjects.js';
import type { Api } from '../../http/contract.js';
import { notFound } from '../../http/errors.js';
import type { Services } from '../../services.js';
import { findLesson, listLessons } from '../lessons/queries.js';
import { assertTutor } from './shared.js';

const tags = ['Admin: lessons'];

/** The admin Lesson Videos tab: any tutor's lessons, with the tutor chosen in the form. */
export function registerAdminLessonRoutes(app: Api, { db }: Services) {
  const values = (input: ReturnType<typeof adminRecordedLessonSchema.parse>) => ({
    ...input,
    duration: input.duration ?? null,
    videoUrl: input.videoUrl ?? null,
    thumbnail: input.thumbnail ?? null,
  });

  app.get(
    '/recorded-lessons',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'Every tutor’s recorded lessons, newest first',
        description: CATALOGUE_PAGING,
        tags,
        querystring: contentFilterSchema,
        response: { 200: recordedLessonPageSchema },
      },
    },
    async (request) => listLessons(db, request.query),
  );

  app.post(
    '/recorded-lessons',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'Add a recorded lesson for a chosen tutor',
        tags,
        body: adminRecordedLessonSchema,
        response: { 201: recordedLessonResponseSchema },
      },
    },
    async (request, reply) => {
      const input = request.body;
      await assertTutor(db, input.tutorId);
      const [row] = await db
        .insert(recordedLessons)
        .values(values(input))
        .returning({ id: recordedLessons.id });
      return reply.status(201).send(await findLesson(db, row!.id));
    },
  );

  app.put(
    '/recorded-lessons/:id',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'Edit any recorded lesson, including its tutor',
        tags,
        params: idParam,
        body: adminRecordedLessonSchema,
        response: { 200: recordedLessonResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const input = request.body;
      const current = await findLesson(db, id);
      if (input.tutorId !== current.tutorId) await assertTutor(db, input.tutorId);
      await db.update(recordedLessons).set(values(input)).where(eq(recordedLessons.id, id));
      return findLesson(db, id);
    },
  );

  app.delete(
    '/recorded-lessons/:id',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'Delete any recorded lesson',
        tags,
        params: idParam,
        response: { 204: noContent, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const [deleted] = await db
        .delete(recordedLessons)
        .where(eq(recordedLessons.id, id))
        .returning({ id: recordedLessons.id });
      if (!deleted) throw notFound('Lesson not found.');
      return reply.status(204).send(null);
    },
  );
}
