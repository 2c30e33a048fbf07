import { asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CATEGORY_LABELS, type ConcernCategory } from '../../../shared/concerns/rules.js';
import { toCsv } from '../../../shared/csv.js';
import type { Db } from '../../db/client.js';
import { concernHistory, concerns } from '../../db/schema-concerns.js';
import { students, users } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { accountOfChild } from '../../records/audit.js';
import { CONCERN_MSG } from '../../../shared/concerns/messages.js';

/** A child's cases in one file: at most this many, each with its whole history. */
export const MAX_EXPORT_CASES = 200;
const MAX_EXPORT_ROWS = 10_000;

export const EXPORT_HEADER = [
  'Case',
  'Category',
  'Urgency',
  'Status',
  'Raised at',
  'Raised by',
  'Description',
  'Outcome',
  'Entry at',
  'Entry',
  'By',
  'Detail',
] as const;

/**
 * Every case about a child as CSV, one row per history entry, oldest case first, so a referral
 * or an inspector has the child's whole safeguarding record in one file (issue 31 §3).
 */
export async function childCasesCsv(db: Db, studentId: number) {
  const [child] = await db
    .select({ userId: students.userId, parentId: students.parentId })
    .from(students)
    .where(eq(students.id, studentId));
  if (!child) throw notFound(CONCERN_MSG.linkNotFound);
  const raiser = alias(users, 'raiser');
  const cases = await db
    .select({ concern: concerns, raisedBy: raiser.fullName })
    .from(concerns)
    .leftJoin(raiser, eq(raiser.id, concerns.raisedBy))
    .where(eq(concerns.studentId, studentId))
    .orderBy(asc(concerns.id))
    .limit(MAX_EXPORT_CASES);
  const entries = cases.length
    ? await db
        .select({ entry: concernHistory, by: users.fullName })
        .from(concernHistory)
        .leftJoin(users, eq(users.id, concernHistory.actorId))
        .where(
          inArray(
            concernHistory.concernId,
            cases.map(({ concern }) => concern.id),
          ),
        )
        .orderBy(asc(concernHistory.concernId), asc(concernHistory.id))
        .limit(MAX_EXPORT_ROWS)
    : [];
  const byCase = Map.groupBy(entries, ({ entry }) => entry.concernId);
  const rows = cases.flatMap(({ concern, raisedBy }) =>
    (byCase.get(concern.id) ?? []).map(({ entry, by }) => [
      concern.id,
      CATEGORY_LABELS[concern.category as ConcernCategory],
      concern.urgency,
      concern.status,
      concern.raisedAt.toISOString(),
      raisedBy ?? (concern.category === 'automatic_flag' ? 'Automatic flag' : null),
      concern.description,
      concern.outcome,
      entry.at.toISOString(),
      entry.kind,
      by,
      entry.body,
    ]),
  );
  return { csv: toCsv(EXPORT_HEADER, rows), subjectId: accountOfChild(child) };
}
