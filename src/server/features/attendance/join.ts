import { errorBodySchema } from '../../../shared/api/contract.js';
import { ATTENDANCE_MSG } from '../../../shared/attendance/messages.js';
import { CHAT_MSG } from '../../../shared/classroom/chat-messages.js';
import { joinState, streamLinkOf, type JoinState } from '../../../shared/attendance/joinable.js';
import { joinOpensAt, sessionEnd } from '../../../shared/attendance/rules.js';
import {
  joinAnswerSchema,
  joinOptionsSchema,
  joinRequestSchema,
} from '../../../shared/attendance/schemas.js';
import { idParam } from '../../../shared/validation.js';
import type { Db } from '../../db/client.js';
import type { Api } from '../../http/contract.js';
import { badRequest, conflict, forbidden } from '../../http/errors.js';
import type { Services } from '../../services.js';
import { currentUser, type SessionUser } from '../../identity/guard.js';
import { familyJoining } from '../../policies/classroom-members.js';
import { joinsAt, recordJoin } from './queries.js';

const tags = ['Attendance'];

/** Why a session cannot be joined now, by the shared rule the Join buttons follow. */
const REFUSALS: Record<Exclude<JoinState, 'open'>, string> = {
  cancelled: ATTENDANCE_MSG.cancelled,
  'not-open': ATTENDANCE_MSG.notOpenYet,
  ended: ATTENDANCE_MSG.ended,
  'no-link': ATTENDANCE_MSG.noLink,
};
const access = ['parent', 'student'] as const;

/** The session, if the family may see it, with the children of the caller who may join it (expected there or not). */
const sessionForFamily = (db: Db, user: SessionUser, id: number) =>
  familyJoining(db, user, id, ATTENDANCE_MSG.sessionNotFound);

/** Joining through the product, so that the register knows who came (issue 15 §1, decision 062). */
export function registerJoinRoutes(app: Api, { db }: Services) {
  app.get(
    '/scheduled-sessions/:id/join',
    {
      config: { access },
      schema: {
        summary: 'Who of your family may join a session, and when joining opens',
        tags,
        params: idParam,
        response: { 200: joinOptionsSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { session, children } = await sessionForFamily(
        db,
        currentUser(request),
        request.params.id,
      );
      const joins = await joinsAt(
        db,
        session.id,
        children.map((child) => child.id),
      );
      const joinedAt = new Map(joins.map((join) => [join.studentId, join.joinedAt]));
      return {
        sessionId: session.id,
        title: session.title,
        scheduledFor: session.scheduledFor,
        opensAt: joinOpensAt(session),
        closesAt: sessionEnd(session),
        children: children.map((child) => ({
          id: child.id,
          name: child.name ?? currentUser(request).fullName,
          joinedAt: joinedAt.get(child.id) ?? null,
        })),
      };
    },
  );

  app.post(
    '/scheduled-sessions/:id/join',
    {
      config: { access },
      schema: {
        summary: 'Join a session: records the first join of the child and answers the stream link',
        description:
          'A parent names the child in `studentId` (needed when several of their children are expected); a student joins as themselves. Open from 10 minutes before the start until the end; 409 before, after, for a cancelled session or one without a link yet.',
        tags,
        params: idParam,
        body: joinRequestSchema,
        response: {
          200: joinAnswerSchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { session, children } = await sessionForFamily(db, user, request.params.id);
      const { studentId } = request.body;
      const child =
        studentId === undefined
          ? children.length === 1
            ? children[0]
            : undefined
          : children.find((candidate) => candidate.id === studentId);
      if (!child) {
        if (studentId !== undefined) throw forbidden(ATTENDANCE_MSG.notExpected);
        if (children.length === 0) throw forbidden(ATTENDANCE_MSG.noChildExpected);
        throw badRequest(ATTENDANCE_MSG.chooseChild, { studentId: [ATTENDANCE_MSG.chooseChild] });
      }
      // A classroom lesson is joined in the classroom, whose presence fills the register.
      if (session.venue === 'classroom') throw conflict(CHAT_MSG.classroomLesson);
      const now = new Date();
      const state = joinState(session, now);
      if (state !== 'open') throw conflict(REFUSALS[state]);
      const url = streamLinkOf(session)!;
      await recordJoin(db, {
        sessionId: session.id,
        studentId: child.id,
        joinedBy: user.id,
        joinedAt: now,
      });
      return { url };
    },
  );
}
