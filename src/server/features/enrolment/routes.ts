import { errorBodySchema, noContent } from '../../../shared/api/contract.js';
import {
  childClassesSchema,
  childClassParams,
  childParams,
  enrolmentSchema,
  enrolRequestSchema,
  preferencesSchema,
  waitlistEntrySchema,
} from '../../../shared/classes/enrolment-schemas.js';
import { ENROLMENT_MSG } from '../../../shared/classes/enrolment-messages.js';
import type { Api } from '../../http/contract.js';
import { currentUser } from '../../identity/guard.js';
import { parentsChild } from '../../policies/family-children.js';
import type { Services } from '../../services.js';
import { classChoicesOf } from './choices.js';
import { savePreferences } from './preferences.js';
import { enrol, leave } from './roster.js';
import { acceptOffer, declineOffer, joinWaitlist, withdraw } from './waitlist.js';

const tags = ['Classes'];
const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** A parent chooses their children's classes, waits for places and gives preferred times (issue 28 §3). */
export function registerEnrolmentRoutes(app: Api, { db, jobs }: Services) {
  const config = { access: ['parent'] as const };
  const childOf = (request: Parameters<typeof currentUser>[0], childId: number) =>
    parentsChild(db, currentUser(request), childId, ENROLMENT_MSG.childNotFound);

  app.get(
    '/family/children/:childId/classes',
    {
      config,
      schema: {
        summary: "A child's classes and the year group's open classes, per subject",
        description:
          'Per subject: the current class, up to 30 open classes (those with places first), the waiting lists the child is on, and the preferred times.',
        tags,
        params: childParams,
        response: { 200: childClassesSchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      classChoicesOf(db, await childOf(request, request.params.childId), new Date()),
  );

  app.post(
    '/family/children/:childId/enrolments',
    {
      config,
      schema: {
        summary: 'Put the child in a class with a free place, from today',
        tags,
        params: childParams,
        body: enrolRequestSchema,
        response: { 201: enrolmentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const child = await childOf(request, request.params.childId);
      const placement = {
        child,
        classId: request.body.classId,
        now: new Date(),
        addedBy: currentUser(request).id,
      };
      const row = await db.transaction((tx) => enrol(tx, placement, 'family'));
      return reply.status(201).send(row);
    },
  );

  app.delete(
    '/family/children/:childId/enrolments/:classId',
    {
      config,
      schema: {
        summary: 'Take the child out of a class from today',
        description:
          "The class's future sessions and recordings close to the child today; history stays.",
        tags,
        params: childClassParams,
        response: { 200: enrolmentSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const child = await childOf(request, request.params.childId);
      const { classId } = request.params;
      return db.transaction((tx) =>
        leave(tx, jobs, { classId, studentId: child.id, now: new Date() }),
      );
    },
  );

  app.post(
    '/family/children/:childId/waitlist',
    {
      config,
      schema: {
        summary: "Put the child on a full class's waiting list",
        tags,
        params: childParams,
        body: enrolRequestSchema,
        response: { 201: waitlistEntrySchema.pick({ classId: true, status: true }), ...errors },
      },
    },
    async (request, reply) => {
      const child = await childOf(request, request.params.childId);
      const row = await db.transaction((tx) => joinWaitlist(tx, child, request.body.classId));
      return reply.status(201).send({ classId: row.classId, status: 'waiting' as const });
    },
  );

  app.delete(
    '/family/children/:childId/waitlist/:classId',
    {
      config,
      schema: {
        summary: 'Take the child off a waiting list',
        tags,
        params: childClassParams,
        response: { 204: noContent, ...errors },
      },
    },
    async (request, reply) => {
      const child = await childOf(request, request.params.childId);
      await db.transaction((tx) => withdraw(tx, jobs, child.id, request.params.classId));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/family/children/:childId/waitlist/:classId/accept',
    {
      config,
      schema: {
        summary: 'Take the place offered to the child',
        description: 'A child in another class of the subject moves to this one.',
        tags,
        params: childClassParams,
        response: { 201: enrolmentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const child = await childOf(request, request.params.childId);
      const input = {
        child,
        classId: request.params.classId,
        now: new Date(),
        addedBy: currentUser(request).id,
      };
      const row = await db.transaction((tx) => acceptOffer(tx, jobs, input));
      return reply.status(201).send(row);
    },
  );

  app.post(
    '/family/children/:childId/waitlist/:classId/decline',
    {
      config,
      schema: {
        summary: 'Turn down the place offered; it goes to the next waiting',
        tags,
        params: childClassParams,
        response: { 204: noContent, ...errors },
      },
    },
    async (request, reply) => {
      const child = await childOf(request, request.params.childId);
      const { classId } = request.params;
      await db.transaction((tx) => declineOffer(tx, jobs, child.id, classId, new Date()));
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/family/children/:childId/preferences',
    {
      config,
      schema: {
        summary: "Set the child's preferred weekly times for a subject (up to three)",
        tags,
        params: childParams,
        body: preferencesSchema,
        response: { 200: preferencesSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const child = await childOf(request, request.params.childId);
      await db.transaction((tx) => savePreferences(tx, child.id, request.body));
      return request.body;
    },
  );
}
