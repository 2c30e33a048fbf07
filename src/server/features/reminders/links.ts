import { createHmac, timingSafeEqual } from 'node:crypto';
import { derivedKey } from '../../db/app-secrets.js';
import type { Db } from '../../db/client.js';

const PURPOSE = 'reminders-off';

/** The key for reminder links only, derived from the link-signing secret (decision 029). */
export const reminderLinkKey = (db: Db): Promise<Buffer> =>
  derivedKey(db, 'link-signing', `${PURPOSE} link v1`);

const sign = (key: Buffer, userId: number) =>
  createHmac('sha256', key).update(`${PURPOSE}:${userId}`).digest('base64url');

/** A link token that turns one user's reminders off and does nothing else; it does not expire. */
export const reminderOffToken = (key: Buffer, userId: number) => `${userId}.${sign(key, userId)}`;

/** The user a token was made for, or null when it was not signed with this key for this purpose. */
export function verifyReminderOffToken(key: Buffer, token: string): number | null {
  const [id, signature] = token.split('.');
  const userId = Number(id);
  if (!Number.isSafeInteger(userId) || userId <= 0 || !signature) return null;
  const expected = Buffer.from(sign(key, userId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}
