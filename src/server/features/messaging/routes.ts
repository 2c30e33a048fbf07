import { errorBodySchema } from '../../../shared/api/contract.js';
import { MESSAGING_MSG } from '../../../shared/messaging/messages.js';
import {
  contactListSchema,
  contactsQuerySchema,
  conversationListQuerySchema,
  conversationPageSchema,
  conversationSchema,
  markReadSchema,
  messagePageQuerySchema,
  messagePageSchema,
  messageSchema,
  PARTICIPANT_ROLES,
  reportMessageSchema,
  reportReceivedSchema,
  sendMessageSchema,
  startConversationSchema,
  unreadTotalSchema,
} from '../../../shared/messaging/schemas.js';
import { idParam } from '../../../shared/validation.js';
import type { Database } from '../../db/client.js';
import type { Api } from '../../http/contract.js';
import { tooManyRequests } from '../../http/errors.js';
import type { Services } from '../../services.js';
import { currentUser } from '../../identity/guard.js';
import { registerMessagingAdminRoutes } from './admin.js';
import {
  conversationView,
  listConversations,
  startConversation,
  unreadTotal,
} from './conversations.js';
import { registerMessagingEvents } from './events.js';
import { createMessagingHub } from './live.js';
import { listMessages, markRead, reportMessage, sendMessage, withdrawMessage } from './messages.js';
import { contactsOf } from './rules.js';

const tags = ['Messages'];
const access = { access: PARTICIPANT_ROLES };
const notice = { safeguardingNotice: MESSAGING_MSG.safeguardingNotice };
/** At most this many live streams per user on one server: a handful of tabs, never a flood. */
const STREAMS_PER_USER = 5;

/**
 * Safeguarded messaging between parents and tutors (issue 16, decision 056): the participants'
 * calls under /api/messages, the live stream, and the safeguarding team's calls under /api/admin.
 */
export async function registerMessagingRoutes(app: Api, services: Services, database: Database) {
  const { db } = services;
  const hub = createMessagingHub(database, app.log, STREAMS_PER_USER);
  registerMessagingEvents(app, hub, services.sessionWatch);
  await app.register((admin) => registerMessagingAdminRoutes(admin, services), {
    prefix: '/admin',
  });

  app.get(
    '/messages/conversations',
    {
      config: access,
      schema: {
        summary: 'My conversations: unread first, then newest',
        description:
          'Each with the other person, the child, the last message and an unread count (up to 100). Pass `nextCursor` as `cursor` for the next page.',
        tags,
        querystring: conversationListQuerySchema,
        response: { 200: conversationPageSchema },
      },
    },
    async (request) => ({
      ...(await listConversations(db, currentUser(request), request.query)),
      ...notice,
    }),
  );

  app.post(
    '/messages/conversations',
    {
      config: access,
      schema: {
        summary:
          'Start a conversation with a parent or tutor about a child, or find the existing one',
        description:
          'A tutor may write to the parent of a child they teach (in their sessions or on their students list); a parent to the tutors of their children. Anyone else: 403.',
        tags,
        body: startConversationSchema,
        response: { 200: conversationSchema, 201: conversationSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { withUserId, studentId } = request.body;
      const { id, created } = await startConversation(db, user, withUserId, studentId);
      return reply.status(created ? 201 : 200).send({
        ...(await conversationView(db, user, id)),
        ...notice,
      });
    },
  );

  app.get(
    '/messages/contacts',
    {
      config: access,
      schema: {
        summary: 'People I may start a conversation with, each with the child it would be about',
        description: 'At most 50, by name; `q` searches the person’s or the child’s name.',
        tags,
        querystring: contactsQuerySchema,
        response: { 200: contactListSchema },
      },
    },
    async (request) => contactsOf(db, currentUser(request), request.query.q),
  );

  app.get(
    '/messages/unread',
    {
      config: access,
      schema: {
        summary: 'Unread messages in all my conversations, for the shell (up to 100)',
        tags,
        response: { 200: unreadTotalSchema },
      },
    },
    async (request) => ({ total: await unreadTotal(db, currentUser(request)) }),
  );

  app.get(
    '/messages/conversations/:id',
    {
      config: access,
      schema: {
        summary: 'One of my conversations',
        tags,
        params: idParam,
        response: { 200: conversationSchema, 404: errorBodySchema },
      },
    },
    async (request) => ({
      ...(await conversationView(db, currentUser(request), request.params.id)),
      ...notice,
    }),
  );

  app.get(
    '/messages/conversations/:id/messages',
    {
      config: access,
      schema: {
        summary: 'Messages of one of my conversations, newest first',
        description:
          'Pass `nextCursor` as `cursor` for older messages. A withdrawn message has no body.',
        tags,
        params: idParam,
        querystring: messagePageQuerySchema,
        response: { 200: messagePageSchema, 404: errorBodySchema },
      },
    },
    async (request) => ({
      ...(await listMessages(db, currentUser(request), request.params.id, request.query)),
      ...notice,
    }),
  );

  app.post(
    '/messages/conversations/:id/messages',
    {
      config: access,
      schema: {
        summary: 'Send a message: plain text, 1 to 2,000 characters',
        description:
          'At most 20 a minute and 200 a day from one sender (429 with `Retry-After`); 409 while the conversation is suspended.',
        tags,
        params: idParam,
        body: sendMessageSchema,
        response: {
          201: messageSchema,
          404: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const outcome = await sendMessage(
        services,
        currentUser(request),
        request.params.id,
        request.body.body,
        request.ip,
      );
      if ('throttled' in outcome) {
        reply.header('retry-after', String(outcome.retryAfterSeconds));
        throw tooManyRequests(outcome.throttled);
      }
      return reply.status(201).send(outcome.sent);
    },
  );

  app.post(
    '/messages/conversations/:id/read',
    {
      config: access,
      schema: {
        summary: 'Mark a conversation read up to a message; answers the new unread total',
        tags,
        params: idParam,
        body: markReadSchema,
        response: { 200: unreadTotalSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await markRead(db, user, request.params.id, request.body.lastReadMessageId);
      return { total: await unreadTotal(db, user) };
    },
  );

  app.post(
    '/messages/:id/withdraw',
    {
      config: access,
      schema: {
        summary: 'Withdraw my message, within 5 minutes of sending it',
        description:
          'Both sides then see "message withdrawn"; the text is kept for the safeguarding team. 409 after 5 minutes.',
        tags,
        params: idParam,
        response: { 200: messageSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => withdrawMessage(db, currentUser(request), request.params.id),
  );

  app.post(
    '/messages/:id/report',
    {
      config: access,
      schema: {
        summary: 'Report a message from the other side to the safeguarding team',
        description: 'Once per message and reporter (409 the second time).',
        tags,
        params: idParam,
        body: reportMessageSchema,
        response: { 201: reportReceivedSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      await reportMessage(db, currentUser(request), request.params.id, request.body.reason);
      return reply.status(201).send({ message: MESSAGING_MSG.reportSent });
    },
  );
}
