import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { errorBodySchema, noContent } from '../../../shared/api/contract.js';
import { childResponseSchema, childSchema } from '../../../shared/family/schemas.js';
import { idParam } from '../../../shared/validation.js';
import type { Db } from '../../db/client.js';
import { students, users } from '../../db/schema.js';
import type { Api } from '../../http/contract.js';
import { notFound } from '../../http/errors.js';
import type { Services } from '../../services.js';
import { assertAcceptablePassword } from '../auth/password-rules.js';
import { currentUser, type SessionUser } from '../../identity/guard.js';
import { assertUnique } from '../auth/registration.js';
import {
  childEmail,
  childrenOf,
  deleteChild,
  insertChild,
  present,
  updateChild,
} from './child-queries.js';

async function findChild(db: Db, parent: SessionUser, id: number) {
  const [row] = await db
    .select({ student: students, username: users.username })
    .from(students)
    .leftJoin(users, eq(users.id, students.userId))
    .where(and(eq(students.id, id), eq(students.parentId, parent.id)));
  // Another family's child is reported as unknown, so ids reveal nothing.
  if (!row) throw notFound('Child not found.');
  return row;
}

const assertChildPassword = (name: string, login: { username: string; password: string }) =>
  assertAcceptablePassword(
    login.password,
    { username: login.username, fullName: name },
    'login.password',
  );

/** A parent adds, edits and removes their children, optionally with the child's own sign-in. */
export function registerChildrenRoutes(app: Api, { db }: Services) {
  const access = ['parent'] as const;
  const tags = ['Children'];

  app.get(
    '/children',
    {
      config: { access },
      schema: {
        summary: "The caller's children",
        tags,
        response: { 200: z.array(childResponseSchema) },
      },
    },
    async (request) => childrenOf(db, currentUser(request).id),
  );

  app.post(
    '/children',
    {
      config: { access },
      schema: {
        summary: 'Add a child, optionally with their own sign-in',
        tags,
        body: childSchema,
        response: { 201: childResponseSchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const parent = currentUser(request);
      const input = request.body;
      if (input.login) {
        await assertUnique(db, input.login.username, childEmail(input.login.username));
        await assertChildPassword(input.name, input.login);
      }
      const id = await db.transaction((tx) => insertChild(tx, request, parent, input));
      return reply.status(201).send(present(await findChild(db, parent, id)));
    },
  );

  app.put(
    '/children/:id',
    {
      config: { access },
      schema: {
        summary: 'Change a child; a sign-in given is created, or its password replaced',
        tags,
        params: idParam,
        body: childSchema,
        response: { 200: childResponseSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      const parent = currentUser(request);
      const { id } = request.params;
      const existing = await findChild(db, parent, id);
      const input = request.body;
      if (input.login && !existing.student.userId) {
        await assertUnique(db, input.login.username, childEmail(input.login.username));
      }
      if (input.login) await assertChildPassword(input.name, input.login);
      await db.transaction((tx) => updateChild(tx, request, parent, existing, input));
      return present(await findChild(db, parent, id));
    },
  );

  app.delete(
    '/children/:id',
    {
      config: { access },
      schema: {
        summary: 'Remove a child, and the sign-in made for them',
        tags,
        params: idParam,
        response: { 204: noContent, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const parent = currentUser(request);
      const { id } = request.params;
      const existing = await findChild(db, parent, id);
      // A sign-in the parent created for the child goes with the child.
      await db.transaction((tx) => deleteChild(tx, request, existing));
      return reply.status(204).send(null);
    },
  );
}
