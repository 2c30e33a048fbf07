import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { registrationCodeResponseSchema } from '../../../shared/onboarding/schemas.js';
import type { TimeCursor } from '../../../shared/pagination.js';
import type { Db } from '../../db/client.js';
import { registrationCodes } from '../../db/schema.js';
import { keysetRows, microsOf } from '../../http/keyset.js';
import { DAY_MS } from '../../../shared/dates/durations.js';

// No look-alike characters, so a code read aloud or from a poster is typed right.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LENGTH = 8;

export const newCode = () =>
  Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

type CodeRow = typeof registrationCodes.$inferSelect;

export function presentCode(
  row: CodeRow,
  now = Date.now(),
): z.output<typeof registrationCodeResponseSchema> {
  const status = row.revokedAt
    ? 'revoked'
    : row.expiresAt.getTime() <= now
      ? 'expired'
      : row.uses >= row.maxUses
        ? 'used up'
        : 'active';
  return {
    id: row.id,
    code: row.code,
    companyId: row.companyId,
    role: row.role,
    maxUses: row.maxUses,
    uses: row.uses,
    expiresAt: row.expiresAt,
    revokedAt: row.revokedAt,
    createdAt: row.createdAt,
    status,
  };
}

export async function insertCode(
  db: Db,
  values: {
    companyId: number;
    maxUses: number;
    expiryDays: number;
    role: string;
    createdBy: number;
  },
) {
  // 32^8 codes make a collision rare; the unique index makes it impossible, so retry on one.
  for (let attempt = 0; ; attempt++) {
    const [row] = await db
      .insert(registrationCodes)
      .values({
        code: newCode(),
        companyId: values.companyId,
        role: values.role,
        maxUses: values.maxUses,
        expiresAt: new Date(Date.now() + values.expiryDays * DAY_MS),
        createdBy: values.createdBy,
      })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    if (attempt >= 5) throw new Error('Could not allocate a unique registration code');
  }
}

/** A page of a company's codes, newest first, after the cursor of the page before (decision 049). */
export const listCodes = (
  db: Db,
  companyId: number,
  cursor: TimeCursor | undefined,
  pageSize: number,
) =>
  keysetRows(
    db
      .select({ code: registrationCodes, micros: microsOf(registrationCodes.createdAt) })
      .from(registrationCodes)
      .$dynamic(),
    { direction: 'desc', time: registrationCodes.createdAt, id: registrationCodes.id },
    { cursor, pageSize },
    eq(registrationCodes.companyId, companyId),
  );

export const revokeCode = (db: Db, id: number) =>
  db
    .update(registrationCodes)
    .set({ revokedAt: new Date() })
    .where(and(eq(registrationCodes.id, id), isNull(registrationCodes.revokedAt)))
    .returning();
