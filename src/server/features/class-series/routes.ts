import { eq } from 'drizzle-orm';
import { errorBodySchema } from '../../../shared/api/contract.js';
import {
  occurrenceSchema,
  classUpdateSchema,
  newClassSchema,
  occurrenceChangeSchema,
  seriesChangeResultSchema,
  seriesChangeSchema,
  seriesClassSchema,
} from '../../../shared/class-series/schemas.js';
import { SERIES_MSG } from '../../../shared/class-series/messages.js';
import { ukDayOf } from '../../../shared/dates/uk-instant.js';
import { idParam } from '../../../shared/validation.js';
import { queueCoverageRefresh } from '../../classes/coverage-refresh.js';
import { createClassWithSessions } from '../../classes/series.js';
import { classes, users } from '../../db/schema.js';
import { conflict } from '../../http/errors.js';
import { changedFields, recordAudit } from '../../records/audit.js';
import type { Api } from '../../http/contract.js';
import type { Services } from '../../services.js';
import { assertTeachingTutor } from '../admin/shared.js';
import { planNewSessionsReminders } from '../reminders/plan.js';
import { changeOccurrence } from './occurrence.js';
import { classForUpdate, classSession, presentClass, rosterSize } from './queries.js';
import { cancelFuture, changeSeries, reassignFuture } from './series-change.js';

const tags = ['Admin: classes'];
const errors = { 404: errorBodySchema, 409: errorBodySchema };

/** Admins create classes with their sessions and change them, one occurrence or from a date on. */
export function registerClassSeriesRoutes(app: Api, services: Services) {
  const { db, jobs } = services;
  const today = () => ukDayOf(jobs.now());

  app.post(
    '/admin/classes',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'Create a class with its weekly times; its sessions are made for its terms',
        description:
          'Every occurrence of the weekly times in the chosen terms of the academic year, skipping half-terms, breaks and bank holidays, at the same UK time whatever the clocks do.',
        tags,
        body: newClassSchema,
        response: { 201: seriesClassSchema },
      },
    },
    async (request, reply) => {
      await assertTeachingTutor(db, request.body.tutorId, jobs.now());
      const made = await db.transaction(async (tx) => {
        const created = await createClassWithSessions(tx, request.body);
        await planNewSessionsReminders(tx, jobs, created.sessions);
        await recordAudit(tx, request, {
          action: 'create',
          recordType: 'class',
          recordId: created.class.id,
        });
        await queueCoverageRefresh(tx, jobs, created.class.schoolYearId);
        return created.class;
      });
      return reply.status(201).send(await presentClass(db, made, today()));
    },
  );

  app.patch(
    '/admin/classes/:id',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'Rename a class, change its capacity or tutor, close or reopen it',
        description:
          'A new tutor takes every session still to come except those changed on their own; closing cancels the sessions still to come. The families on the roster are told by email.',
        tags,
        params: idParam,
        body: classUpdateSchema,
        response: { 200: seriesClassSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const input = request.body;
      const row = await db.transaction(async (tx) => {
        const klass = await classForUpdate(tx, id);
        if (input.capacity !== undefined && input.capacity < (await rosterSize(tx, id, today()))) {
          throw conflict(SERIES_MSG.capacityBelowRoster, {
            capacity: [SERIES_MSG.capacityBelowRoster],
          });
        }
        if (input.tutorId !== undefined && input.tutorId !== klass.tutorId) {
          await assertTeachingTutor(tx, input.tutorId, jobs.now());
          const [tutor] = await tx
            .select({ fullName: users.fullName })
            .from(users)
            .where(eq(users.id, input.tutorId));
          await reassignFuture(tx, services, klass, input.tutorId, tutor!.fullName);
        }
        if (input.closed === true && !klass.closedAt) await cancelFuture(tx, services, klass);
        // Closing or reopening takes the class out of its year's coverage or back in.
        if (input.closed !== undefined) await queueCoverageRefresh(tx, jobs, klass.schoolYearId);
        const [updated] = await tx
          .update(classes)
          .set({
            ...(input.name !== undefined ? { name: input.name } : {}),
            ...(input.capacity !== undefined ? { capacity: input.capacity } : {}),
            ...(input.tutorId !== undefined ? { tutorId: input.tutorId } : {}),
            ...(input.closed !== undefined
              ? { closedAt: input.closed ? (klass.closedAt ?? jobs.now()) : null }
              : {}),
          })
          .where(eq(classes.id, id))
          .returning();
        await recordAudit(tx, request, {
          action: 'update',
          recordType: 'class',
          recordId: id,
          fields: changedFields(input),
        });
        return updated!;
      });
      return presentClass(db, row, today());
    },
  );

  app.post(
    '/admin/classes/:id/series-changes',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'Change the rest of a class’s series from a date: weekly times, tutor or length',
        description:
          'The weekly times in force end the day before; the occurrences from that date are made again from the new ones, except those changed on their own or already attended. The families on the roster are told by email.',
        tags,
        params: idParam,
        body: seriesChangeSchema,
        response: { 200: seriesChangeResultSchema, ...errors },
      },
    },
    async (request) => {
      const result = await db.transaction(async (tx) => {
        const changed = await changeSeries(tx, services, request.params.id, request.body);
        await recordAudit(tx, request, {
          action: 'change_series',
          recordType: 'class',
          recordId: changed.classId,
          fields: changedFields(request.body),
        });
        return changed;
      });
      const [row] = await db.select().from(classes).where(eq(classes.id, result.classId));
      return { ...result, class: await presentClass(db, row!, today()) };
    },
  );

  app.patch(
    '/admin/class-sessions/:id',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'Move, cancel or give a substitute tutor to one occurrence of a class',
        description:
          'Only this occurrence changes, and a later change to the series leaves it alone. Its reminders move with it; the families on the roster are told by email.',
        tags,
        params: idParam,
        body: occurrenceChangeSchema,
        response: { 200: occurrenceSchema, ...errors },
      },
    },
    async (request) => {
      await db.transaction(async (tx) => {
        await changeOccurrence(tx, services, request.params.id, request.body);
        await recordAudit(tx, request, {
          action: 'update',
          recordType: 'class_session',
          recordId: request.params.id,
          fields: changedFields(request.body),
        });
      });
      return classSession(db, request.params.id);
    },
  );
}
