import type { FastifyRequest } from 'fastify';
import { and, eq, gt, sql } from 'drizzle-orm';
import { ADMIN_READ_MINUTES } from '../../shared/messaging/messages.js';
import type {
  SecurityEventDetail,
  SecurityEventOutcome,
  SecurityEventType,
} from '../../shared/security/events.js';
import type { Db } from '../db/client.js';
import { securityEvents } from '../db/schema.js';

export interface SecurityEvent {
  type: SecurityEventType;
  outcome: SecurityEventOutcome;
  /** Defaults to the signed-in user of the request. */
  actorId?: number | null;
  /** The account the event concerns, when it is not the actor's own. */
  subjectId?: number | null;
  /** The name typed at sign-in, kept for failures that match no account. */
  username?: string | null;
  detail?: SecurityEventDetail;
}

const clip = (value: string | undefined | null, length: number) =>
  value ? value.replaceAll('\u0000', '').slice(0, length) : null;

/**
 * Writes one event, with where it came from. Pass the transaction of the change it records, so
 * the log holds exactly the changes that happened.
 */
export async function recordSecurityEvent(
  db: Db,
  request: FastifyRequest | null,
  event: SecurityEvent,
): Promise<number> {
  const [row] = await db
    .insert(securityEvents)
    .values({
      type: event.type,
      outcome: event.outcome,
      actorId: event.actorId === undefined ? (request?.user?.id ?? null) : event.actorId,
      subjectId: event.subjectId ?? null,
      username: clip(event.username, 200),
      ip: request?.ip ?? null,
      userAgent: clip(request?.headers['user-agent'], 300),
      method: request?.method ?? null,
      // The route's pattern, never the URL: query strings can carry tokens.
      path: clip(request?.routeOptions.url ?? null, 200),
      detail: event.detail ?? null,
    })
    .returning({ id: securityEvents.id });
  return row!.id;
}

/**
 * Whether the admin recorded a reading of this record (the event's `detail[key]` is its id), with
 * a reason, within the last hour: private words are read only after saying why (decision 056).
 */
export async function readWithReasonLately(
  db: Db,
  adminId: number,
  type: Extract<SecurityEventType, `${string}_read`>,
  key: string,
  id: number,
) {
  const [row] = await db
    .select({ id: securityEvents.id })
    .from(securityEvents)
    .where(
      and(
        eq(securityEvents.actorId, adminId),
        gt(securityEvents.occurredAt, sql`now() - make_interval(mins => ${ADMIN_READ_MINUTES})`),
        eq(securityEvents.type, type),
        sql`(${securityEvents.detail}->>${key})::int = ${id}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
