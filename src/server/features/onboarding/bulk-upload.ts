import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { BulkUploadResult } from '../../../shared/onboarding/schemas.js';
import type { bulkUploadSchema } from '../../../shared/onboarding/schemas.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { NewAccount } from './accounts.js';
import { usernameAllocator, usernameBase } from './usernames.js';

const emailCheck = z.email();

type Input = z.output<typeof bulkUploadSchema>;

/**
 * Checks every row again on the server. A row fails, with its reason, for a missing name, a bad
 * email, an email outside the given domain, a duplicate within the file or an email in use;
 * the other rows go ahead.
 */
export async function sortRows(db: Db, input: Input) {
  const errors: BulkUploadResult['errors'] = [];
  const firstRowOf = new Map<string, number>();
  const candidates: (NewAccount & { row: number })[] = [];
  const domain = input.domain?.replace(/^@/, '').toLowerCase();

  input.employees.forEach((employee, index) => {
    const row = employee.row ?? index + 2;
    const email = employee.email.trim().toLowerCase();
    const fullName = employee.fullName.trim().replace(/\s+/g, ' ');
    const fail = (error: string) => errors.push({ row, email: employee.email, error });
    if (!fullName) return fail('Full name is missing.');
    if (!emailCheck.safeParse(email).success) return fail('The email address is not valid.');
    if (domain && !email.endsWith(`@${domain}`))
      return fail(`The email address is not on ${domain}.`);
    const first = firstRowOf.get(email);
    if (first !== undefined)
      return fail(`This email appears more than once in the file (first on row ${first}).`);
    firstRowOf.set(email, row);
    candidates.push({ row, fullName, email, username: '' });
  });

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
