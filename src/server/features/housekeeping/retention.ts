import {
  and,
  eq,
  exists,
  inArray,
  isNotNull,
  isNull,
  lt,
  not,
  notExists,
  or,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  authSessions,
  accountTokens,
  lessonViews,
  liveSessions,
  recordedLessons,
  resources,
  scheduledSessions,
  students,
  tutorProfiles,
  users,
} from '../../db/schema.js';
import { ACCOUNT_DATA_YEARS, LEARNING_DATA_YEARS } from '../../../shared/legal/retention.js';
import { deleteInBatches, updateInBatches } from './batches.js';

export const yearsBefore = (now: Date, years: number) => {
  const then = new Date(now);
  then.setUTCFullYear(then.getUTCFullYear() - years);
  return then;
};

const one = sql`1`;

/** Rows elsewhere that must outlive the account: its children's learning profiles, a tutor's work. */
const stillNeeded = sql`(${sql.join(
  [
    exists(
      sql`(select ${one} from ${students} where ${students.parentId} = ${users.id} or ${students.userId} = ${users.id})`,
    ),
    ...[recordedLessons, resources, liveSessions, scheduledSessions].map((table) =>
      exists(sql`(select ${one} from ${table} where ${table.tutorId} = ${users.id})`),
    ),
  ],
  sql` or `,
)})`;

/**
 * Account data, 3 years after the account was closed (deactivated): the account is deleted when
 * nothing else needs it, and otherwise anonymised, so that the learning records and the lessons
 * that point to it keep their author or owner without naming them (decision 032).
 */
export async function enforceAccountRetention(db: Db, now: Date) {
  const closedLongAgo = lt(users.deactivatedAt, yearsBefore(now, ACCOUNT_DATA_YEARS));
  const deleted = await deleteInBatches(db, users, users.id, and(closedLongAgo, not(stillNeeded)));
  const anonymised = await updateInBatches<typeof users, number>(
    db,
    users,
    users.id,
    and(closedLongAgo, isNull(users.anonymisedAt)),
    {
      username: sql`'closed-account-' || ${users.id}`,
      email: sql`'closed-account-' || ${users.id} || '@classperk.invalid'`,
      fullName: 'Closed account',
      // Matches no password: every real hash is an argon2id string.
      passwordHash: '!',
      profileImage: null,
      companyId: null,
      calendarToken: null,
      remindersEnabled: false,
      anonymisedAt: now,
    },
    async (tx, ids) => {
      await tx
        .update(tutorProfiles)
        .set({ subjects: [], qualifications: null, bio: null, yearsExperience: null })
        .where(inArray(tutorProfiles.userId, ids));
      await tx.delete(authSessions).where(inArray(authSessions.userId, ids));
      await tx.delete(accountTokens).where(inArray(accountTokens.userId, ids));
    },
  );
  return { deleted, anonymised };
}

/**
 * Student learning data, 7 years: a child's learning profile once every account linked to it was
 * closed that long ago (one-to-one sessions go with it); one-to-one sessions held that long ago;
 * and who watched a lesson, from views that old (the view itself stays in the lesson's counts).
 */
export async function enforceLearningDataRetention(db: Db, now: Date) {
  const cutoff = yearsBefore(now, LEARNING_DATA_YEARS);
  const openOrRecent = or(isNull(users.deactivatedAt), sql`${users.deactivatedAt} >= ${cutoff}`);
  const profiles = await deleteInBatches(
    db,
    students,
    students.id,
    and(
      // A profile with no account at all is a tutor's record of a pupil, not a closed family's.
      or(isNotNull(students.userId), isNotNull(students.parentId)),
      notExists(
        db
          .select({ id: users.id })
          .from(users)
          .where(
            and(or(eq(users.id, students.userId), eq(users.id, students.parentId)), openOrRecent),
          ),
      ),
    ),
  );
  const sessions = await deleteInBatches(
    db,
    scheduledSessions,
    scheduledSessions.id,
    and(isNotNull(scheduledSessions.studentId), lt(scheduledSessions.scheduledFor, cutoff)),
  );
  const views = await updateInBatches(
    db,
    lessonViews,
    lessonViews.id,
    and(isNotNull(lessonViews.userId), lt(lessonViews.viewedAt, cutoff)),
    { userId: null },
  );
  return { profiles, sessions, viewsAnonymised: views };
}
