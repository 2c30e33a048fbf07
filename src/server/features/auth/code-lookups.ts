import { and, count, eq, gt, isNull, lt, min, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REGISTRATION_MSG } from '../../../shared/onboarding/registration-messages.js';
import type { Db } from '../../db/client.js';
import { companies, rateEvents, registrationCodes } from '../../db/schema.js';
import { notFound, tooManyRequests } from '../../http/errors.js';
import type { Services } from '../../services.js';

/**
 * Unknown codes one address may try in the window. Codes have 32^8 values, so this stops a scan,
 * not a lucky guess. Codes that exist but can no longer be used are not counted: they come from
 * employers' real links, and a whole office behind one address may follow one that has just run
 * out (decision 045).
 */
export const CODE_LOOKUP_LIMIT = 10;
export const CODE_LOOKUP_WINDOW_MS = 15 * 60_000;
const BUCKET = 'registration_code';

/** A code someone can register with now: known, not revoked, not expired, not used up. */
export const usableCode = (code: string) =>
  and(
    eq(registrationCodes.code, code),
    isNull(registrationCodes.revokedAt),
    gt(registrationCodes.expiresAt, new Date()),
    lt(registrationCodes.uses, registrationCodes.maxUses),
  );

/** The same answer for every code that cannot be used, so look-ups cannot sort codes by state. */
export const unusableCode = () => notFound(REGISTRATION_MSG.codeUnusable);

async function failuresFrom(tx: Db, ip: string) {
  const [row] = await tx
    .select({ n: count(), oldest: min(rateEvents.createdAt) })
    .from(rateEvents)
    .where(
      and(
        eq(rateEvents.bucket, BUCKET),
        eq(rateEvents.ip, ip),
        gt(rateEvents.createdAt, new Date(Date.now() - CODE_LOOKUP_WINDOW_MS)),
      ),
    );
  return { n: row?.n ?? 0, oldest: row?.oldest ?? null };
}

/**
 * Checks a code for a visitor and answers what it may show: the company and role, or a 404 that
 * says nothing of why, or a 429 with Retry-After once the address has tried too many. The count,
 * the check and the record of a failure happen under the address's advisory lock in one
 * transaction, so a burst of any size gets at most the limit of checks (decision 036).
 */
export async function lookUpCode(
  { db, rate }: Pick<Services, 'db' | 'rate'>,
  request: FastifyRequest,
  reply: FastifyReply,
  code: string,
) {
  const outcome = await db.transaction(async (tx) => {
    await rate.lock(tx, BUCKET, null, request.ip);
    const failures = await failuresFrom(tx, request.ip);
    if (failures.n >= CODE_LOOKUP_LIMIT) {
      const freesAt = (failures.oldest?.getTime() ?? Date.now()) + CODE_LOOKUP_WINDOW_MS;
      return { retryAfterSeconds: Math.max(1, Math.ceil((freesAt - Date.now()) / 1000)) };
    }
    const [row] = await tx
      .select({
        companyName: companies.name,
        role: registrationCodes.role,
        usable: sql<boolean>`coalesce(${usableCode(code)}, false)`,
      })
      .from(registrationCodes)
      .innerJoin(companies, eq(companies.id, registrationCodes.companyId))
      .where(eq(registrationCodes.code, code));
    if (!row) await rate.record(BUCKET, 'lookup', request.ip, tx);
    const found = row?.usable ? { companyName: row.companyName, role: row.role } : undefined;
    return { found };
  });
  if ('retryAfterSeconds' in outcome) {
    reply.header('retry-after', String(outcome.retryAfterSeconds));
    throw tooManyRequests(REGISTRATION_MSG.tooManyCodes);
  }
  if (!outcome.found) throw unusableCode();
  return outcome.found;
}
