import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorBodySchema, noContent } from '../../../shared/api/contract.js';
import { childResponseSchema, childSchema, subjectList } from '../../../shared/family/schemas.js';
import { idParam } from '../../../shared/validation.js';
import type { Db } from '../../db/client.js';
import { authSessions, students, users } from '../../db/schema.js';
import type { Api } from '../../http/contract.js';
import { conflict, notFound } from '../../http/errors.js';
import type { Services } from '../../services.js';
import { assertAcceptablePassword } from '../auth/password-rules.js';
import { hashPassword } from '../../identity/passwords.js';
import { currentUser, type SessionUser } from '../../identity/guard.js';
import { assertUnique } from '../auth/registration.js';
import { recordSecurityEvent } from '../../records/security-log.js';

/** Keeps every family's list, and every query of what a family attends, small (decision 050). */
const MAX_CHILDREN = 10;
const TOO_MANY_CHILDREN = `A family can have at most ${MAX_CHILDREN} children. Remove one to add another.`;

/** Refuses a child past the cap; the parent's row is locked so that two adds at once cannot both pass. */
async function assertRoomForChild(tx: Db, parent: SessionUser) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, parent.id)).for('update');
  const children = await tx
    .select({ id: students.id })
    .from(students)
    .where(eq(students.parentId, parent.id))
    .limit(MAX_CHILDREN);
  if (children.length >= MAX_CHILDREN) throw conflict(TOO_MANY_CHILDREN);
}

// A child's sign-in needs a unique email; children rarely have one, so a reserved address is used.
const childEmail = (username: string) => `${username.toLowerCase()}@children.classperk.invalid`;

const present = (row: {
  student: typeof students.$inferSelect;
  username: string | null;
}): z.output<typeof childResponseSchema> => ({
  id: row.student.id,
  name: row.student.name ?? row.student.notes ?? `Student #${row.student.id}`,
  grade: row.student.grade,
  subjects: subjectList(row.student.subjects),
  username: row.username,
});

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

async function createChildLogin(
  db: Db,
  request: FastifyRequest,
  parent: SessionUser,
  name: string,
  login: { username: string; password: string },
) {
  const [account] = await db
    .insert(users)
    .values({
      username: login.username,
      email: childEmail(login.username),
      fullName: name,
      passwordHash: await hashPassword(login.password),
      role: 'student',
      companyId: parent.companyId,
      isActivated: true,
    })
    .returning({ id: users.id });
  await recordSecurityEvent(db, request, {
    type: 'account_created',
    outcome: 'success',
    subjectId: account!.id,
    detail: { role: 'student', via: 'parent' },
  });
  return account!.id;
}

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
    async (request) => {
      const rows = await db
        .select({ student: students, username: users.username })
        .from(students)
        .leftJoin(users, eq(users.id, students.userId))
        .where(eq(students.parentId, currentUser(request).id))
        .orderBy(asc(students.id));
      return rows.map(present);
    },
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
      const id = await db.transaction(async (tx) => {
        await assertRoomForChild(tx, parent);
        const userId = input.login
          ? await createChildLogin(tx, request, parent, input.name, input.login)
          : null;
        const [row] = await tx
          .insert(students)
          .values({
            name: input.name,
            notes: input.name,
            grade: input.grade,
            subjects: input.subjects.join(', '),
            parentId: parent.id,
            userId,
          })
          .returning({ id: students.id });
        return row!.id;
      });
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
      await db.transaction(async (tx) => {
        await tx
          .update(students)
          .set({
            name: input.name,
            notes: input.name,
            grade: input.grade,
            subjects: input.subjects.join(', '),
          })
          .where(eq(students.id, id));
        const userId = existing.student.userId;
        if (userId) {
          await tx.update(users).set({ fullName: input.name }).where(eq(users.id, userId));
          if (input.login) {
            await tx
              .update(users)
              .set({ passwordHash: await hashPassword(input.login.password) })
              .where(eq(users.id, userId));
            // Whoever knew the old password is signed out with it, as after the child's own change.
            await tx.delete(authSessions).where(eq(authSessions.userId, userId));
            await recordSecurityEvent(tx, request, {
              type: 'password_changed',
              outcome: 'success',
              subjectId: userId,
              detail: { by: 'parent' },
            });
          }
        } else if (input.login) {
          const created = await createChildLogin(tx, request, parent, input.name, input.login);
          await tx.update(students).set({ userId: created }).where(eq(students.id, id));
        }
      });
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
      await db.transaction(async (tx) => {
        await tx.delete(students).where(eq(students.id, id));
        // A sign-in the parent created for the child goes with the child.
        const { userId } = existing.student;
        if (userId) {
          // The row outlives the account, so its id and name are kept in the event itself.
          const [gone] = await tx
            .delete(users)
            .where(eq(users.id, userId))
            .returning({ username: users.username });
          await recordSecurityEvent(tx, request, {
            type: 'account_deleted',
            outcome: 'success',
            username: gone?.username ?? null,
            detail: { userId, by: 'parent' },
          });
        }
      });
      return reply.status(204).send(null);
    },
  );
}
