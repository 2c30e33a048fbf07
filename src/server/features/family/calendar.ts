import { randomBytes } from 'node:crypto';
import { eq, gte, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/api/contract.js';
import { PRODUCT_NAME } from '../../../shared/constants.js';
import { calendarFeedSchema } from '../../../shared/family/schemas.js';
import { idParam } from '../../../shared/validation.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { Api } from '../../http/contract.js';
import { notFound } from '../../http/errors.js';
import type { Services } from '../../services.js';
import { currentUser, type SessionUser } from '../../identity/guard.js';
import { sessionsSeenBy, type SessionFilter } from '../../policies/sessions.js';
import { buildCalendar } from './ics.js';
import { findVisibleSession, listSessions } from './sessions.js';
import { DAY_MS } from '../../../shared/dates/durations.js';

const tokenParam = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{32,64}\.ics$/, 'Not found.'),
});

const feedUrl = (publicUrl: string, token: string) => `${publicUrl}/calendar/${token}.ics`;

async function setToken(db: Db, userId: number) {
  const token = randomBytes(24).toString('base64url');
  await db.update(users).set({ calendarToken: token }).where(eq(users.id, userId));
  return token;
}

/** What a feed lists, soonest first (decision 050): a month back, a year and a bit on, and no more. */
const FEED_DAYS_BACK = 31;
const FEED_DAYS_AHEAD = 400;
const FEED_MAX_EVENTS = 500;

async function sessionsFor(db: Db, user: SessionUser) {
  const since = new Date(Date.now() - FEED_DAYS_BACK * DAY_MS);
  const until = new Date(Date.now() + FEED_DAYS_AHEAD * DAY_MS);
  const inFeed: SessionFilter = (s) => [gte(s.scheduledFor, since), lt(s.scheduledFor, until)];
  const where = await sessionsSeenBy(db, user, inFeed, FEED_MAX_EVENTS);
  return listSessions(db, where, FEED_MAX_EVENTS);
}

/**
 * A private iCalendar feed per user: the secret token in its URL is the only key, so calendar
 * apps can subscribe without a session. Resetting the token makes the old URL stop working.
 */
export function registerCalendarRoutes(app: Api, { db, config }: Services) {
  const tags = ['Calendar'];

  app.get(
    '/calendar',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: "The caller's private calendar feed address",
        description: 'Made on first request; the feed lists the sessions the caller may see.',
        tags,
        response: { 200: calendarFeedSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const [stored] = await db
        .select({ token: users.calendarToken })
        .from(users)
        .where(eq(users.id, user.id));
      const token = stored?.token ?? (await setToken(db, user.id));
      return { feedUrl: feedUrl(config.publicUrl, token) };
    },
  );

  app.post(
    '/calendar/reset',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'A new feed address; the old one stops working',
        tags,
        response: { 200: calendarFeedSchema },
      },
    },
    async (request) => {
      const token = await setToken(db, currentUser(request).id);
      return { feedUrl: feedUrl(config.publicUrl, token) };
    },
  );

  app.get(
    '/scheduled-sessions/:id/ics',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'One session the caller may see, as an iCalendar file',
        tags,
        params: idParam,
        response: {
          200: {
            description: 'An iCalendar (RFC 5545) file with one event, as an attachment.',
            content: { 'text/calendar': { schema: z.string() } },
          },
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const session = await findVisibleSession(db, currentUser(request), request.params.id);
      const ics = buildCalendar(session.title, [session]);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="classperk-session-${session.id}.ics"`)
        .send(ics);
    },
  );
}

/** The feed itself lives outside /api: calendar apps fetch it without cookies. */
export function registerCalendarFeed(app: FastifyInstance, { db }: Services) {
  app.get('/calendar/:token', async (request, reply) => {
    // A malformed token is just another unknown address: 404, as for a reset one.
    const params = tokenParam.safeParse(request.params);
    const [user] = params.success
      ? await db
          .select()
          .from(users)
          .where(eq(users.calendarToken, params.data.token.slice(0, -'.ics'.length)))
      : [];
    if (!user || user.deactivatedAt) throw notFound('Calendar not found.');
    const rows = await sessionsFor(db, user);
    const ics = buildCalendar(
      `${PRODUCT_NAME} sessions`,
      rows.map((row) => ({ ...row.session, tutorName: row.tutorName })),
    );
    return reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'private, max-age=300')
      .send(ics);
  });
}
