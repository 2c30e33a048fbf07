import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/api/contract.js';
import {
  adminAddSchema,
  candidateQuerySchema,
  candidateSchema,
  adminMoveSchema,
  classStudentParams,
  enrolmentSchema,
} from '../../../shared/classes/enrolment-schemas.js';
import { ENROLMENT_MSG } from '../../../shared/classes/enrolment-messages.js';
import { idParam } from '../../../shared/validation.js';
import type { Db } from '../../db/client.js';
import type { Api } from '../../http/contract.js';
import { notFound } from '../../http/errors.js';
import { currentUser } from '../../identity/guard.js';
import { accountOfChild, recordAudit } from '../../records/audit.js';
import type { Services } from '../../services.js';
import { candidatesFor, CANDIDATES } from './candidates.js';
import { classes, students } from '../../db/schema.js';
import { enrol, leave, move } from './roster.js';

const tags = ['Classes'];
const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

async function childById(db: Db, id: number) {
  const [child] = await db.select().from(students).where(eq(students.id, id));
  if (!child) throw notFound(ENROLMENT_MSG.childNotFound);
  return child;
}

/** An admin's change to a child's place, recorded against the enrolment (the new one on a move). */
const audited = (
  action: 'enrol' | 'move' | 'unenrol',
  enrolmentId: number,
  child: typeof students.$inferSelect,
) => ({
  action,
  recordType: 'class_enrolment' as const,
  recordId: enrolmentId,
  subjectId: accountOfChild(child),
});

/**
 * Admins add, move and remove children (issue 28 §3). Capacity holds for them too: to over-fill a
 * class an admin raises its capacity first (decision 109).
 */
export function registerAdminEnrolmentRoutes(app: Api, { db, jobs }: Services) {
  const config = { access: ['admin'] as const };

  app.get(
    '/admin/classes/:id/candidates',
    {
      config,
      schema: {
        summary: 'Children who may be added to the class',
        description: `Children of the class's year group in no class of its subject, by name, at most ${CANDIDATES}; \`search\` narrows by name.`,
        tags,
        params: idParam,
        querystring: candidateQuerySchema,
        response: { 200: z.array(candidateSchema), 404: errorBodySchema },
      },
    },
    async (request) => {
      const [cls] = await db.select().from(classes).where(eq(classes.id, request.params.id));
      if (!cls) throw notFound(ENROLMENT_MSG.classNotFound);
      return candidatesFor(db, cls, request.query.search);
    },
  );

  app.post(
    '/admin/classes/:id/enrolments',
    {
      config,
      schema: {
        summary: 'Add a child of the class’s year group to it, from today',
        tags,
        params: idParam,
        body: adminAddSchema,
        response: { 201: enrolmentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const child = await childById(db, request.body.studentId);
      const placement = {
        child,
        classId: request.params.id,
        now: new Date(),
        addedBy: currentUser(request).id,
      };
      const row = await db.transaction(async (tx) => {
        const added = await enrol(tx, placement, 'admin');
        await recordAudit(tx, request, audited('enrol', added.id, child));
        return added;
      });
      return reply.status(201).send(row);
    },
  );

  app.post(
    '/admin/classes/:id/enrolments/:studentId/move',
    {
      config,
      schema: {
        summary: 'Move a child to another class of the same year group and subject, from today',
        tags,
        params: classStudentParams,
        body: adminMoveSchema,
        response: { 201: enrolmentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const child = await childById(db, request.params.studentId);
      const placement = {
        child,
        fromClassId: request.params.id,
        classId: request.body.toClassId,
        now: new Date(),
        addedBy: currentUser(request).id,
      };
      const row = await db.transaction(async (tx) => {
        const moved = await move(tx, jobs, placement, 'admin');
        await recordAudit(tx, request, audited('move', moved.id, child));
        return moved;
      });
      return reply.status(201).send(row);
    },
  );

  app.delete(
    '/admin/classes/:id/enrolments/:studentId',
    {
      config,
      schema: {
        summary: 'Take a child out of the class from today',
        description:
          "The class's future sessions and recordings close to the child today; history stays.",
        tags,
        params: classStudentParams,
        response: { 200: enrolmentSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { id: classId, studentId } = request.params;
      return db.transaction(async (tx) => {
        const ended = await leave(tx, jobs, { classId, studentId, now: new Date() });
        const child = await childById(tx, studentId);
        await recordAudit(tx, request, audited('unenrol', ended.id, child));
        return ended;
      });
    },
  );
}
