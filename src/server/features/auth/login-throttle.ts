import { and, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rateEvents } from '../../db/schema.js';
import { HOUR_MS } from '../../../shared/dates/durations.js';

const WINDOW_MS = 15 * 60_000;
/** Failures allowed in 15 minutes from browsers the account has not signed in on (decision 036). */
export const PAIR_LIMIT = 5;
export const ADDRESS_LIMIT = 30;
export const UNTRUSTED_ACCOUNT_LIMIT = 20;
/** Failures allowed in 15 minutes from one browser that carries the account's device cookie. */
export const DEVICE_LIMIT = 5;
/** Failures allowed for one account in an hour, whoever makes them. */
export const ACCOUNT_HOURLY_LIMIT = 100;

export interface LoginClient {
  subject: string;
  ip: string;
  deviceId: number | null;
}

interface Rule {
  match: SQL | undefined;
  limit: number;
  windowMs: number;
}

const rulesFor = ({ subject, ip, deviceId }: LoginClient): Rule[] => {
  const ofAccount = eq(rateEvents.subject, subject);
  const hourly = { match: ofAccount, limit: ACCOUNT_HOURLY_LIMIT, windowMs: HOUR_MS };
  if (deviceId !== null) {
    return [
      { match: eq(rateEvents.deviceId, deviceId), limit: DEVICE_LIMIT, windowMs: WINDOW_MS },
      hourly,
    ];
  }
  const untrusted = isNull(rateEvents.deviceId);
  const fromIp = eq(rateEvents.ip, ip);
  return [
    { match: and(untrusted, ofAccount, fromIp), limit: PAIR_LIMIT, windowMs: WINDOW_MS },
    { match: and(untrusted, fromIp), limit: ADDRESS_LIMIT, windowMs: WINDOW_MS },
    { match: and(untrusted, ofAccount), limit: UNTRUSTED_ACCOUNT_LIMIT, windowMs: WINDOW_MS },
    hourly,
  ];
};

/**
 * Per rule, the limit-th newest failure in its window: while there is one, the rule is full, and
 * one more attempt fits once that failure leaves the window. One query answers for every rule.
 */
async function retryAfterSeconds(db: Db, client: LoginClient) {
  const now = Date.now();
  const freesAt = rulesFor(client).map(
    (rule) => sql`(select extract(epoch from ${rateEvents.createdAt}) * 1000 + ${rule.windowMs}
      from ${rateEvents}
      where ${and(
        eq(rateEvents.bucket, 'login_failure'),
        rule.match,
        gt(rateEvents.createdAt, new Date(now - rule.windowMs)),
      )}
      order by ${rateEvents.createdAt} desc offset ${rule.limit - 1} limit 1)`,
  );
  const [row] = await db
    .select({ at: sql`greatest(${sql.join(freesAt, sql`, `)})`.mapWith(Number) })
    .from(sql`(values (1)) as one`);
  const at = row?.at ?? 0;
  return at > now ? Math.ceil((at - now) / 1000) : 0;
}

/**
 * Counts the attempt as a failure before its password is checked. The count and the record are
 * one transaction holding the account's (and, for an untrusted client, the address's) advisory
 * lock, so however many requests arrive at once, at most the limit reach the check. A look
 * without the lock first turns a burst away without making it queue for the lock.
 */
export async function reserveLoginAttempt(
  db: Db,
  client: LoginClient,
): Promise<{ attemptId: number } | { retryAfterSeconds: number }> {
  const early = await retryAfterSeconds(db, client);
  if (early > 0) return { retryAfterSeconds: early };
  return db.transaction(async (tx) => {
    const keys = [`login:subject:${client.subject}`];
    if (client.deviceId === null) keys.push(`login:ip:${client.ip}`);
    for (const key of keys) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    }
    const wait = await retryAfterSeconds(tx, client);
    if (wait > 0) return { retryAfterSeconds: wait };
    const [attempt] = await tx
      .insert(rateEvents)
      .values({
        bucket: 'login_failure',
        subject: client.subject,
        ip: client.ip,
        deviceId: client.deviceId,
      })
      .returning({ id: rateEvents.id });
    return { attemptId: attempt!.id };
  });
}

/** The password was right: the attempt was no failure, and this client's earlier ones are forgiven. */
export async function forgiveLoginFailures(db: Db, client: LoginClient, attemptId: number) {
  const ofClient =
    client.deviceId === null
      ? and(
          isNull(rateEvents.deviceId),
          eq(rateEvents.subject, client.subject),
          eq(rateEvents.ip, client.ip),
        )
      : eq(rateEvents.deviceId, client.deviceId);
  await db
    .delete(rateEvents)
    .where(and(eq(rateEvents.bucket, 'login_failure'), or(eq(rateEvents.id, attemptId), ofClient)));
}

/**
 * The password was right but a second step remains: only this attempt is forgiven, so wrong
 * codes, which count as failures too, are not wiped by typing the password again.
 */
export async function forgiveAttempt(db: Db, attemptId: number) {
  await db.delete(rateEvents).where(eq(rateEvents.id, attemptId));
}
