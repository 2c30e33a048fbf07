import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MESSAGING_MSG } from '../../shared/messaging/messages.js';
import type { ParticipantRole } from '../../shared/messaging/schemas.js';
import { participantRoleOf } from '../../shared/policies/messaging.js';
import type { Db } from '../db/client.js';
import { conversations } from '../db/schema-messaging.js';
import { students, users } from '../db/schema.js';
import { forbidden } from '../http/errors.js';
import type { SessionUser } from '../identity/guard.js';
import { teaches } from './teaching.js';

export interface Pair {
  parentId: number;
  tutorId: number;
  studentId: number;
}

/** The pair a caller and another person make about a child, or 403 whatever is wrong with it. */
export async function allowedPair(
  db: Db,
  me: SessionUser,
  withUserId: number,
  studentId: number,
): Promise<Pair> {
  const pair: Pair =
    participantRole(me) === 'tutor'
      ? { tutorId: me.id, parentId: withUserId, studentId }
      : { tutorId: withUserId, parentId: me.id, studentId };
  const tutor = alias(users, 'tutor');
  const parent = alias(users, 'parent');
  const [row] = await db
    .select({ id: students.id })
    .from(students)
    .innerJoin(parent, eq(parent.id, students.parentId))
    .innerJoin(tutor, eq(tutor.id, pair.tutorId))
    .where(
      and(
        eq(students.id, pair.studentId),
        eq(students.parentId, pair.parentId),
        eq(parent.role, 'parent'),
        eq(tutor.role, 'tutor'),
        isNull(parent.deactivatedAt),
        isNull(tutor.deactivatedAt),
        teaches(pair.tutorId),
      ),
    );
  if (!row) throw forbidden(MESSAGING_MSG.notAllowed);
  return pair;
}

/** Only parents and tutors message; the routes' guards keep everyone else out. */
export function participantRole(user: SessionUser): ParticipantRole {
  const role = participantRoleOf(user);
  if (role === null) throw forbidden();
  return role;
}

/** The column of a conversation that holds each side's user id. */
export const participantIdKey = { tutor: 'tutorId', parent: 'parentId' } as const;

/** Conversations the user takes part in: as the parent or as the tutor. */
export const heldBy = (user: SessionUser): SQL =>
  eq(conversations[participantIdKey[participantRole(user)]], user.id);
