import { and, asc, eq, gt, gte, lt, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/api/contract.js';
import { scheduledSessionResponseSchema } from '../../../shared/content/schemas.js';
import { studentRangeSchema } from '../../../shared/family/schemas.js';
import { idField, idParam } from '../../../shared/validation.js';
import type { Db } from '../../db/client.js';
import { scheduledSessions, users, type UserRow } from '../../db/schema.js';
import type { Api } from '../../http/contract.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import type { Services } from '../../services.js';
import { currentUser } from '../auth/guard.js';
import { attendedBy, familyProfiles, visibleSessions } from './access.js';

const DAY_MS = 86_400_000;
const UPCOMING_LIMIT = 50;
// A year and a bit: enough for any calendar view, small enough never to list a whole history.
const MAX_RANGE_DAYS = 400;
const userIdParam = z.object({ userId: idField('Not found.') });
const sessionList = z.array(scheduledSessionResponseSchema);
const tags = ['Scheduled sessions'];

const presentSession = (
  row: typeof scheduledSessions.$inferSelect,
  tutorName: string | null,
): z.output<typeof scheduledSessionResponseSchema> => ({ ...row, tutorName });

const selectSessions = (db: Db) =>
  db
    .select({ session: scheduledSessions, tutorName: users.fullName })
    .from(scheduledSessions)
    .leftJoin(users, eq(users.id, scheduledSessions.tutorId));

/** One session the user may see, or 404 (a session of another family is not revealed). */
export async function findVisibleSession(db: Db, user: UserRow, id: number) {
  const [row] = await selectSessions(db).where(
    and(eq(scheduledSessions.id, id), await visibleSessions(db, user)),
  );
  if (!row) throw notFound('Session not found.');
  return presentSession(row.session, row.tutorName);
}

/** The student-area and parent-area reads of scheduled sessions (spec 2 §7). */
export function registerFamilySessionRoutes(app: Api, { db }: Services) {
  app.get(
    '/scheduled-sessions/upcoming',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'Future sessions the caller may see, soonest first (at most 50)',
        description: 'A family sees the sessions it attends, a tutor their own, an admin all.',
        tags,
        response: { 200: sessionList },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const rows = await selectSessions(db)
        .where(
          and(
            await visibleSessions(db, user),
            gt(scheduledSessions.scheduledFor, new Date()),
            ne(sql`lower(${scheduledSessions.status})`, 'cancelled'),
          ),
        )
        .orderBy(asc(scheduledSessions.scheduledFor), asc(scheduledSessions.id))
        .limit(UPCOMING_LIMIT);
      return rows.map((row) => presentSession(row.session, row.tutorName));
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
        summary: "A student's or parent's sessions",
        description:
          'For that user themselves, their parent, their tutor or an admin; anyone else gets 403.',
        tags,
        params: userIdParam,
        response: { 200: sessionList, 404: errorBodySchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { userId } = request.params;
      const [subject] = await db.select().from(users).where(eq(users.id, userId));
      if (!subject) throw notFound('Student not found.');
      const family = await familyProfiles(db, subject);
      // A tutor sees only the children they tutor, never their siblings under the parent's id.
      const profiles = user.role === 'tutor' ? family.filter((p) => p.tutorId === user.id) : family;
      const allowed =
        user.id === subject.id ||
        user.role === 'admin' ||
        (user.role === 'tutor'
          ? profiles.length > 0
          : profiles.some((p) => p.parentId === user.id));
      if (!allowed) throw forbidden();
      const rows = await selectSessions(db)
        .where(attendedBy(profiles))
        .orderBy(asc(scheduledSessions.scheduledFor), asc(scheduledSessions.id));
      return rows.map((row) => presentSession(row.session, row.tutorName));
    },
  );

  app.get(
    '/student/scheduled-sessions',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'Sessions the caller may see between two instants, for the calendar views',
        description: `Defaults to 31 days back and 120 days on; at most ${MAX_RANGE_DAYS} days.`,
        tags,
        querystring: studentRangeSchema,
        response: { 200: sessionList },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { from, to } = request.query;
      const start = from ?? new Date(Date.now() - 31 * DAY_MS);
      const end = to ?? new Date(start.getTime() + 120 * DAY_MS);
      if (end.getTime() - start.getTime() > MAX_RANGE_DAYS * DAY_MS) {
        throw badRequest(`The date range can be at most ${MAX_RANGE_DAYS} days.`);
      }
      const rows = await selectSessions(db)
        .where(
          and(
            await visibleSessions(db, user),
            gte(scheduledSessions.scheduledFor, start),
            lt(scheduledSessions.scheduledFor, end),
          ),
        )
        .orderBy(asc(scheduledSessions.scheduledFor), asc(scheduledSessions.id));
      return rows.map((row) => presentSession(row.session, row.tutorName));
    },
  );
}
