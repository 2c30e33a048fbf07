import { inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { checkRows } from '../../../shared/onboarding/row-checks.js';
import type { bulkUploadSchema } from '../../../shared/onboarding/schemas.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { NewAccount } from './accounts.js';
import { usernameAllocator, usernameBase } from './usernames.js';

type Input = z.output<typeof bulkUploadSchema>;

/**
 * Checks every row again on the server. A row fails, with its reason, for what checkRows finds
 * or an email in use; the other rows go ahead.
 */
export async function sortRows(db: Db, input: Input) {
  const { accepted: checked, problems: errors } = checkRows(input.employees, input.domain);
  const candidates: (NewAccount & { row: number })[] = checked.map((row) => ({
    ...row,
    username: '',
  }));

  const emails = candidates.map((candidate) => candidate.email);
  const inUse = new Set<string>();
  if (emails.length > 0) {
    const rows = await db
      .select({ email: sql<string>`lower(${users.email})` })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, emails));
    for (const row of rows) inUse.add(row.email);
  }
  const accepted = candidates.filter((candidate) => {
    if (!inUse.has(candidate.email)) return true;
    errors.push({
      row: candidate.row,
      email: candidate.email,
      error: 'An account with this email already exists.',
    });
    return false;
  });

  const allocate = await usernameAllocator(
    db,
    accepted.map((candidate) => usernameBase(candidate.fullName)),
  );
  for (const candidate of accepted) candidate.username = allocate(usernameBase(candidate.fullName));
  errors.sort((a, b) => a.row - b.row);
  return { accepted, errors };
}
