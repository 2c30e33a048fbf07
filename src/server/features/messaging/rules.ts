import { and, asc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CONTACTS_LIMIT } from '../../../shared/messaging/messages.js';
import { otherParticipant } from '../../../shared/policies/messaging.js';
import { isParent } from '../../../shared/policies/roles.js';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { conversations } from '../../db/schema-messaging.js';
import { students, users } from '../../db/schema.js';
import type { SessionUser } from '../../identity/guard.js';
import { participantRole } from '../../policies/conversations.js';
import { taughtBy, teaches } from '../../policies/teaching.js';

/** The child's own account, when they have one, for their name. */
export const childAccount = alias(users, 'child_account');

/** A child's name as both sides know it: the name the parent gave, or the child's own account's. */
export const childName = sql<string>`coalesce(${students.name}, ${childAccount.fullName}, 'Student #' || ${students.id})`;
export const withChildAccount = eq(childAccount.id, students.userId);

/**
 * The people the caller may start a conversation with, one row per person and child, by name:
 * CONTACTS_LIMIT at most, and `more` when others match, which a search by name narrows.
 */
export async function contactsOf(db: Db, me: SessionUser, q: string | undefined) {
  const role = participantRole(me);
  const other = alias(users, 'other');
  const existing = alias(conversations, 'existing');
  const match = q
    ? or(ilike(other.fullName, containsPattern(q)), ilike(childName, containsPattern(q)))
    : undefined;
  const base = db
    .select({
      otherId: other.id,
      otherName: other.fullName,
      studentId: students.id,
      studentName: childName,
      conversationId: existing.id,
    })
    .from(students)
    .leftJoin(childAccount, withChildAccount);
  // The conversation the pair already holds about the child, if any.
  const held = (parentId: number | typeof other.id, tutorId: number | typeof other.id) =>
    and(
      eq(existing.parentId, parentId),
      eq(existing.tutorId, tutorId),
      eq(existing.studentId, students.id),
    );
  const byName = [asc(other.fullName), asc(other.id), asc(students.id)];
  const rows = isParent(me)
    ? await base
        .innerJoin(other, and(eq(other.role, 'tutor'), teaches(other.id)))
        .leftJoin(existing, held(me.id, other.id))
        .where(and(eq(students.parentId, me.id), isNull(other.deactivatedAt), match))
        .orderBy(...byName)
        .limit(CONTACTS_LIMIT + 1)
    : await base
        .innerJoin(other, eq(other.id, students.parentId))
        .leftJoin(existing, held(other.id, me.id))
        .where(
          and(eq(other.role, 'parent'), isNull(other.deactivatedAt), taughtBy(db, me.id), match),
        )
        .orderBy(...byName)
        .limit(CONTACTS_LIMIT + 1);
  const otherRole = otherParticipant(role);
  return {
    items: rows.slice(0, CONTACTS_LIMIT).map((row) => ({
      with: { id: row.otherId, name: row.otherName, role: otherRole },
      student: { id: row.studentId, name: row.studentName },
      conversationId: row.conversationId,
    })),
    more: rows.length > CONTACTS_LIMIT,
  };
}
