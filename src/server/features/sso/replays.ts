import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ssoAssertions } from '../../db/schema-sso.js';

/**
 * Records a SAML assertion as used, until it expires; false when it was already used. The
 * primary key makes the check and the record one statement, so of two app servers given the
 * same assertion at once exactly one accepts it.
 */
export async function keepAssertion(
  db: Db,
  companyId: number,
  assertion: { id: string; expiresAt: Date },
): Promise<boolean> {
  await db
    .delete(ssoAssertions)
    .where(and(eq(ssoAssertions.companyId, companyId), lt(ssoAssertions.expiresAt, new Date())));
  const kept = await db
    .insert(ssoAssertions)
    .values({ companyId, assertionId: assertion.id.slice(0, 500), expiresAt: assertion.expiresAt })
    .onConflictDoNothing()
    .returning({ id: ssoAssertions.assertionId });
  return kept.length === 1;
}
