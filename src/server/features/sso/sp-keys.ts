import { eq } from 'drizzle-orm';
import { derivedKey } from '../../db/app-secrets.js';
import type { Db } from '../../db/client.js';
import { companySpKeys } from '../../db/schema-sso.js';
import { makeKeyPair } from '../../identity/self-signed-cert.js';
import { seal, unseal } from '../mfa/sealing.js';

/** Ten years: a provider that pinned the certificate need not be told of a new one soon. */
const VALID_DAYS = 3650;

/** Sealed as the client secrets are, with a key of its own bound to the company (decision 123). */
const keyOf = (db: Db) => derivedKey(db, 'sso-encryption', 'saml sp signing keys v1');
const context = (companyId: number) => `company-sp-key:${companyId}`;

export interface SpKeys {
  /** Base64 DER, as metadata carries it. */
  certificate: string;
  privateKeyPem: string;
}

/**
 * ClassPerk's signing key pair for a company's SAML trust, made the first time it is needed. Of
 * two app servers making one at once, the first insert wins and both use it.
 */
export async function spKeysOf(db: Db, companyId: number): Promise<SpKeys> {
  const read = () => db.select().from(companySpKeys).where(eq(companySpKeys.companyId, companyId));
  let [row] = await read();
  if (!row) {
    const pair = makeKeyPair(`ClassPerk for company ${companyId}`, VALID_DAYS);
    await db
      .insert(companySpKeys)
      .values({
        companyId,
        certificate: pair.certificate,
        privateKey: seal(await keyOf(db), pair.privateKeyPem, context(companyId)),
      })
      .onConflictDoNothing();
    [row] = await read();
  }
  const privateKeyPem = unseal(await keyOf(db), row!.privateKey, context(companyId));
  if (!privateKeyPem) throw new Error('The SAML signing key could not be unsealed');
  return { certificate: row!.certificate, privateKeyPem };
}
