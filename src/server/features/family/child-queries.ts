import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  type childResponseSchema,
  type childSchema,
  subjectList,
} from '../../../shared/family/schemas.js';
import type { Db } from '../../db/client.js';
import { authSessions, students, users } from '../../db/schema.js';
import { conflict } from '../../http/errors.js';
import { hashPassword } from '../../identity/passwords.js';
import type { SessionUser } from '../../identity/guard.js';
import { recordSecurityEvent } from '../../records/security-log.js';

type ChildInput = z.output<typeof childSchema>;
type Login = { username: string; password: string };
/** A child's row with the username of their own sign-in, if any. */
export type ChildRow = { student: typeof students.$inferSelect; username: string | null };

/** Keeps every family's list, and every query of what a family attends, small (decision 050). */
const MAX_CHILDREN = 10;
const TOO_MANY_CHILDREN = `A family can have at most ${MAX_CHILDREN} children. Remove one to add another.`;

/** Refuses a child past the cap; the parent's row is locked so that two adds at once cannot both pass. */
export async function assertRoomForChild(tx: Db, parent: SessionUser) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, parent.id)).for('update');
  const children = await tx
    .select({ id: students.id })
    .from(students)
    .where(eq(students.parentId, parent.id))
    .limit(MAX_CHILDREN);
  if (children.length >= MAX_CHILDREN) throw conflict(TOO_MANY_CHILDREN);
}

// A child's sign-in needs a unique email; children rarely have one, so a reserved address is used.
export const childEmail = (username: string) =>
  `${username.toLowerCase()}@children.classperk.invalid`;

export const present = (row: ChildRow): z.output<typeof childResponseSchema> => ({
  id: row.student.id,
  name: row.student.name ?? row.student.notes ?? `Student #${row.student.id}`,
  grade: row.student.grade,
  subjects: subjectList(row.student.subjects),
  username: row.username,
});

export async function createChildLogin(
  db: Db,
  request: FastifyRequest,
  parent: SessionUser,
  name: string,
  login: Login,
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

/** The parent's children, oldest first. */
export async function childrenOf(db: Db, parentId: number) {
  const rows = await db
    .select({ student: students, username: users.username })
    .from(students)
    .leftJoin(users, eq(users.id, students.userId))
    .where(eq(students.parentId, parentId))
    .orderBy(asc(students.id));
  return rows.map(present);
}

/** A child's row, and their sign-in when one is given; the new child's id. */
export async function insertChild(
  tx: Db,
  request: FastifyRequest,
  parent: SessionUser,
  input: ChildInput,
) {
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
}

/** Changes a child; a login given creates their sign-in, or replaces its password. */
export async function updateChild(
  tx: Db,
  request: FastifyRequest,
  parent: SessionUser,
  existing: ChildRow,
  input: ChildInput,
) {
  const id = existing.student.id;
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
}

/** Removes a child, and the sign-in the parent made for them. */
export async function deleteChild(tx: Db, request: FastifyRequest, existing: ChildRow) {
  await tx.delete(students).where(eq(students.id, existing.student.id));
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
}
