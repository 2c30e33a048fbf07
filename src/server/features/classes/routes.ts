import { errorBodySchema } from '../../../shared/api/contract.js';
import { coverageQuerySchema, coverageSchema } from '../../../shared/classes/coverage.js';
import {
  classCamerasSchema,
  classDetailsSchema,
  classListQuerySchema,
  classPageSchema,
  classSessionPageSchema,
  rosterPageSchema,
  waitlistPageSchema,
} from '../../../shared/classes/views.js';
import { cursorQuerySchema, idCursorQuerySchema } from '../../../shared/pagination.js';
import { idParam } from '../../../shared/validation.js';
import type { Api } from '../../http/contract.js';
import { eq } from 'drizzle-orm';
import { classes } from '../../db/schema.js';
import { currentUser } from '../../identity/guard.js';
import { readsEveryClass } from '../../../shared/policies/classes.js';
import { CLASS_NOT_FOUND, classFor } from '../../policies/classes.js';
import { notFound } from '../../http/errors.js';
import type { Services } from '../../services.js';
import { coverageOf } from './coverage.js';
import { classDetails, listClasses, prepareClassReads, tutorClasses } from './queries.js';
import { rosterPage, upcomingSessionsPage, waitlistPage } from './roster.js';

const tags = ['Classes'];
const admins = { access: ['admin'] } as const;
const staff = { access: ['tutor', 'admin'] } as const;
const missing = { 404: errorBodySchema };

/** Issue 28 §8: the class pages' reads (decision 110). Changes are the series and roster features'. */
export function registerClassRoutes(app: Api, services: Services) {
  const { db } = services;
  const reads = prepareClassReads(db);

  app.get(
    '/admin/classes',
    {
      config: admins,
      schema: {
        summary: 'Open classes, oldest first, with their sizes and timetables',
        description:
          'Filter by year group, subject, tutor, `hasPlaces=true` (a free place) or `belowMinimum=true` (fewer than 8 on the roster). Pass the `nextCursor` of one answer as `cursor` for the next page.',
        tags,
        querystring: classListQuerySchema,
        response: { 200: classPageSchema },
      },
    },
    async (request) => {
      const { cursor, pageSize, ...filters } = request.query;
      return listClasses(db, filters, { cursor, pageSize });
    },
  );

  app.get(
    '/tutor/classes',
    {
      config: staff,
      schema: {
        summary: "The signed-in tutor's open classes, with their sizes and timetables",
        tags,
        querystring: idCursorQuerySchema,
        response: { 200: classPageSchema },
      },
    },
    async (request) => {
      return tutorClasses(reads, currentUser(request).id, request.query);
    },
  );

  app.get(
    '/classes/:id',
    {
      config: staff,
      schema: {
        summary: 'A class with its sizes, timetable, school year and terms',
        description:
          'For admins, its tutor and tutors who stand in for one of its sessions; anyone else gets 404. The roster, upcoming sessions and waitlist are paged lists of their own.',
        tags,
        params: idParam,
        response: { 200: classDetailsSchema, ...missing },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { id } = request.params;
      const found = readsEveryClass(user)
        ? await classDetails(reads.anyClass, { id })
        : await classDetails(reads.tutorsClass, { id, tutorId: user.id });
      if (!found) throw notFound(CLASS_NOT_FOUND);
      return found;
    },
  );

  app.put(
    '/classes/:id/cameras',
    {
      config: staff,
      schema: {
        summary: 'Whether pupils come into the class’s classroom with their camera on',
        description:
          'For admins and the class’s own tutor (issue 29 §2); anyone else gets 404. Off unless set.',
        tags,
        params: idParam,
        body: classCamerasSchema,
        response: { 200: classDetailsSchema, ...notFound },
      },
    },
    async (request) => {
      const found = await classFor(db, currentUser(request), request.params.id, { own: true });
      await db
        .update(classes)
        .set({ camerasOn: request.body.camerasOn })
        .where(eq(classes.id, found.id));
      return (await classDetails(reads.anyClass, { id: found.id }))!;
    },
  );

  app.get(
    '/classes/:id/roster',
    {
      config: staff,
      schema: {
        summary: "A class's roster, in the order the children joined, with their attendance",
        description:
          'The children on the roster today or joining later, each with their present, late and absent counts at the class’s sessions that have ended.',
        tags,
        params: idParam,
        querystring: idCursorQuerySchema,
        response: { 200: rosterPageSchema, ...missing },
      },
    },
    async (request) => {
      const found = await classFor(db, currentUser(request), request.params.id);
      return rosterPage(db, found.id, request.query);
    },
  );

  app.get(
    '/classes/:id/sessions',
    {
      config: staff,
      schema: {
        summary: "A class's sessions not yet over, soonest first",
        tags,
        params: idParam,
        querystring: cursorQuerySchema,
        response: { 200: classSessionPageSchema, ...missing },
      },
    },
    async (request) => {
      const found = await classFor(db, currentUser(request), request.params.id);
      return upcomingSessionsPage(db, found.id, found.tutorId, request.query);
    },
  );

  app.get(
    '/classes/:id/waitlist',
    {
      config: staff,
      schema: {
        summary: "A class's waitlist, first come first",
        tags,
        params: idParam,
        querystring: cursorQuerySchema,
        response: { 200: waitlistPageSchema, ...missing },
      },
    },
    async (request) => {
      const found = await classFor(db, currentUser(request), request.params.id);
      return waitlistPage(db, found.id, request.query);
    },
  );

  app.get(
    '/admin/coverage',
    {
      config: admins,
      schema: {
        summary: 'Per year group, the live hours a week its classes offer a child',
        description:
          'Against the offer’s 15 hours, with the teaching weeks that fall short. Without `schoolYearId`, the academic year today falls in, else the latest (decision 110).',
        tags,
        querystring: coverageQuerySchema,
        response: { 200: coverageSchema, ...missing },
      },
    },
    async (request) => coverageOf(services, request.query.schoolYearId),
  );
}
