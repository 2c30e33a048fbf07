import { and, eq, gt, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/api/contract.js';
import { scheduledSessionResponseSchema } from '../../../shared/content/schemas.js';
import {
  MAX_RANGE_DAYS,
  rangeBackwardsMessage,
  rangeTooLongMessage,
  scheduledSessionPageSchema,
  sessionRangeQuerySchema,
} from '../../../shared/family/sessions.js';
import type { TimeCursor } from '../../../shared/pagination.js';
import { idField, idParam } from '../../../shared/validation.js';
import type { Db } from '../../db/client.js';
import { fixedLimit } from '../../db/plan-literals.js';
import { classes, scheduledSessions, students, users } from '../../db/schema.js';
import type { Api } from '../../http/contract.js';
import { badRequest, notFound } from '../../http/errors.js';
import {
  afterTimeCursor,
  keysetOrder,
  microsOf,
  pageFrom,
  timeCursorOf,
} from '../../http/keyset.js';
import type { Services } from '../../services.js';
import { notCancelledIn } from '../../sessions/status.js';
import { currentUser, type SessionUser } from '../../identity/guard.js';
import { familyRoleOf } from '../../../shared/policies/roles.js';
import { scheduleProfilesFor } from '../../policies/schedules.js';
import {
  attendedSessions,
  attendeesAmong,
  childrenNamed,
  profilesOf,
  sessionsSeenBy,
  visibleSessions,
  type SessionFilter,
} from '../../policies/sessions.js';
import { DAY_MS } from '../../../shared/dates/durations.js';
import { keptUpcoming } from './kept-upcoming.js';

const JSON_TYPE = 'application/json; charset=utf-8';
/** The dashboards show the first 5 (parents) and 3 (students); 20 leaves room (decision 073). */
const UPCOMING_LIMIT = 20;
const userIdParam = z.object({ userId: idField('Not found.') });
const tags = ['Scheduled sessions'];

type SessionRow = {
  session: typeof scheduledSessions.$inferSelect;
  tutorName: string | null;
  className: string | null;
  forChildren: { id: number; name: string }[] | null;
};

/** Sessions after `now` that are not cancelled, written out so the partial index serves it. */
const upcomingAfter =
  (now: Date | SQL): SessionFilter =>
  (s) => [gt(s.scheduledFor, now), notCancelledIn(s.status)];

/** A session as the API answers it, with the change count its calendar event needs. */
const presentSession = ({
  session,
  tutorName,
  className,
  forChildren,
}: SessionRow): z.output<typeof scheduledSessionResponseSchema> &
  Pick<SessionRow['session'], 'sequence'> => ({ ...session, tutorName, className, forChildren });

/** Sessions with their tutor and class; `family` (profiles) names whom of them each is for. */
const selectSessions = (db: Db, family: SQL | undefined) =>
  db
    .select({
      session: scheduledSessions,
      tutorName: users.fullName,
      // The schedule names a class session's class (issue 28 §8).
      className: classes.name,
      forChildren: family ? attendeesAmong(family) : sql<null>`null`,
      micros: microsOf(scheduledSessions.scheduledFor),
    })
    .from(scheduledSessions)
    .leftJoin(users, eq(users.id, scheduledSessions.tutorId))
    .leftJoin(classes, eq(classes.id, scheduledSessions.classId));

/** Sessions soonest first, `limit` at most, as the paged calls and the calendar feed list them. */
export const listSessions = (db: Db, where: ReturnType<typeof and>, limit: number, family?: SQL) =>
  selectSessions(db, family)
    .where(where)
    .orderBy(...keysetOrder('asc', scheduledSessions.scheduledFor, scheduledSessions.id))
    .limit(fixedLimit(limit));

/**
 * A family's sessions from attendedSessions, soonest first, each naming the children it is for from
 * the branch that found it rather than testing the roster rule again for every child.
 */
const listAttended = (db: Db, attended: ReturnType<typeof attendedSessions>, limit: number) => {
  const page = attended.as('attended');
  return db
    .select({
      session: scheduledSessions,
      tutorName: users.fullName,
      className: classes.name,
      forChildren: childrenNamed(sql`${page.childIds}`),
      micros: microsOf(scheduledSessions.scheduledFor),
    })
    .from(page)
    .innerJoin(scheduledSessions, eq(scheduledSessions.id, page.id))
    .leftJoin(users, eq(users.id, scheduledSessions.tutorId))
    .leftJoin(classes, eq(classes.id, scheduledSessions.classId))
    .orderBy(...keysetOrder('asc', scheduledSessions.scheduledFor, scheduledSessions.id))
    .limit(fixedLimit(limit));
};

/** One session the user may see, or 404 (a session of another family is not revealed). */
export async function findVisibleSession(db: Db, user: SessionUser, id: number) {
  const [row] = await selectSessions(db, profilesOf(user)).where(
    and(eq(scheduledSessions.id, id), await visibleSessions(db, user)),
  );
  if (!row) throw notFound('Session not found.');
  return presentSession(row);
}

/**
 * The range asked for, at most MAX_RANGE_DAYS: a missing end comes that many days after the start,
 * a missing start that many days before the end, or `daysBack` days ago when neither is given.
 */
export function rangeOf(
  query: { from?: Date | undefined; to?: Date | undefined },
  daysBack: number,
) {
  const span = MAX_RANGE_DAYS * DAY_MS;
  const start =
    query.from ?? new Date(query.to ? query.to.getTime() - span : Date.now() - daysBack * DAY_MS);
  const end = query.to ?? new Date(start.getTime() + span);
  if (end <= start) throw badRequest(rangeBackwardsMessage, { to: [rangeBackwardsMessage] });
  if (end.getTime() - start.getTime() > span) {
    throw badRequest(rangeTooLongMessage, { to: [rangeTooLongMessage] });
  }
  return { start, end };
}

/** Sessions in [start, end) after the cursor: one page of a range. */
export const inRange =
  (start: Date, end: Date, cursor: TimeCursor | undefined): SessionFilter =>
  (s) => [
    gte(s.scheduledFor, start),
    lt(s.scheduledFor, end),
    afterTimeCursor(cursor, 'asc', s.scheduledFor, s.id),
  ];

const pageOfSessions = (rows: (SessionRow & { micros: string })[], pageSize: number) =>
  pageFrom(rows, pageSize, (row) => timeCursorOf(row.micros, row.session.id), presentSession);

const rangeDescription = (defaults: string) =>
  `${defaults}; at most ${MAX_RANGE_DAYS} days. Soonest first, a page at a time: pass the \`nextCursor\` of one answer as \`cursor\`, with the same range, for the next page.`;

/** The student-area and parent-area reads of scheduled sessions (spec 2 §7). */
export function registerFamilySessionRoutes(app: Api, { db }: Services) {
  // A family's upcoming sessions, the call every family home makes, built and prepared once.
  const upcomingOf = (name: string, profiles: SQL) =>
    listAttended(
      db,
      attendedSessions(
        db,
        profiles,
        upcomingAfter(sql`${sql.placeholder('now')}::timestamptz`),
        UPCOMING_LIMIT,
      ),
      UPCOMING_LIMIT,
    ).prepare(name);
  const upcoming = keptUpcoming(db);
  const upcomingOfFamily = {
    parent: upcomingOf('upcoming_of_parent', eq(students.parentId, sql.placeholder('userId'))),
    student: upcomingOf('upcoming_of_student', eq(students.userId, sql.placeholder('userId'))),
  };

  app.get(
    '/scheduled-sessions/upcoming',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: `Future sessions the caller may see, soonest first (at most ${UPCOMING_LIMIT})`,
        description: 'A family sees the sessions it attends, a tutor their own, an admin all.',
        tags,
        response: { 200: z.array(scheduledSessionResponseSchema) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const family = familyRoleOf(user);
      const now = new Date();
      if (!family) {
        const seen = await sessionsSeenBy(db, user, upcomingAfter(now), UPCOMING_LIMIT);
        return (await listSessions(db, seen, UPCOMING_LIMIT)).map(presentSession);
      }
      const json = await upcoming(`${family}:${user.id}`, now, async () => {
        const rows = await upcomingOfFamily[family].execute({
          now: now.toISOString(),
          userId: user.id,
        });
        // Written by the route's own serializer, as an answer made now would be.
        const text = reply.serialize(rows.map(presentSession));
        return {
          json: typeof text === 'string' ? Buffer.from(text) : Buffer.from(new Uint8Array(text)),
          validUntil: rows[0]?.session.scheduledFor.getTime() ?? Infinity,
        };
      });
      // Bytes the serializer wrote are sent as they are; the contract's type names the objects.
      return reply.type(JSON_TYPE).send(json as never);
    },
  );

  app.get(
    '/scheduled-sessions/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'One session the caller may see',
        tags,
        params: idParam,
        response: { 200: scheduledSessionResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => findVisibleSession(db, currentUser(request), request.params.id),
  );

  app.get(
    '/scheduled-sessions/student/:userId',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: "A student's or parent's sessions in a range",
        description: `For that user themselves, their parent, their tutor or an admin; anyone else gets 403. ${rangeDescription('Defaults to the next 92 days')}`,
        tags,
        params: userIdParam,
        querystring: sessionRangeQuerySchema,
        response: { 200: scheduledSessionPageSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { userId } = request.params;
      const { cursor, pageSize } = request.query;
      const { start, end } = rangeOf(request.query, 0);
      const profiles = await scheduleProfilesFor(db, user, userId);
      const family = inArray(
        students.id,
        profiles.map((p) => p.id),
      );
      const attended = attendedSessions(db, family, inRange(start, end, cursor), pageSize + 1);
      const rows = await listAttended(db, attended, pageSize + 1);
      return pageOfSessions(rows, pageSize);
    },
  );

  app.get(
    '/student/scheduled-sessions',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'Sessions the caller may see in a range, for the calendar views',
        description: rangeDescription('Defaults to 31 days back and 61 days on'),
        tags,
        querystring: sessionRangeQuerySchema,
        response: { 200: scheduledSessionPageSchema },
      },
    },
    async (request) => {
      const { cursor, pageSize } = request.query;
      const { start, end } = rangeOf(request.query, 31);
      const user = currentUser(request);
      const where = await sessionsSeenBy(db, user, inRange(start, end, cursor), pageSize + 1);
      const rows = await listSessions(db, where, pageSize + 1, profilesOf(user));
      return pageOfSessions(rows, pageSize);
    },
  );
}
