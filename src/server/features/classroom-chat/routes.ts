import { errorBodySchema } from '../../../shared/api/contract.js';
import { CHAT_MSG } from '../../../shared/classroom/chat-messages.js';
import {
  chatLineSchema,
  chatMessageSchema,
  chatPageSchema,
  chatQuerySchema,
  handSchema,
  raisedHandSchema,
} from '../../../shared/classroom/chat.js';
import { idParam } from '../../../shared/validation.js';
import { z } from 'zod';
import type { Api } from '../../http/contract.js';
import { forbidden, notFound } from '../../http/errors.js';
import { currentUser } from '../../identity/guard.js';
import { classroomMember } from '../../policies/classroom-members.js';
import type { Services } from '../../services.js';
import { registerLessonChatAdminRoutes } from './admin.js';
import { queueFlagCheck } from '../../safeguarding/flag-queue.js';
import { addLine, chatPage, nameInLesson } from './queries.js';

const tags = ['Classroom'];
const signedIn = { access: 'signed-in' } as const;
const refusals = { 403: errorBodySchema, 404: errorBodySchema };

/**
 * The classroom's chat and raised hands (issue 29 §2, decision 118): kept with the session and
 * open to exactly who may be in its classroom, an admin only while in the room; the safeguarding
 * leads read a lesson's chat from outside it through the audited routes in admin.ts.
 */
export async function registerClassroomChatRoutes(app: Api, services: Services) {
  const { db, jobs } = services;
  await app.register((admin) => registerLessonChatAdminRoutes(admin, services), {
    prefix: '/admin',
  });
  const member = (request: Parameters<typeof currentUser>[0], id: number) =>
    classroomMember(db, currentUser(request), id, CHAT_MSG.notFound);

  app.get(
    '/sessions/:id/classroom/chat',
    {
      config: signedIn,
      schema: {
        summary: 'A lesson’s chat, oldest first, and the hands up now',
        description:
          'For the people the classroom admits; an admin only while in the room (403 otherwise: safeguarding leads read it from /admin/lesson-chats with a reason). Pass `nextCursor` (or the last line’s id) as `cursor` for the lines after it.',
        tags,
        params: idParam,
        querystring: chatQuerySchema,
        response: { 200: chatPageSchema, ...refusals },
      },
    },
    async (request) => {
      const { session } = await member(request, request.params.id);
      return chatPage(db, session.id, currentUser(request).id, request.query);
    },
  );

  app.post(
    '/sessions/:id/classroom/chat',
    {
      config: signedIn,
      schema: {
        summary: 'Write in a lesson’s chat',
        tags,
        params: idParam,
        body: chatMessageSchema,
        response: { 201: chatLineSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const who = await member(request, request.params.id);
      // The automatic flags check the line in a job, so the send never waits on the list.
      const line = await db.transaction(async (tx) => {
        const written = await addLine(tx, who, currentUser(request).id, {
          kind: 'message',
          body: request.body.body,
        });
        await queueFlagCheck(jobs, tx, { source: 'chat', id: written.id });
        return written;
      });
      return reply.code(201).send(line);
    },
  );

  app.post(
    '/sessions/:id/classroom/chat/hand',
    {
      config: signedIn,
      schema: {
        summary: 'Raise or lower a hand',
        description:
          'Raises or lowers your own hand; the tutor (or an admin) lowers someone else’s with `userId`.',
        tags,
        params: idParam,
        body: handSchema,
        response: { 200: z.object({ raisedHands: z.array(raisedHandSchema) }), ...refusals },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const who = await member(request, request.params.id);
      const { raised, userId } = request.body;
      const kind = raised ? 'hand-raised' : 'hand-lowered';
      if (userId === undefined || userId === user.id) {
        await addLine(db, who, user.id, { kind, body: null });
      } else {
        if (!who.canModerate || raised) throw forbidden(CHAT_MSG.onlyOwnHand);
        const other = await nameInLesson(db, who.session.id, userId);
        if (!other) throw notFound(CHAT_MSG.noSuchHand);
        await addLine(db, { ...who, studentId: other.studentId, displayName: other.name }, userId, {
          kind,
          body: null,
        });
      }
      const page = await chatPage(db, who.session.id, user.id, { pageSize: 1 });
      return { raisedHands: page.raisedHands };
    },
  );
}
