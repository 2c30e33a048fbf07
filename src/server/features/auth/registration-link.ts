import { z } from 'zod';
import { derivedKey } from '../../db/app-secrets.js';
import type { Db } from '../../db/client.js';
import { seal, unseal } from '../mfa/sealing.js';
import { HOUR_MS } from '../../../shared/dates/durations.js';

/** How long the emailed link finishes a registration (decision 078). */
export const REGISTRATION_LINK_HOURS = 24;
const CONTEXT = 'registration link v1';

const pendingSchema = z.object({
  code: z.string(),
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  passwordHash: z.string(),
  expiresAt: z.number(),
});
export type PendingRegistration = Omit<z.infer<typeof pendingSchema>, 'expiresAt'>;

const linkKey = (db: Db) => derivedKey(db, 'link-signing', CONTEXT);

/**
 * The registration travels in its own link, encrypted and authenticated: nothing is stored, and
 * no account (nor its username or address) is taken until the address's owner opens the link.
 */
export async function registrationToken(db: Db, pending: PendingRegistration, now: Date) {
  const expiresAt = now.getTime() + REGISTRATION_LINK_HOURS * HOUR_MS;
  return seal(await linkKey(db), JSON.stringify({ ...pending, expiresAt }), CONTEXT);
}

/** The registration a link carries, or null when it was not made here or has expired. */
export async function openRegistrationToken(
  db: Db,
  token: string,
  now: Date,
): Promise<PendingRegistration | null> {
  const plain = unseal(await linkKey(db), token, CONTEXT);
  if (plain === null) return null;
  const parsed = pendingSchema.safeParse(JSON.parse(plain));
  if (!parsed.success || parsed.data.expiresAt <= now.getTime()) return null;
  const { expiresAt: _expiresAt, ...pending } = parsed.data;
  return pending;
}
