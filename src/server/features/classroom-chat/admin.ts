import { errorBodySchema } from '../../../shared/api/contract.js';
import { CHAT_MSG } from '../../../shared/classroom/chat-messages.js';
import {
  chatPageSchema,
  chatQuerySchema,
  lessonChatPageSchema,
  lessonChatSchema,
} from '../../../shared/classroom/chat.js';
import { adminOpenSchema } from '../../../shared/messaging/schemas.js';
import { cursorQuerySchema } from '../../../shared/pagination.js';
import { idParam } from '../../../shared/validation.js';
import type { Api } from '../../http/contract.js';
import { forbidden } from '../../http/errors.js';
import { currentUser } from '../../identity/guard.js';
import { requireSafeguardingLead } from '../../policies/safeguarding.js';
import { recordAudit } from '../../records/audit.js';
import { readWithReasonLately, recordSecurityEvent } from '../../records/security-log.js';
import type { Services } from '../../services.js';
import { lessonChat, lessonsWithChat } from './admin-queries.js';
import { chatPage } from './queries.js';

const tags = ['Admin: messages'];
const admins = { access: ['admin'] as const };

/**
 * The safeguarding leads read lessons' classroom chats as they read messaging (issue 29 §2, issue
 * 31 §2, decisions 056 and 125): listed without their words, opened with a reason that goes to the security log
 * and the audit trail, then readable for an hour.
 */
export function registerLessonChatAdminRoutes(app: Api, { db }: Services) {
  app.get(
    '/lesson-chats',
    {
      config: admins,
      onRequest: requireSafeguardingLead,
      schema: {
        summary: 'Lessons whose classroom has a chat, latest lesson first',
        description: 'No chat text. Pass `nextCursor` as `cursor` for the next page.',
        tags,
        querystring: cursorQuerySchema,
        response: { 200: lessonChatPageSchema, 403: errorBodySchema },
      },
    },
    async (request) => lessonsWithChat(db, request.query),
  );

  app.get(
    '/lesson-chats/:id',
    {
      config: admins,
      onRequest: requireSafeguardingLead,
      schema: {
        summary: 'Which lesson a chat belongs to, before opening it',
        tags,
        params: idParam,
        response: { 200: lessonChatSchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => lessonChat(db, request.params.id),
  );

  app.post(
    '/lesson-chats/:id/open',
    {
      config: admins,
      onRequest: requireSafeguardingLead,
      schema: {
        summary: 'Open a lesson’s chat to read it, giving the reason',
        description:
          'Writes a `lesson_chat_read` security event with the admin, the lesson and the reason as typed, and an audit trail entry pointing at it. Its lines can then be read for an hour.',
        tags,
        params: idParam,
        body: adminOpenSchema,
        response: { 200: lessonChatSchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const lesson = await lessonChat(db, request.params.id);
      await db.transaction(async (tx) => {
        const securityEventId = await recordSecurityEvent(tx, request, {
          type: 'lesson_chat_read',
          outcome: 'success',
          detail: { sessionId: lesson.sessionId, reason: request.body.reason },
        });
        // Decision 088: the audit row points at the typed reason, which erasure clears with the log.
        await recordAudit(tx, request, {
          action: 'read',
          recordType: 'class_session',
          recordId: lesson.sessionId,
          reason: 'safeguarding',
          securityEventId,
        });
      });
      return lesson;
    },
  );

  app.get(
    '/lesson-chats/:id/lines',
    {
      config: admins,
      onRequest: requireSafeguardingLead,
      schema: {
        summary: 'The chat of a lesson the admin has opened, oldest first',
        description:
          '403 unless the admin opened the lesson’s chat with a reason in the last hour. Pass `nextCursor` as `cursor` for the lines after.',
        tags,
        params: idParam,
        querystring: chatQuerySchema,
        response: { 200: chatPageSchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { sessionId } = await lessonChat(db, request.params.id);
      const admin = currentUser(request);
      if (!(await readWithReasonLately(db, admin.id, 'lesson_chat_read', 'sessionId', sessionId)))
        throw forbidden(CHAT_MSG.adminOpenFirst);
      return chatPage(db, sessionId, admin.id, request.query);
    },
  );
}
