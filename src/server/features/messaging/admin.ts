import { errorBodySchema } from '../../../shared/api/contract.js';
import { cursorQuerySchema } from '../../../shared/pagination.js';
import { MESSAGING_MSG } from '../../../shared/messaging/messages.js';
import {
  adminConversationPageSchema,
  adminConversationQuerySchema,
  adminConversationSchema,
  adminMessagePageSchema,
  adminOpenSchema,
  messagePageQuerySchema,
  messageReportPageSchema,
  reportResolvedSchema,
} from '../../../shared/messaging/schemas.js';
import { idParam } from '../../../shared/validation.js';
import type { Api } from '../../http/contract.js';
import { conflict, forbidden, notFound } from '../../http/errors.js';
import { recordAudit, recordAudits } from '../../records/audit.js';
import type { Services } from '../../services.js';
import { currentUser } from '../../identity/guard.js';
import { requireSafeguardingLead } from '../../policies/safeguarding.js';
import { recordSecurityEvent } from '../../records/security-log.js';
import {
  conversationMessages,
  findConversation,
  openedRecently,
  openReports,
  presentConversation,
  resolveReport,
  searchConversations,
  setSuspension,
} from './admin-queries.js';

const tags = ['Admin: messages'];
// Only designated safeguarding leads (issue 31 §2): other admins get a 403 that says so.
const admins = { access: ['admin'] as const };

/** The safeguarding leads' calls (decision 056, issue 31 §2): search, open with a reason, reports, suspension. */
export function registerMessagingAdminRoutes(app: Api, { db }: Services) {
  app.get(
    '/conversations',
    {
      config: admins,
      onRequest: requireSafeguardingLead,
      schema: {
        summary: 'Every conversation, newest first, searched by name or message text',
        description:
          '`q` matches part of the parent’s, tutor’s or child’s name, or of any message. Pass `nextCursor` as `cursor` for the next page. Listing shows no message text.',
        tags,
        querystring: adminConversationQuerySchema,
        response: { 200: adminConversationPageSchema },
      },
    },
    async (request) => searchConversations(db, request.query),
  );

  app.get(
    '/conversations/:id',
    {
      config: admins,
      onRequest: requireSafeguardingLead,
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
      onRequest: requireSafeguardingLead,
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
      onRequest: requireSafeguardingLead,
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
      const { conversation } = await findConversation(db, request.params.id);
      if (!(await openedRecently(db, currentUser(request).id, conversation.id))) {
        throw forbidden(MESSAGING_MSG.adminOpenFirst);
      }
      return conversationMessages(db, conversation.id, request.query);
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
        onRequest: requireSafeguardingLead,
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
        const changed = await setSuspension(db, conversation, suspend, admin.id);
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
      onRequest: requireSafeguardingLead,
      schema: {
        summary: 'Open reports of messages, oldest first',
        description:
          'Each with the message, its conversation, who reported it and why, and up to three messages either side; each report shown is an audit trail `read`. Pass `nextCursor` as `cursor` for the next page.',
        tags,
        querystring: cursorQuerySchema,
        response: { 200: messageReportPageSchema },
      },
    },
    async (request) => {
      const page = await openReports(db, request.query);
      // Issue 31 §2: the queue shows each reported message's words, so each is a read on the trail.
      await recordAudits(
        db,
        request,
        page.items.map((report) => ({
          action: 'read' as const,
          recordType: 'message_report' as const,
          recordId: report.id,
          subjectId: report.conversation.parent.id,
          reason: 'safeguarding' as const,
        })),
      );
      return page;
    },
  );

  app.post(
    '/message-reports/:id/resolve',
    {
      config: admins,
      onRequest: requireSafeguardingLead,
      schema: {
        summary: 'Resolve a report: it leaves the queue',
        tags,
        params: idParam,
        response: { 200: reportResolvedSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      const admin = currentUser(request);
      const { resolved, exists } = await resolveReport(db, request.params.id, admin.id);
      if (resolved) return resolved;
      throw exists
        ? conflict(MESSAGING_MSG.adminReportResolved)
        : notFound(MESSAGING_MSG.adminReportNotFound);
    },
  );
}
