import type { Db } from '../db/client.js';
import { companyDomains } from '../db/schema-company-domains.js';

let counter = 0;

/** A domain on a company's list, verified unless told otherwise (decision 128). */
export async function createCompanyDomain(
  db: Db,
  companyId: number,
  { domain, verified = true }: { domain?: string; verified?: boolean } = {},
) {
  const name = domain ?? `work${Date.now().toString(36)}${(counter++).toString(36)}.example.com`;
  const [row] = await db
    .insert(companyDomains)
    .values({
      companyId,
      domain: name,
      verifiedAt: verified ? new Date() : null,
      verifiedBy: verified ? `hr@${name}` : null,
    })
    .returning();
  return row!;
}
