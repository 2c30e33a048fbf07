import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  securityEventPageSchema,
  securityEventQuerySchema,
} from '../../../shared/security/schemas.js';
import { MAX_ID } from '../../../shared/validation.js';
import { containsPattern } from '../../db/like.js';
import { securityEvents, users } from '../../db/schema.js';
import { ukMidnight } from '../../db/uk-days.js';
import type { Api } from '../../http/contract.js';
import { keysetRows, microsOf, pageFrom, timeCursorOf } from '../../http/keyset.js';
import type { Services } from '../../services.js';

const actor = alias(users, 'actor');
const subject = alias(users, 'subject');

/**
 * Digits name an account by its id (or a username made only of those digits); anything else is
 * part of a username. Matching digits inside usernames would bury the account an admin asked for.
 */
function userMatch(text: string): SQL | undefined {
  const id = /^\d{1,10}$/.test(text) ? Number(text) : 0;
  if (id < 1 || id > MAX_ID) {
    const pattern = containsPattern(text);
    return or(
      ilike(actor.username, pattern),
      ilike(subject.username, pattern),
      ilike(securityEvents.username, pattern),
    );
  }
  return or(
    eq(securityEvents.actorId, id),
    eq(securityEvents.subjectId, id),
    eq(actor.username, text),
    eq(subject.username, text),
    eq(securityEvents.username, text),
  );
}

const refOf = (row: { id: number; username: string; fullName: string } | null) =>
  row && { id: row.id, username: row.username, fullName: row.fullName };

/** The security log, for admins: newest first, filtered, a page at a time (decision 042). */
export function registerSecurityEventRoutes(app: Api, { db }: Services) {
  app.get(
    '/security-events',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'Security events, newest first',
        description:
          'Filter by type, outcome, account (an id, or part of a username; as actor or subject) and UK days. Pass the `nextCursor` of one answer as `cursor` for the next page.',
        tags: ['Admin: security'],
        querystring: securityEventQuerySchema,
        response: { 200: securityEventPageSchema },
      },
    },
    async (request) => {
      const { type, outcome, user, from, to, cursor, pageSize } = request.query;
      const filters: (SQL | undefined)[] = [];
      if (type) filters.push(eq(securityEvents.type, type));
      if (outcome) filters.push(eq(securityEvents.outcome, outcome));
      if (user) filters.push(userMatch(user));
      if (from) filters.push(sql`${securityEvents.occurredAt} >= ${ukMidnight(from)}`);
      if (to) filters.push(sql`${securityEvents.occurredAt} < ${ukMidnight(to, 1)}`);
      const rows = await keysetRows(
        db
          .select({
            event: securityEvents,
            micros: microsOf(securityEvents.occurredAt),
            actor: { id: actor.id, username: actor.username, fullName: actor.fullName },
            subject: { id: subject.id, username: subject.username, fullName: subject.fullName },
          })
          .from(securityEvents)
          .leftJoin(actor, eq(actor.id, securityEvents.actorId))
          .leftJoin(subject, eq(subject.id, securityEvents.subjectId))
          .$dynamic(),
        { direction: 'desc', time: securityEvents.occurredAt, id: securityEvents.id },
        { cursor, pageSize },
        and(...filters),
      );
      return pageFrom(
        rows,
        pageSize,
        (row) => timeCursorOf(row.micros, row.event.id),
        ({ event, ...row }) => ({
          ...event,
          actor: refOf(row.actor),
          subject: refOf(row.subject),
        }),
      );
    },
  );
}
