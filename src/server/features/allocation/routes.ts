import {
  allocationRunDetailSchema,
  allocationRunSchema,
  startAllocationSchema,
  tutorAvailabilitySchema,
  unplacedChildSchema,
} from '../../../shared/allocation/schemas.js';
import { errorBodySchema } from '../../../shared/api/contract.js';
import {
  cursorPageOf,
  cursorQuerySchema,
  idCursorQuerySchema,
} from '../../../shared/pagination.js';
import { idParam } from '../../../shared/validation.js';
import type { Api } from '../../http/contract.js';
import type { Services } from '../../services.js';
import { readAvailability, saveAvailability } from './availability.js';
import { findRun, listRuns, startRun, unplacedPage } from './queries.js';

/** Allocation runs (issue 28 §4) and the tutors' availability they read, for admins. */
export function registerAllocationRoutes(app: Api, { db, jobs }: Services) {
  const tags = ['Admin: allocation'];
  const found = { 200: allocationRunDetailSchema, 404: errorBodySchema };

  app.post(
    '/admin/allocation-runs',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'Allocate every unplaced child of a year group and subject, as a background job',
        description:
          'Answers at once with the queued run; its progress and result are read from GET /admin/allocation-runs/:id.',
        tags,
        body: startAllocationSchema,
        response: { 202: allocationRunDetailSchema, 400: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const id = await startRun(db, jobs, request.body, request);
      return reply.status(202).send(await findRun(db, id));
    },
  );

  app.get(
    '/admin/allocation-runs',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'Allocation runs, newest first',
        tags,
        querystring: cursorQuerySchema,
        response: { 200: cursorPageOf(allocationRunSchema) },
      },
    },
    async (request) => listRuns(db, request.query),
  );

  app.get(
    '/admin/allocation-runs/:id',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'One run: its progress and, once done, its result',
        tags,
        params: idParam,
        response: found,
      },
    },
    async (request) => findRun(db, request.params.id),
  );

  app.get(
    '/admin/allocation-runs/:id/unplaced',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'The children a run could not place, with why',
        tags,
        params: idParam,
        querystring: idCursorQuerySchema,
        response: { 200: cursorPageOf(unplacedChildSchema), 404: errorBodySchema },
      },
    },
    async (request) => unplacedPage(db, request.params.id, request.query),
  );

  const availability = { 200: tutorAvailabilitySchema, 404: errorBodySchema };
  app.get(
    '/admin/tutors/:id/availability',
    {
      config: { access: ['admin'] },
      schema: {
        summary: "A tutor's weekly availability for classes and their maximum classes",
        tags,
        params: idParam,
        response: availability,
      },
    },
    async (request) => readAvailability(db, request.params.id),
  );

  app.put(
    '/admin/tutors/:id/availability',
    {
      config: { access: ['admin'] },
      schema: {
        summary: "Replace a tutor's weekly availability and maximum classes",
        tags,
        params: idParam,
        body: tutorAvailabilitySchema,
        response: availability,
      },
    },
    async (request) => saveAvailability(db, request.params.id, request.body),
  );
}
