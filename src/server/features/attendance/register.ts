import { errorBodySchema } from '../../../shared/api/contract.js';
import { ATTENDANCE_MSG } from '../../../shared/attendance/messages.js';
import {
  registerPageSchema,
  registerQuerySchema,
  registerSavedSchema,
  registerSaveSchema,
} from '../../../shared/attendance/schemas.js';
import { canEditRegister, registerEditableUntil } from '../../../shared/policies/registers.js';
import { idParam } from '../../../shared/validation.js';
import type { Api } from '../../http/contract.js';
import { badRequest, conflict } from '../../http/errors.js';
import type { Services } from '../../services.js';
import { currentUser } from '../../identity/guard.js';
import { registerSessionFor } from '../../policies/registers.js';
import { recountSettledMonth } from '../employer-report/usage-refresh.js';
import { onRegister, registerPage, saveMarks } from './queries.js';

const tags = ['Attendance'];
const access = ['tutor', 'admin'] as const;

/** The session's tutor's register, and every register for admins (issue 15 §1). */
export function registerRegisterRoutes(app: Api, services: Services) {
  const { db } = services;
  app.get(
    '/scheduled-sessions/:id/register',
    {
      config: { access },
      schema: {
        summary:
          "A session's register: each expected pupil, and anyone else who joined, with present, late or absent",
        description:
          'For the session’s tutor or an admin. Unmarked pupils are shown from their first join: within 5 minutes of the start present, later late, none absent. Paged by pupil with `cursor` and `nextCursor`.',
        tags,
        params: idParam,
        querystring: registerQuerySchema,
        response: { 200: registerPageSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const session = await registerSessionFor(db, user, request.params.id);
      return {
        ...(await registerPage(db, session.id, request.query)),
        session,
        editableFrom: session.scheduledFor,
        editableUntil: registerEditableUntil(user, session),
        editable: canEditRegister(user, session, new Date()),
      };
    },
  );

  app.put(
    '/scheduled-sessions/:id/register',
    {
      config: { access },
      schema: {
        summary: 'Mark pupils present, late or absent, all in one save',
        description:
          'From the start of the session until 7 days after it ends (409 outside that); admins have no end. Every pupil must be on the register: expected at the session, or joined it.',
        tags,
        params: idParam,
        body: registerSaveSchema,
        response: { 200: registerSavedSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const session = await registerSessionFor(db, user, request.params.id);
      const now = new Date();
      if (now < session.scheduledFor) throw conflict(ATTENDANCE_MSG.registerNotOpen);
      if (!canEditRegister(user, session, now)) throw conflict(ATTENDANCE_MSG.registerClosed);
      const { marks } = request.body;
      const ids = marks.map((mark) => mark.studentId);
      await db.transaction(async (tx) => {
        const known = await onRegister(tx, session.id, ids);
        const strangers = marks.flatMap((mark, index) =>
          known.has(mark.studentId) ? [] : [index],
        );
        if (strangers.length > 0) {
          throw badRequest(
            ATTENDANCE_MSG.notOnRegister,
            Object.fromEntries(
              strangers.map((index) => [
                `marks.${index}.studentId`,
                [ATTENDANCE_MSG.notOnRegister],
              ]),
            ),
          );
        }
        await saveMarks(tx, session.id, marks, user.id, now);
        await recountSettledMonth(tx, services, session.scheduledFor);
      });
      return { saved: marks.length };
    },
  );
}
