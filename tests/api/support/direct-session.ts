import type { Db } from '../../../src/server/db/client.js';
import { authSessions, type UserRow } from '../../../src/server/db/schema.js';
import { SESSION_COOKIE } from '../../../src/server/identity/sessions.js';
import { hashSecret, newSecret } from '../../../src/server/identity/tokens.js';

/**
 * A Cookie header for a session made straight in the database, for tests that need many signed-in
 * users at once: signing each in would spend seconds on password hashing.
 */
export async function sessionCookieOf(db: Db, user: Pick<UserRow, 'id'>) {
  const secret = newSecret();
  await db.insert(authSessions).values({
    idHash: hashSecret(secret),
    userId: user.id,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return `${SESSION_COOKIE}=${secret}`;
}
