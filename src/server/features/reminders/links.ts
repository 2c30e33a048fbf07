import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appSecrets } from '../../db/schema.js';

const SECRET_NAME = 'link-signing';
const PURPOSE = 'reminders-off';

/**
 * The app's link-signing secret: random, made on first use and kept in the database so that every
 * app server and worker signs alike (decision 029). The first insert wins; others read it.
 */
async function linkSecret(db: Db): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, SECRET_NAME));
  return row!.value;
}

const keys = new WeakMap<Db, Promise<Buffer>>();

/** The key for reminder links only, derived from the secret, so no other link's signature fits. */
export function reminderLinkKey(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = linkSecret(db).then((secret) =>
      Buffer.from(hkdfSync('sha256', secret, 'classperk', `${PURPOSE} link v1`, 32)),
    );
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

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
