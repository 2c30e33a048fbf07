import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companyProvisioning } from '../../db/schema-provisioning.js';
import { hashSecret, newSecret } from '../../identity/tokens.js';
import { ScimError } from './errors.js';
import { recordEvent } from './users.js';

/** Names ClassPerk's SCIM tokens, so a leaked one is recognisable in a secret scanner. */
const TOKEN_PREFIX = 'cpscim_';

const unauthenticated = () =>
  new ScimError(401, 'Send the company’s SCIM token as "Authorization: Bearer <token>".');

/** The company whose token the request carries, or SCIM's 401. Only the token's hash is stored. */
export async function companyOfToken(db: Db, authorization: string | undefined) {
  const token = /^Bearer\s+(\S{1,200})\s*$/i.exec(authorization ?? '')?.[1];
  if (!token?.startsWith(TOKEN_PREFIX)) throw unauthenticated();
  const [row] = await db
    .select({ companyId: companyProvisioning.companyId })
    .from(companyProvisioning)
    .where(eq(companyProvisioning.scimTokenHash, hashSecret(token)));
  if (!row) throw unauthenticated();
  return row.companyId;
}

/**
 * A new token for the company, replacing any it had (which stops working at once). The token is
 * returned this once; only its hash and last four characters are kept.
 */
export async function rotateToken(tx: Db, companyId: number, now: Date) {
  const token = `${TOKEN_PREFIX}${newSecret()}`;
  const values = {
    scimTokenHash: hashSecret(token),
    scimTokenHint: token.slice(-4),
    scimTokenCreatedAt: now,
  };
  await tx
    .insert(companyProvisioning)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: companyProvisioning.companyId, set: values });
  await recordEvent(tx, companyId, 'token_rotated');
  return token;
}
