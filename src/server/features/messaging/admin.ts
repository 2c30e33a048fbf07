import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { errorBodySchema } from '../../../shared/api/contract.js';
import { cursorQuerySchema } from '../../../shared/pagination.js';
import { ADMIN_READ_MINUTES, MESSAGING_MSG } from '../../../shared/messaging/messages.js';
import {
  adminConversationPageSchema,
  adminConversationQuerySchema,
  adminConversationSchema,
  adminMessagePageSchema,
  adminOpenSchema,
  messagePageQuerySchema,
  messageReportPageSchema,
  reportResolvedSchema,
  type AdminMessage,
} from '../../../shared/messaging/schemas.js';
import { idParam } from '../../../shared/validation.js';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { conversations, messageReports, messages } from '../../db/schema-messaging.js';
import { securityEvents, students, users } from '../../db/schema.js';
import type { Api } from '../../http/contract.js';
import { conflict, forbidden, notFound } from '../../http/errors.js';
import { recordAudit } from '../../records/audit.js';
import {
  afterIdCursor,
  afterTimeCursor,
  keysetOrder,
  microsOf,
  pageFrom,
  timeCursorOf,
} from '../../http/keyset.js';
import type { Services } from '../../services.js';
import { currentUser } from '../../identity/guard.js';
import { recordSecurityEvent } from '../../records/security-log.js';
import { announce } from './live.js';
import { childAccount, childName, withChildAccount } from './rules.js';

const tags = ['Admin: messages'];
const admins = { access: ['admin'] as const };
/** Messages shown either side of a reported one. */
const CONTEXT = 3;

const parent = alias(users, 'parent');
const tutor = alias(users, 'tutor');
const sender = alias(users, 'sender');
const reporter = alias(users, 'reporter');
/** Who a message or report came from once their account is gone. */
const DELETED = 'Deleted account';

type AdminConversation = z.output<typeof adminConversationSchema>;

const conversationColumns = {
  conversation: conversations,
  parentName: parent.fullName,
  tutorName: tutor.fullName,
  studentName: childName,
  micros: microsOf(conversations.lastMessageAt),
};

const selectConversations = (db: Db) =>
  db
    .select(conversationColumns)
    .from(conversations)
    .innerJoin(parent, eq(parent.id, conversations.parentId))
    .innerJoin(tutor, eq(tutor.id, conversations.tutorId))
    .innerJoin(students, eq(students.id, conversations.studentId))
    .leftJoin(childAccount, withChildAccount);

const presentConversation = (row: {
  conversation: typeof conversations.$inferSelect;
  parentName: string;
  tutorName: string;
  studentName: string;
}): AdminConversation => ({
  id: row.conversation.id,
  parent: { id: row.conversation.parentId, name: row.parentName },
  tutor: { id: row.conversation.tutorId, name: row.tutorName },
  student: { id: row.conversation.studentId, name: row.studentName },
  createdAt: row.conversation.createdAt,
  lastMessageAt: row.conversation.lastMessageAt,
  suspendedAt: row.conversation.suspendedAt,
});

async function findConversation(db: Db, id: number) {
  const [row] = await selectConversations(db).where(eq(conversations.id, id));
  if (!row) throw notFound(MESSAGING_MSG.conversationNotFound);
  return row;
}

const messageColumns = { message: messages, senderName: sender.fullName };
const selectMessages = (db: Db) =>
  db
    .select({ ...messageColumns, parentId: conversations.parentId })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .leftJoin(sender, eq(sender.id, messages.senderId));

const presentMessage = (row: {
  message: typeof messages.$inferSelect;
  senderName: string | null;
  parentId: number;
}): AdminMessage => ({
  id: row.message.id,
  conversationId: row.message.conversationId,
  sender: {
    id: row.message.senderId,
    name: row.senderName ?? DELETED,
    role:
      row.message.senderId === null
        ? null
        : row.message.senderId === row.parentId
          ? 'parent'
          : 'tutor',
  },
  body: row.message.body,
  sentAt: row.message.sentAt,
  withdrawnAt: row.message.withdrawnAt,
});

/** The reported message with up to CONTEXT messages either side, oldest first. */
async function contextOf(db: Db, message: typeof messages.$inferSelect) {
  const inConversation = eq(messages.conversationId, message.conversationId);
  const [before, after] = await Promise.all([
    selectMessages(db)
      .where(and(inConversation, lt(messages.id, message.id)))
      .orderBy(desc(messages.id))
      .limit(CONTEXT),
    selectMessages(db)
      .where(and(inConversation, gte(messages.id, message.id)))
      .orderBy(asc(messages.id))
      .limit(CONTEXT + 1),
  ]);
  return [...before.reverse(), ...after].map(presentMessage);
}

/**
 * Whether this admin opened the conversation, with a reason, in the last hour: reading its
 * messages needs that, so every reading is in the audit trail.
 */
async function openedRecently(db: Db, adminId: number, conversationId: number) {
  const [row] = await db
    .select({ id: securityEvents.id })
    .from(securityEvents)
    .where(
      and(
        eq(securityEvents.actorId, adminId),
        gt(securityEvents.occurredAt, sql`now() - make_interval(mins => ${ADMIN_READ_MINUTES})`),
        eq(securityEvents.type, 'conversation_read'),
        sql`(${securityEvents.detail}->>'conversationId')::int = ${conversationId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The safeguarding team's calls (decision 056): search, open with a reason, reports, suspension. */
export function registerMessagingAdminRoutes(app: Api, { db }: Services) {
  app.get(
    '/conversations',
    {
      config: admins,
      schema: {
        summary: 'Every conversation, newest first, searched by name or message text',
        description:
          '`q` matches part of the parent’s, tutor’s or child’s name, or of any message. Pass `nextCursor` as `cursor` for the next page. Listing shows no message text.',
        tags,
        querystring: adminConversationQuerySchema,
        response: { 200: adminConversationPageSchema },
      },
    },
    async (request) => {
      const { q, cursor, pageSize } = request.query;
      const pattern = q ? containsPattern(q) : null;
      const rows = await selectConversations(db)
        .where(
          and(
            pattern
              ? or(
                  ilike(parent.fullName, pattern),
                  ilike(tutor.fullName, pattern),
                  ilike(childName, pattern),
                  inArray(
                    conversations.id,
                    db
                      .select({ id: messages.conversationId })
                      .from(messages)
                      .where(ilike(messages.body, pattern)),
                  ),
                )
              : undefined,
            afterTimeCursor(cursor, 'desc', conversations.lastMessageAt, conversations.id),
          ),
        )
        .orderBy(...keysetOrder('desc', conversations.lastMessageAt, conversations.id))
        .limit(pageSize + 1);
      return pageFrom(
        rows,
        pageSize,
        (row) => timeCursorOf(row.micros, row.conversation.id),
        presentConversation,
      );
    },
  );

  app.get(
    '/conversations/:id',
    {
      config: admins,
      schema: {
        summary: 'Who a conversation is between, before opening it',
        description:
          'The parent, tutor and child, as the list shows them: no message text, so nothing is recorded.',
        tags,
        params: idParam,
        response: { 200: adminConversationSchema, 404: errorBodySchema },
      },
    },
    async (request) => presentConversation(await findConversation(db, request.params.id)),
  );

  app.post(
    '/conversations/:id/open',
    {
      config: admins,
      schema: {
        summary: 'Open a conversation to read it, giving the reason',
        description:
          'Writes a `conversation_read` security event with the admin, the parent, the conversation and the reason as typed, and an audit trail entry pointing at it. Its messages can then be read for an hour.',
        tags,
        params: idParam,
        body: adminOpenSchema,
        response: { 200: adminConversationSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const row = await findConversation(db, request.params.id);
      const { conversation } = row;
      await db.transaction(async (tx) => {
        const securityEventId = await recordSecurityEvent(tx, request, {
          type: 'conversation_read',
          outcome: 'success',
          subjectId: conversation.parentId,
          detail: {
            conversationId: conversation.id,
            tutorId: conversation.tutorId,
            studentId: conversation.studentId,
            reason: request.body.reason,
          },
        });
        // Decision 088: the audit row points at the typed reason, which erasure clears with the log.
        await recordAudit(tx, request, {
          action: 'read',
          recordType: 'conversation',
          recordId: conversation.id,
          subjectId: conversation.parentId,
          reason: 'safeguarding',
          securityEventId,
        });
      });
      return presentConversation(row);
    },
  );

  app.get(
    '/conversations/:id/messages',
    {
      config: admins,
      schema: {
        summary: 'Messages of a conversation the admin has opened, newest first',
        description:
          'Withdrawn messages keep their text here. 403 unless the admin opened the conversation with a reason in the last hour. Pass `nextCursor` as `cursor` for older ones.',
        tags,
        params: idParam,
        querystring: messagePageQuerySchema,
        response: { 200: adminMessagePageSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { cursor, pageSize } = request.query;
      const { conversation } = await findConversation(db, request.params.id);
      if (!(await openedRecently(db, currentUser(request).id, conversation.id))) {
        throw forbidden(MESSAGING_MSG.adminOpenFirst);
      }
      const rows = await selectMessages(db)
        .where(
          and(
            eq(messages.conversationId, conversation.id),
            afterIdCursor(cursor, 'desc', messages.id),
          ),
        )
        .orderBy(desc(messages.id))
        .limit(pageSize + 1);
      return pageFrom(rows, pageSize, (row) => String(row.message.id), presentMessage);
    },
  );

  for (const [action, suspend] of [
    ['suspend', true],
    ['lift', false],
  ] as const) {
    app.post(
      `/conversations/:id/${action}`,
      {
        config: admins,
        schema: {
          summary: suspend
            ? 'Suspend a conversation: nobody can write until it is lifted'
            : 'Lift the suspension of a conversation',
          tags,
          params: idParam,
          response: { 200: adminConversationSchema, 404: errorBodySchema, 409: errorBodySchema },
        },
      },
      async (request) => {
        const admin = currentUser(request);
        const { conversation } = await findConversation(db, request.params.id);
        const changed = await db.transaction(async (tx) => {
          const [row] = await tx
            .update(conversations)
            .set(
              suspend
                ? { suspendedAt: sql`now()`, suspendedBy: admin.id }
                : { suspendedAt: null, suspendedBy: null },
            )
            .where(
              and(
                eq(conversations.id, conversation.id),
                suspend ? isNull(conversations.suspendedAt) : isNotNull(conversations.suspendedAt),
              ),
            )
            .returning({ id: conversations.id });
          if (row) {
            await announce(
              tx,
              { type: suspend ? 'suspended' : 'lifted', conversationId: conversation.id },
              [conversation.parentId, conversation.tutorId],
            );
          }
          return row !== undefined;
        });
        if (!changed) {
          throw conflict(
            suspend ? MESSAGING_MSG.adminAlreadySuspended : MESSAGING_MSG.adminNotSuspended,
          );
        }
        return presentConversation(await findConversation(db, conversation.id));
      },
    );
  }

  app.get(
    '/message-reports',
    {
      config: admins,
      schema: {
        summary: 'Open reports of messages, oldest first',
        description:
          'Each with the message, its conversation, who reported it and why, and up to three messages either side. Pass `nextCursor` as `cursor` for the next page.',
        tags,
        querystring: cursorQuerySchema,
        response: { 200: messageReportPageSchema },
      },
    },
    async (request) => {
      const { cursor, pageSize } = request.query;
      const rows = await db
        .select({
          ...conversationColumns,
          report: messageReports,
          reporterName: reporter.fullName,
          message: messages,
          senderName: sender.fullName,
          reportMicros: microsOf(messageReports.createdAt),
        })
        .from(messageReports)
        .innerJoin(messages, eq(messages.id, messageReports.messageId))
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .innerJoin(parent, eq(parent.id, conversations.parentId))
        .innerJoin(tutor, eq(tutor.id, conversations.tutorId))
        .innerJoin(students, eq(students.id, conversations.studentId))
        .leftJoin(childAccount, withChildAccount)
        .leftJoin(reporter, eq(reporter.id, messageReports.reportedBy))
        .leftJoin(sender, eq(sender.id, messages.senderId))
        .where(
          and(
            isNull(messageReports.resolvedAt),
            afterTimeCursor(cursor, 'asc', messageReports.createdAt, messageReports.id),
          ),
        )
        .orderBy(...keysetOrder('asc', messageReports.createdAt, messageReports.id))
        .limit(pageSize + 1);
      const page = rows.slice(0, pageSize);
      const contexts = new Map(
        await Promise.all(
          page.map(async (row) => [row.report.id, await contextOf(db, row.message)] as const),
        ),
      );
      return pageFrom(
        rows,
        pageSize,
        (row) => timeCursorOf(row.reportMicros, row.report.id),
        (row) => ({
          id: row.report.id,
          reason: row.report.reason,
          createdAt: row.report.createdAt,
          reporter: { id: row.report.reportedBy, name: row.reporterName ?? DELETED },
          message: presentMessage({ ...row, parentId: row.conversation.parentId }),
          conversation: presentConversation(row),
          context: contexts.get(row.report.id) ?? [],
        }),
      );
    },
  );

  app.post(
    '/message-reports/:id/resolve',
    {
      config: admins,
      schema: {
        summary: 'Resolve a report: it leaves the queue',
        tags,
        params: idParam,
        response: { 200: reportResolvedSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      const admin = currentUser(request);
      const [resolved] = await db
        .update(messageReports)
        .set({ resolvedAt: sql`now()`, resolvedBy: admin.id })
        .where(and(eq(messageReports.id, request.params.id), isNull(messageReports.resolvedAt)))
        .returning({ id: messageReports.id, resolvedAt: messageReports.resolvedAt });
      if (resolved) return { id: resolved.id, resolvedAt: resolved.resolvedAt! };
      const [exists] = await db
        .select({ id: messageReports.id })
        .from(messageReports)
        .where(eq(messageReports.id, request.params.id));
      throw exists
        ? conflict(MESSAGING_MSG.adminReportResolved)
        : notFound(MESSAGING_MSG.adminReportNotFound);
    },
  );
}
