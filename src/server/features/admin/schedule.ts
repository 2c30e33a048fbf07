import { and, eq, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import {
  adminLiveSessionSchema,
  adminScheduledSessionResponseSchema,
  liveSessionFilterSchema,
  scheduleFilterSchema,
  scheduleSessionSchema,
  scheduledSessionUpdateSchema,
} from '../../../shared/admin/schemas.js';
import { errorBodySchema } from '../../../shared/api/contract.js';
import { liveSessionResponseSchema } from '../../../shared/content/schemas.js';
import { cursorPageOf } from '../../../shared/pagination.js';
import { idParam } from '../../../shared/validation.js';
import { liveSessions, scheduledSessions, users } from '../../db/schema.js';
import { queueClassCoverageRefresh } from '../../classes/coverage-refresh.js';
import { notFound } from '../../http/errors.js';
import type { Api } from '../../http/contract.js';
import { pageFrom, timeCursorOf } from '../../http/keyset.js';
import type { Services } from '../../services.js';
import { liveSessionPage } from '../../sessions/live-pages.js';
import { presentLive } from '../../sessions/presenters.js';
import { planReminders } from '../reminders/plan.js';
import { scheduleList, scheduledColumns } from './schedule-list.js';
import { assertTeachingTutor, classToJoin } from './shared.js';

interface ScheduledRow {
  session: typeof scheduledSessions.$inferSelect;
  tutorName: string | null;
  tutorDeactivatedAt: Date | null;
}

const presentScheduled = ({
  session,
  tutorName,
  tutorDeactivatedAt,
}: ScheduledRow): z.output<typeof adminScheduledSessionResponseSchema> => ({
  ...session,
  tutorName,
  // A deactivated tutor's sessions stay on the schedule, flagged for reassignment (decision 014).
  tutorActive: tutorName !== null && tutorDeactivatedAt === null,
});

export function registerAdminScheduleRoutes(app: Api, { db, jobs }: Services) {
  const withTutor = async (id: number) => {
    const [row] = await db
      .select(scheduledColumns)
      .from(scheduledSessions)
      .leftJoin(users, eq(users.id, scheduledSessions.tutorId))
      .where(eq(scheduledSessions.id, id));
    if (!row) throw notFound('Session not found.');
    return presentScheduled(row);
  };

  const schedulePage = scheduleList(db);

  const tags = ['Admin: schedule'];
  const found = { 200: adminScheduledSessionResponseSchema, 404: errorBodySchema };

  app.get(
    '/scheduled-sessions',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'Scheduled sessions: upcoming or all, filtered and sorted by date',
        description:
          'Upcoming lists the soonest first and All the newest first unless `sort` says otherwise; tutor, subject, year group and status narrow either.',
        tags,
        querystring: scheduleFilterSchema,
        response: { 200: cursorPageOf(adminScheduledSessionResponseSchema) },
      },
    },
    async (request) =>
      pageFrom(
        await schedulePage(request.query),
        request.query.pageSize,
        (row) => timeCursorOf(row.micros, row.session.id),
        presentScheduled,
      ),
  );

  app.get(
    '/scheduled-sessions/:id',
    {
      config: { access: ['admin'] },
      schema: { summary: 'One scheduled session', tags, params: idParam, response: found },
    },
    async (request) => withTutor(request.params.id),
  );

  app.post(
    '/scheduled-sessions',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'Schedule a session',
        tags,
        body: scheduleSessionSchema,
        response: { 201: adminScheduledSessionResponseSchema },
      },
    },
    async (request, reply) => {
      const { classId, ...input } = request.body;
      await assertTeachingTutor(db, input.tutorId, jobs.now());
      // A session added to a class is its own occurrence: a change to the series leaves it alone.
      const ofClass =
        classId === undefined
          ? {}
          : { classId: await classToJoin(db, classId, input.academicYear), detached: true };
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(scheduledSessions)
          .values({
            ...input,
            ...ofClass,
            youtubeUrl: input.youtubeUrl ?? null,
            venue: input.venue ?? (input.youtubeUrl ? 'youtube' : 'classroom'),
          })
          .returning();
        await planReminders(tx, jobs, created!);
        if (created!.classId !== null) await queueClassCoverageRefresh(tx, jobs, created!.classId);
        return created!;
      });
      return reply.status(201).send(await withTutor(row.id));
    },
  );

  app.put(
    '/scheduled-sessions/:id',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'Edit a scheduled session (time, tutor, status, link, notes)',
        tags,
        params: idParam,
        body: scheduledSessionUpdateSchema,
        response: found,
      },
    },
    async (request) => {
      const { id } = request.params;
      const input = request.body;
      const current = await withTutor(id);
      if (input.tutorId !== undefined && input.tutorId !== current.tutorId) {
        await assertTeachingTutor(db, input.tutorId, jobs.now());
      }
      if (Object.keys(input).length > 0) {
        // A new time or status moves the reminders with it (docs/decisions/029).
        await db.transaction(async (tx) => {
          const [updated] = await tx
            .update(scheduledSessions)
            .set(input)
            .where(eq(scheduledSessions.id, id))
            .returning();
          if (updated) await planReminders(tx, jobs, updated);
          if (updated?.classId) await queueClassCoverageRefresh(tx, jobs, updated.classId);
        });
      }
      return withTutor(id);
    },
  );

  app.get(
    '/live-sessions',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'Live sessions, newest first; withLink=true keeps live ones with a join link',
        tags,
        querystring: liveSessionFilterSchema,
        response: { 200: cursorPageOf(liveSessionResponseSchema) },
      },
    },
    async (request) => {
      const { withLink, cursor, pageSize } = request.query;
      // The schedule tab's Live filter: live sessions that carry a join link (spec 2 §2.2).
      return liveSessionPage(
        db,
        'desc',
        { cursor, pageSize },
        withLink === 'true'
          ? and(eq(liveSessions.status, 'live'), isNotNull(liveSessions.youtubeUrl))
          : undefined,
      );
    },
  );

  app.post(
    '/live-sessions',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'Add a YouTube link: a live session, optionally kept on a scheduled session',
        tags,
        body: adminLiveSessionSchema,
        response: { 201: liveSessionResponseSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { scheduledSessionId, ...input } = request.body;
      await assertTeachingTutor(db, input.tutorId, jobs.now());
      const created = await db.transaction(async (tx) => {
        if (scheduledSessionId !== undefined) {
          // The link is also kept on the scheduled session, which then streams there (issue 29 §7),
          // so its pupils can join from their schedule.
          const [attached] = await tx
            .update(scheduledSessions)
            .set({ youtubeUrl: input.youtubeUrl, venue: 'youtube' })
            .where(eq(scheduledSessions.id, scheduledSessionId))
            .returning({ id: scheduledSessions.id });
          if (!attached) throw notFound('Session not found.');
        }
        const [row] = await tx.insert(liveSessions).values(input).returning();
        return row!;
      });
      return reply.status(201).send(presentLive(created));
    },
  );
}
