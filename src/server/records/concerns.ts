import { eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ConcernCategory, ConcernStatus, Urgency } from '../../shared/concerns/rules.js';
import type { Db } from '../db/client.js';
import { concernHistory, concerns } from '../db/schema-concerns.js';
import { students, users } from '../db/schema.js';

/**
 * What the person who raised a concern may see of it (decision 126): what they wrote and where
 * it stands, never the leads' notes, actions or outcome. Their list and their data export both
 * read these.
 */
export const ownConcernColumns = {
  id: concerns.id,
  category: sql<ConcernCategory>`${concerns.category}`,
  urgency: sql<Urgency>`${concerns.urgency}`,
  description: concerns.description,
  status: sql<ConcernStatus>`${concerns.status}`,
  raisedAt: concerns.raisedAt,
};

const childAccount = alias(users, 'child_account');

/**
 * Before an erasure takes a child's name, each case about them gets a history line naming them:
 * a safeguarding record is kept past an erasure and must still say whom it is about (decision
 * 126). The raiser's own account is anonymised with the rest, so the case no longer names them.
 */
export async function keepConcernSubjects(tx: Db, studentIds: number[]) {
  if (studentIds.length === 0) return;
  const cases = await tx
    .select({
      concernId: concerns.id,
      name: sql<string | null>`coalesce(${students.name}, ${childAccount.fullName})`,
    })
    .from(concerns)
    .innerJoin(students, eq(students.id, concerns.studentId))
    .leftJoin(childAccount, eq(childAccount.id, students.userId))
    .where(inArray(concerns.studentId, studentIds));
  if (cases.length === 0) return;
  await tx.insert(concernHistory).values(
    cases.map(({ concernId, name }) => ({
      concernId,
      kind: 'note',
      body: `The family’s account was erased; this case is about ${name ?? 'a child with no name recorded'}.`,
    })),
  );
}
