import { and, eq } from 'drizzle-orm';
import { errorBodySchema } from '../../../shared/api/contract.js';
import { ATTENDANCE_MSG } from '../../../shared/attendance/messages.js';
import { ATTENDANCE_WINDOW_DAYS } from '../../../shared/attendance/rules.js';
import {
  childAttendanceSchema,
  familyMarksPageSchema,
  familyMarksQuerySchema,
} from '../../../shared/attendance/schemas.js';
import { idParam } from '../../../shared/validation.js';
import { students } from '../../db/schema.js';
import type { Api } from '../../http/contract.js';
import { notFound } from '../../http/errors.js';
import type { Services } from '../../services.js';
import { currentUser } from '../../identity/guard.js';
import { profilesOf } from '../../policies/sessions.js';
import { childAttendance, familyMarks } from './queries.js';
import { DAY_MS } from '../../../shared/dates/durations.js';

const tags = ['Attendance'];
const access = ['parent', 'student'] as const;

/** A family's view of its children's attendance (issue 15 §1). */
export function registerFamilyAttendanceRoutes(app: Api, { db }: Services) {
  app.get(
    '/attendance/children/:id',
    {
      config: { access },
      schema: {
        summary: "One of your children's attendance: a rate per subject and the last sessions",
        description: `Sessions that ended in the last ${ATTENDANCE_WINDOW_DAYS} days and were not cancelled. A parent's own children, a student their own; any other child is 404.`,
        tags,
        params: idParam,
        response: { 200: childAttendanceSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const [profile] = await db
        .select({ id: students.id })
        .from(students)
        .where(and(eq(students.id, request.params.id), profilesOf(currentUser(request))));
      if (!profile) throw notFound(ATTENDANCE_MSG.childNotFound);
      const to = new Date();
      const from = new Date(to.getTime() - ATTENDANCE_WINDOW_DAYS * DAY_MS);
      const { subjects, recent } = await childAttendance(db, profile.id, from, to);
      return {
        from,
        to,
        subjects: subjects.map((row) => ({
          ...row,
          rate: Math.round((100 * (row.present + row.late)) / row.sessions),
        })),
        recent,
      };
    },
  );

  app.get(
    '/attendance/sessions',
    {
      config: { access },
      schema: {
        summary: "Your children's marks on the sessions of a range that have ended",
        description: `Defaults to 31 days back; at most 92 days. A session still running is listed without marks. Soonest first, a page at a time: pass the \`nextCursor\` of one answer as \`cursor\`, with the same range.`,
        tags,
        querystring: familyMarksQuerySchema,
        response: { 200: familyMarksPageSchema },
      },
    },
    async (request) =>
      familyMarks(db, profilesOf(currentUser(request))!, request.query, new Date()),
  );
}
