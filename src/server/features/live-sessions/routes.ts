import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  liveSessionSchema,
  liveSessionTabSchema,
  type FilteredPage,
} from '../../../shared/content/schemas.js';
import { idParam } from '../../../shared/validation.js';
import { containsPattern } from '../../db/like.js';
import { liveSessions, users } from '../../db/schema.js';
import { offsetOf } from '../../http/pages.js';
import { parse } from '../../http/validate.js';
import type { Services } from '../../services.js';
import { currentUser, requireRole, requireSignedIn } from '../auth/guard.js';
import { assertCanChange } from '../auth/ownership.js';
import { findLiveSession, presentLive, type LiveSessionView } from './queries.js';

const canWrite = requireRole('tutor', 'admin');

export function registerLiveSessionRoutes(app: FastifyInstance, { db }: Services) {
  app.get(
    '/live-sessions',
    { preHandler: requireSignedIn },
    async (request): Promise<FilteredPage<LiveSessionView>> => {
      const { tab, search, subject, page, pageSize } = parse(liveSessionTabSchema, request.query);
      // Upcoming: scheduled or live, soonest first. Past: completed or cancelled, newest first (spec 2 §4).
      const conditions: (SQL | undefined)[] = [
        inArray(
          liveSessions.status,
          tab === 'upcoming' ? ['scheduled', 'live'] : ['completed', 'cancelled'],
        ),
      ];
      if (search) {
        const pattern = containsPattern(search);
        conditions.push(
          or(ilike(liveSessions.title, pattern), ilike(liveSessions.description, pattern)),
        );
      }
      if (subject) conditions.push(eq(liveSessions.subject, subject));
      const where = and(...conditions);
      const order =
        tab === 'upcoming' ? asc(liveSessions.scheduledFor) : desc(liveSessions.scheduledFor);
      const rows = await db
        .select({ session: liveSessions, tutorName: users.fullName })
        .from(liveSessions)
        .leftJoin(users, eq(users.id, liveSessions.tutorId))
        .where(where)
        .orderBy(order, asc(liveSessions.id))
        .limit(pageSize)
        .offset(offsetOf(page, pageSize));
      const [total] = await db.select({ n: count() }).from(liveSessions).where(where);
      const subjects = await db
        .selectDistinct({ subject: liveSessions.subject })
        .from(liveSessions)
        .orderBy(liveSessions.subject);
      return {
        items: rows.map((row) => presentLive(row.session, row.tutorName)),
        total: total?.n ?? 0,
        page,
        pageSize,
        subjects: subjects.map((row) => row.subject),
      };
    },
  );

  app.get('/live-sessions/:id', { preHandler: requireSignedIn }, async (request) =>
    findLiveSession(db, parse(idParam, request.params).id),
  );

  app.post('/live-sessions', { preHandler: canWrite }, async (request, reply) => {
    const user = currentUser(request);
    const input = parse(liveSessionSchema, request.body);
    const [row] = await db
      .insert(liveSessions)
      .values({ ...input, youtubeUrl: input.youtubeUrl ?? null, tutorId: user.id })
      .returning({ id: liveSessions.id });
    return reply.status(201).send(await findLiveSession(db, row!.id));
  });

  app.put('/live-sessions/:id', { preHandler: canWrite }, async (request) => {
    const { id } = parse(idParam, request.params);
    assertCanChange(currentUser(request), (await findLiveSession(db, id)).tutorId);
    const input = parse(liveSessionSchema, request.body);
    await db
      .update(liveSessions)
      .set({ ...input, youtubeUrl: input.youtubeUrl ?? null })
      .where(eq(liveSessions.id, id));
    return findLiveSession(db, id);
  });

  app.delete('/live-sessions/:id', { preHandler: canWrite }, async (request, reply) => {
    const { id } = parse(idParam, request.params);
    assertCanChange(currentUser(request), (await findLiveSession(db, id)).tutorId);
    await db.delete(liveSessions).where(eq(liveSessions.id, id));
    return reply.status(204).send();
  });
}
