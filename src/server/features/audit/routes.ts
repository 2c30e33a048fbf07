import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  AUDIT_CSV_HEADER,
  auditEventPageSchema,
  auditFilterSchema,
  auditQuerySchema,
  MAX_AUDIT_CSV_ROWS,
} from '../../../shared/audit/schemas.js';
import { toCsv } from '../../../shared/csv.js';
import { auditEvents } from '../../db/schema-audit.js';
import { securityEvents, users } from '../../db/schema.js';
import { ukMidnight } from '../../db/uk-days.js';
import type { Api } from '../../http/contract.js';
import { keysetOrder, keysetRows, microsOf, pageFrom, timeCursorOf } from '../../http/keyset.js';
import type { Services } from '../../services.js';

const actor = alias(users, 'actor');
const subject = alias(users, 'subject');
const tags = ['Admin: audit trail'];

function filtersOf(filter: z.output<typeof auditFilterSchema>): (SQL | undefined)[] {
  const { person, recordType, recordId, from, to } = filter;
  return [
    person === undefined
      ? undefined
      : or(eq(auditEvents.actorId, person), eq(auditEvents.subjectId, person)),
    recordType && eq(auditEvents.recordType, recordType),
    recordId === undefined ? undefined : eq(auditEvents.recordId, recordId),
    from ? sql`${auditEvents.occurredAt} >= ${ukMidnight(from)}` : undefined,
    to ? sql`${auditEvents.occurredAt} < ${ukMidnight(to, 1)}` : undefined,
  ];
}

/** An anonymised account keeps its id but no longer has a name worth showing. */
const nameOf = (row: { id: number | null; fullName: string | null; anonymisedAt: Date | null }) =>
  row.id === null ? null : row.anonymisedAt ? null : row.fullName;

const csvResponse = {
  description: 'The filtered audit trail as CSV, as an attachment.',
  content: { 'text/csv': { schema: z.unknown() } },
};

/** The audit trail, for admins: filtered, newest first, a page at a time or as CSV (issue 17 §1). */
export function registerAuditRoutes(app: Api, { db }: Services) {
  app.get(
    '/audit-events',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'Audit trail, newest first',
        description:
          'Filter by person (account id, as actor or subject), record (type and id) and UK days. Pass the `nextCursor` of one answer as `cursor` for the next page.',
        tags,
        querystring: auditQuerySchema,
        response: { 200: auditEventPageSchema },
      },
    },
    async (request) => {
      const { cursor, pageSize, ...filter } = request.query;
      const rows = await keysetRows(
        db
          .select({
            event: auditEvents,
            micros: microsOf(auditEvents.occurredAt),
            // What the admin typed, while the security log keeps it (decision 088).
            reasonText: sql<string | null>`${securityEvents.detail}->>'reason'`,
            actor: { id: actor.id, fullName: actor.fullName, anonymisedAt: actor.anonymisedAt },
            subject: {
              id: subject.id,
              fullName: subject.fullName,
              anonymisedAt: subject.anonymisedAt,
            },
          })
          .from(auditEvents)
          .leftJoin(actor, eq(actor.id, auditEvents.actorId))
          .leftJoin(subject, eq(subject.id, auditEvents.subjectId))
          .leftJoin(securityEvents, eq(securityEvents.id, auditEvents.securityEventId))
          .$dynamic(),
        { direction: 'desc', time: auditEvents.occurredAt, id: auditEvents.id },
        { cursor, pageSize },
        and(...filtersOf(filter)),
      );
      return pageFrom(
        rows,
        pageSize,
        (row) => timeCursorOf(row.micros, row.event.id),
        ({ event, ...row }) => {
          const { actorId, subjectId, securityEventId: _, ...rest } = event;
          return {
            ...rest,
            reasonText: row.reasonText,
            actor: actorId === null ? null : { id: actorId, name: nameOf(row.actor ?? empty) },
            subject:
              subjectId === null ? null : { id: subjectId, name: nameOf(row.subject ?? empty) },
          };
        },
      );
    },
  );

  app.get(
    '/audit-events.csv',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'The filtered audit trail as CSV',
        description: `Ids and codes only, newest first, at most ${MAX_AUDIT_CSV_ROWS} rows.`,
        tags,
        querystring: auditFilterSchema,
        response: { 200: csvResponse },
      },
    },
    async (request, reply) => {
      const rows = await db
        .select()
        .from(auditEvents)
        .where(and(...filtersOf(request.query)))
        .orderBy(...keysetOrder('desc', auditEvents.occurredAt, auditEvents.id))
        .limit(MAX_AUDIT_CSV_ROWS);
      const csv = toCsv(
        AUDIT_CSV_HEADER,
        rows.map((row) => [
          row.id,
          row.occurredAt.toISOString(),
          row.actorId,
          row.actorRole,
          row.action,
          row.recordType,
          row.recordId,
          row.subjectId,
          row.fields?.join(' '),
          row.reason,
          row.ip,
        ]),
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-trail.csv"')
        .send(csv);
    },
  );
}

const empty = { id: null, fullName: null, anonymisedAt: null };
