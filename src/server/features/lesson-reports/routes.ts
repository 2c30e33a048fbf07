import { errorBodySchema } from '../../../shared/api/contract.js';
import { REPORT_MSG } from '../../../shared/lesson-reports/messages.js';
import {
  lessonReportSchema,
  reportPageSchema,
  reportQuerySchema,
  reportSaveSchema,
} from '../../../shared/lesson-reports/schemas.js';
import { isStaff } from '../../../shared/policies/roles.js';
import { idParam } from '../../../shared/validation.js';
import type { Api } from '../../http/contract.js';
import { badRequest, conflict } from '../../http/errors.js';
import type { Services } from '../../services.js';
import { currentUser } from '../../identity/guard.js';
import { reportSessionFor } from '../../policies/lesson-reports.js';
import {
  expectedWithComments,
  findReport,
  ownComments,
  saveReport,
  unexpectedPupils,
} from './queries.js';

const tags = ['Lesson reports'];

const cancelled = (session: { status: string }) => session.status === 'cancelled';
const started = (session: { scheduledFor: Date }) => session.scheduledFor.getTime() <= Date.now();

/** Issue 15 §2: the tutor's report on a session, and what of it each family may read. */
export function registerLessonReportRoutes(app: Api, { db }: Services) {
  app.get(
    '/scheduled-sessions/:id/report',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: "A session's lesson report, with a page of the tutor's comments",
        description:
          "Its tutor and admins get every expected pupil with their comment, a page at a time by pupil id; a parent only their own children's comments, a student only their own. Another tutor gets 403; a family not at the session 404.",
        tags,
        params: idParam,
        querystring: reportQuerySchema,
        response: { 200: reportPageSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const session = await reportSessionFor(db, user, request.params.id);
      const staff = isStaff(user);
      const [report, comments] = await Promise.all([
        findReport(db, session.id),
        staff
          ? expectedWithComments(db, session.id, request.query)
          : ownComments(db, user, session.id, request.query),
      ]);
      return {
        report,
        ...comments,
        writable: staff && started(session) && !cancelled(session),
      };
    },
  );

  app.put(
    '/scheduled-sessions/:id/report',
    {
      config: { access: ['admin', 'tutor'] },
      schema: {
        summary: "Write a session's lesson report",
        description:
          'Once the session has started, by its tutor or an admin. Comments are for pupils expected at the session; a blank comment removes the saved one, and pupils not sent keep theirs.',
        tags,
        params: idParam,
        body: reportSaveSchema,
        response: { 200: lessonReportSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const session = await reportSessionFor(db, user, request.params.id);
      if (cancelled(session)) throw conflict(REPORT_MSG.cancelled);
      if (!started(session)) throw conflict(REPORT_MSG.notStarted);
      const { comments } = request.body;
      const strangers = await unexpectedPupils(
        db,
        session,
        comments.map((c) => c.studentId),
      );
      if (strangers.length > 0) {
        const errors = Object.fromEntries(
          comments.flatMap((c, i) =>
            strangers.includes(c.studentId)
              ? [[`comments.${i}.studentId`, [REPORT_MSG.notExpected]]]
              : [],
          ),
        );
        throw badRequest(REPORT_MSG.notExpected, errors);
      }
      return saveReport(db, session.id, user.id, request.body);
    },
  );
}
