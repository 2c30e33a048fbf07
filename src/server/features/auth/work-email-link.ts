import { z } from 'zod';
import { WORK_EMAIL_LINK_HOURS } from '../../../shared/company-domains/rules.js';
import { HOUR_MS } from '../../../shared/dates/durations.js';
import { derivedKey } from '../../db/app-secrets.js';
import type { Db } from '../../db/client.js';
import { seal, unseal } from '../mfa/sealing.js';

const CONTEXT = 'work email link v1';
const linkSchema = z.object({ email: z.string(), companyId: z.number(), expiresAt: z.number() });
export type WorkEmailClaim = Omit<z.infer<typeof linkSchema>, 'expiresAt'>;

const linkKey = (db: Db) => derivedKey(db, 'link-signing', CONTEXT);

/**
 * The address and its company travel in the link, encrypted and authenticated, as a code
 * registration's do (decision 078): nothing is stored, and the account the link makes takes the
 * address, so the link works once (decision 128).
 */
export async function workEmailToken(db: Db, claim: WorkEmailClaim, now: Date) {
  const expiresAt = now.getTime() + WORK_EMAIL_LINK_HOURS * HOUR_MS;
  return seal(await linkKey(db), JSON.stringify({ ...claim, expiresAt }), CONTEXT);
}

/** The claim a link carries, or null when it was not made here or has expired. */
export async function openWorkEmailToken(db: Db, token: string, now: Date) {
  const plain = unseal(await linkKey(db), token, CONTEXT);
  if (plain === null) return null;
  const parsed = linkSchema.safeParse(JSON.parse(plain));
  if (!parsed.success || parsed.data.expiresAt <= now.getTime()) return null;
  return { email: parsed.data.email, companyId: parsed.data.companyId } satisfies WorkEmailClaim;
}
