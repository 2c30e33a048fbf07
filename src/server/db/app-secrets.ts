import { hkdfSync, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client.js';
import { appSecrets } from './schema.js';

/**
 * One of the app's secrets: random, made on first use and kept in the database so that every app
 * server and worker holds the same one (decision 029). The first insert wins; others read it.
 */
async function appSecret(db: Db, name: string): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  return row!.value;
}

const keys = new WeakMap<Db, Map<string, Promise<Buffer>>>();

/**
 * A 32-byte key for one purpose, derived from a named app secret, so a key made for one use never
 * fits another. Read once per database and kept.
 */
export function derivedKey(db: Db, secretName: string, purpose: string): Promise<Buffer> {
  let ofDb = keys.get(db);
  if (!ofDb) keys.set(db, (ofDb = new Map<string, Promise<Buffer>>()));
  const id = `${secretName}\n${purpose}`;
  let key = ofDb.get(id);
  if (!key) {
    key = appSecret(db, secretName).then((secret) =>
      Buffer.from(hkdfSync('sha256', secret, 'classperk', purpose, 32)),
    );
    key.catch(() => ofDb.delete(id));
    ofDb.set(id, key);
  }
  return key;
}
