import { createHmac, timingSafeEqual } from 'node:crypto';
import { derivedKey } from '../../db/app-secrets.js';
import type { Db } from '../../db/client.js';

/** The bulk emails a person can turn off from the email itself, without signing in. */
export const EMAIL_LISTS = ['reminders', 'digest', 'messages'] as const;
export type EmailList = (typeof EMAIL_LISTS)[number];

/** Where each list's switch-off link points, under /api. */
export const OFF_PATHS: Record<EmailList, string> = {
  reminders: '/reminders/off',
  digest: '/weekly-digest/off',
  messages: '/message-emails/off',
};

/**
 * The key for one list's links only, derived from the link-signing secret (decision 029), so a
 * token for one list never turns off another.
 */
export const offLinkKey = (db: Db, list: EmailList): Promise<Buffer> =>
  derivedKey(db, 'link-signing', `${list}-off link v1`);

const sign = (key: Buffer, list: EmailList, userId: number) =>
  createHmac('sha256', key).update(`${list}-off:${userId}`).digest('base64url');

/** A link token that turns one user's list off and does nothing else; it does not expire. */
export const offToken = (key: Buffer, list: EmailList, userId: number) =>
  `${userId}.${sign(key, list, userId)}`;

/** The address a list's emails link to, and that their List-Unsubscribe header names. */
export const offLink = (publicUrl: string, list: EmailList, key: Buffer, userId: number) =>
  `${publicUrl}/api${OFF_PATHS[list]}?token=${offToken(key, list, userId)}`;

/** The user a token was made for, or null when it was not signed with this key for this list. */
export function verifyOffToken(key: Buffer, list: EmailList, token: string): number | null {
  const [id, signature] = token.split('.');
  const userId = Number(id);
  if (!Number.isSafeInteger(userId) || userId <= 0 || !signature) return null;
  const expected = Buffer.from(sign(key, list, userId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

/**
 * RFC 8058: mail apps show their own "unsubscribe", which posts to the list's switch-off address.
 * Gmail and Yahoo require it of bulk mail.
 */
export const oneClickHeaders = (offUrl: string) => ({
  'List-Unsubscribe': `<${offUrl}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});
