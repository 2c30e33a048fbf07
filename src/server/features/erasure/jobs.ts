import { and, eq, exists, inArray, not, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bossJobs } from '../../jobs/boss-tables.js';
import { recoveryQueue } from '../auth/recovery-emails.js';
import { accountsQueue } from '../onboarding/accounts-queue.js';
import type { Family } from './erase.js';

/**
 * Two queues carry what a person typed or an admin uploaded, because no account is looked up when
 * they are sent: a forgotten-details request (an address or username, decision 033's equal work)
 * and an import (a file's names and addresses); and a failed job keeps its error, which may name an
 * address. pg-boss deletes finished jobs only at its next maintenance, so an erasure takes the
 * person out of them itself, in its transaction: a request is deleted (its account is gone
 * anyway); an import keeps its other employees for the admin; an error naming them is replaced.
 */
export async function eraseFromJobs(tx: Db, { identifiers, emails }: Family) {
  const data = sql`${bossJobs.data}`;
  await tx
    .delete(bossJobs)
    .where(
      and(
        eq(bossJobs.name, recoveryQueue.name),
        or(
          inArray(sql`lower(${data}->>'email')`, emails),
          inArray(sql`lower(${data}->>'username')`, identifiers),
        ),
      ),
    );
  // A failed job keeps its error as output, and a mail server's refusal names the recipient.
  await tx
    .update(bossJobs)
    .set({ output: { message: 'Removed by an erasure: it named the erased account.' } })
    .where(
      or(...emails.map((email) => sql`position(${email} in lower(${bossJobs.output}::text)) > 0`)),
    );
  const employees = sql`jsonb_array_elements(${data}->'request'->'input'->'employees') as e`;
  const theirs = inArray(sql`lower(e->>'email')`, emails);
  await tx
    .update(bossJobs)
    .set({
      data: sql`jsonb_set(${data}, '{request,input,employees}', (
        select coalesce(jsonb_agg(e), '[]'::jsonb) from ${employees} where ${not(theirs)}))`,
    })
    .where(
      and(
        eq(bossJobs.name, accountsQueue.name),
        exists(
          tx
            .select({ one: sql`1` })
            .from(sql`${employees}`)
            .where(theirs),
        ),
      ),
    );
}
