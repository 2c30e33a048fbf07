import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { errorBodySchema, noContent } from '../../../shared/api/contract.js';
import {
  lessonFilterSchema,
  lessonViewsSchema,
  recordedLessonPageSchema,
  recordedLessonResponseSchema,
  recordedLessonSchema,
} from '../../../shared/content/schemas.js';
import { idParam } from '../../../shared/validation.js';
import { lessonViews, recordedLessons } from '../../db/schema.js';
import { CATALOGUE_PAGING } from '../../db/subjects.js';
import type { Api } from '../../http/contract.js';
import { notFound } from '../../http/errors.js';
import type { Services } from '../../services.js';
import { currentUser } from '../../identity/guard.js';
import { ownedBy } from '../../policies/ownership.js';
import { ownedContent } from '../../policies/owned-content.js';
import { watchableBy } from '../../policies/recordings.js';
import { findLesson, listLessons } from './queries.js';
import { UK_ZONE } from '../../../shared/dates/uk-zone.js';

const tags = ['Recorded lessons'];
const canWrite = ['tutor', 'admin'] as const;
// en-CA writes dates as YYYY-MM-DD, the form a date column takes.
const UK_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: UK_ZONE });

/** Recorded lessons: every signed-in user reads the catalogue; tutors change their own, admins any. */
export function registerLessonRoutes(app: Api, { db }: Services) {
  const lessons = ownedContent((id) => findLesson(db, id));

  app.get(
    '/recorded-lessons',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'Recorded lessons, newest first',
        description: CATALOGUE_PAGING,
        tags,
        querystring: lessonFilterSchema,
        response: { 200: recordedLessonPageSchema },
      },
    },
    async (request) =>
      listLessons(
        db,
        request.query,
        and(
          ownedBy(currentUser(request), request.query.owner, recordedLessons.tutorId),
          watchableBy(currentUser(request)),
        ),
      ),
  );

  app.get(
    '/recorded-lessons/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'One recorded lesson',
        tags,
        params: idParam,
        response: { 200: recordedLessonResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => findLesson(db, request.params.id, watchableBy(currentUser(request))),
  );

  app.post(
    '/recorded-lessons',
    {
      config: { access: canWrite },
      schema: {
        summary: 'Add a recorded lesson (the caller is its tutor)',
        tags,
        body: recordedLessonSchema,
        response: { 201: recordedLessonResponseSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const input = request.body;
      const [row] = await db
        .insert(recordedLessons)
        .values({ ...input, thumbnail: input.thumbnail ?? null, tutorId: user.id })
        .returning({ id: recordedLessons.id });
      return reply.status(201).send(await findLesson(db, row!.id));
    },
  );

  app.put(
    '/recorded-lessons/:id',
    {
      config: { access: canWrite },
      schema: {
        summary: 'Change a recorded lesson (a tutor only their own)',
        tags,
        params: idParam,
        body: recordedLessonSchema,
        response: { 200: recordedLessonResponseSchema, 404: errorBodySchema },
      },
    },
    lessons.change(async (id, input: z.output<typeof recordedLessonSchema>) => {
      await db
        .update(recordedLessons)
        .set({ ...input, thumbnail: input.thumbnail ?? null })
        .where(eq(recordedLessons.id, id));
      return findLesson(db, id);
    }),
  );

  app.delete(
    '/recorded-lessons/:id',
    {
      config: { access: canWrite },
      schema: {
        summary: 'Delete a recorded lesson (a tutor only their own)',
        tags,
        params: idParam,
        response: { 204: noContent, 404: errorBodySchema },
      },
    },
    lessons.remove((_, id) => db.delete(recordedLessons).where(eq(recordedLessons.id, id))),
  );

  app.post(
    '/recorded-lessons/:id/views',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'Count a view of a recorded lesson, once per person per lesson per UK day',
        description: 'Answers the total; a repeat view on the same day leaves it as it is.',
        tags,
        params: idParam,
        response: { 200: lessonViewsSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const user = currentUser(request);
      const views = await db.transaction(async (tx) => {
        const [lesson] = await tx
          .select({ views: recordedLessons.views })
          .from(recordedLessons)
          .where(and(eq(recordedLessons.id, id), watchableBy(user)));
        if (!lesson) throw notFound('Lesson not found.');
        // The unique index decides, so parallel presses by one person count once.
        const [counted] = await tx
          .insert(lessonViews)
          .values({ lessonId: id, userId: user.id, viewedOn: UK_DAY.format(new Date()) })
          .onConflictDoNothing()
          .returning({ id: lessonViews.id });
        if (!counted) return lesson.views;
        const [row] = await tx
          .update(recordedLessons)
          .set({ views: sql`${recordedLessons.views} + 1` })
          .where(eq(recordedLessons.id, id))
          .returning({ views: recordedLessons.views });
        return row!.views;
      });
      return { views };
    },
  );
}
