import { and, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { errorBodySchema, noContent } from '../../../shared/api/contract.js';
import {
  liveSessionPageSchema,
  liveSessionResponseSchema,
  liveSessionSchema,
  liveSessionTabSchema,
} from '../../../shared/content/schemas.js';
import { idParam } from '../../../shared/validation.js';
import { liveSessions } from '../../db/schema.js';
import type { Api } from '../../http/contract.js';
import { CATALOGUE_PAGING, catalogueFilter, subjectsOf } from '../../db/subjects.js';
import type { Services } from '../../services.js';
import { currentUser } from '../../identity/guard.js';
import { ownedBy } from '../../policies/ownership.js';
import { ownedContent } from '../../policies/owned-content.js';
import { liveSessionPage } from '../../sessions/live-pages.js';
import { past, upcoming } from '../../sessions/status.js';
import { findLiveSession } from './queries.js';

const tags = ['Live sessions'];
const canWrite = ['tutor', 'admin'] as const;

export function registerLiveSessionRoutes(app: Api, { db }: Services) {
  const sessions = ownedContent((id) => findLiveSession(db, id));

  app.get(
    '/live-sessions',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'Live sessions: upcoming soonest first, or past newest first',
        description: CATALOGUE_PAGING,
        tags,
        querystring: liveSessionTabSchema,
        response: { 200: liveSessionPageSchema },
      },
    },
    async (request) => {
      const { tab, search, subject, owner, cursor, pageSize } = request.query;
      const direction = tab === 'upcoming' ? 'asc' : 'desc';
      const conditions: (SQL | undefined)[] = [
        tab === 'upcoming' ? upcoming(new Date()) : past(new Date()),
        ownedBy(currentUser(request), owner, liveSessions.tutorId),
        catalogueFilter(liveSessions, { search, subject }),
      ];
      return {
        ...(await liveSessionPage(db, direction, { cursor, pageSize }, and(...conditions))),
        subjects: cursor ? [] : await subjectsOf(db, liveSessions, liveSessions.subject),
      };
    },
  );

  app.get(
    '/live-sessions/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'One live session',
        tags,
        params: idParam,
        response: { 200: liveSessionResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => findLiveSession(db, request.params.id),
  );

  app.post(
    '/live-sessions',
    {
      config: { access: canWrite },
      schema: {
        summary: 'Schedule a live session (the caller is its tutor)',
        tags,
        body: liveSessionSchema,
        response: { 201: liveSessionResponseSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const input = request.body;
      const [row] = await db
        .insert(liveSessions)
        .values({ ...input, youtubeUrl: input.youtubeUrl ?? null, tutorId: user.id })
        .returning({ id: liveSessions.id });
      return reply.status(201).send(await findLiveSession(db, row!.id));
    },
  );

  app.put(
    '/live-sessions/:id',
    {
      config: { access: canWrite },
      schema: {
        summary: 'Change a live session (a tutor only their own)',
        tags,
        params: idParam,
        body: liveSessionSchema,
        response: { 200: liveSessionResponseSchema, 404: errorBodySchema },
      },
    },
    sessions.change(async (id, input: z.output<typeof liveSessionSchema>) => {
      await db
        .update(liveSessions)
        .set({ ...input, youtubeUrl: input.youtubeUrl ?? null })
        .where(eq(liveSessions.id, id));
      return findLiveSession(db, id);
    }),
  );

  app.delete(
    '/live-sessions/:id',
    {
      config: { access: canWrite },
      schema: {
        summary: 'Delete a live session (a tutor only their own)',
        tags,
        params: idParam,
        response: { 204: noContent, 404: errorBodySchema },
      },
    },
    sessions.remove((_, id) => db.delete(liveSessions).where(eq(liveSessions.id, id))),
  );
}
