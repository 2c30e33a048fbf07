import type { FastifyRequest } from 'fastify';
import type { AuditAction, AuditReason, AuditRecordType } from '../../shared/audit/events.js';
import type { Db } from '../db/client.js';
import { auditEvents } from '../db/schema-audit.js';

export interface AuditEvent {
  action: AuditAction;
  recordType: AuditRecordType;
  recordId?: number | null;
  /** The person whose data it is. */
  subjectId?: number | null;
  /** Names of the fields changed, never their values. */
  fields?: string[];
  reason?: AuditReason | null;
  /** The security log entry holding the reason as typed (decision 088). */
  securityEventId?: number;
  /** Who acted, when the request has no signed-in user yet (a sign-in). */
  actor?: { id: number; role: string };
}

/** The names of the fields a change sets: a body's keys that hold a value. */
export const changedFields = (body: object) =>
  Object.entries(body).flatMap(([name, value]) => (value === undefined ? [] : [name]));

/** Whose data a child's record is: the child's own account, else the parent's. */
export const accountOfChild = (child: { userId: number | null; parentId: number | null }) =>
  child.userId ?? child.parentId;

/**
 * Appends one row to the audit trail, with who acted (the request's user, or the system when
 * there is no request) and from where. Pass the transaction of the change it records, so the
 * trail holds exactly the changes that happened.
 */
export async function recordAudit(
  db: Db,
  request: FastifyRequest | null,
  event: AuditEvent,
): Promise<void> {
  await recordAudits(db, request, [event]);
}

/** recordAudit for several rows in one statement: a page of records read at once. */
export async function recordAudits(
  db: Db,
  request: FastifyRequest | null,
  events: readonly AuditEvent[],
): Promise<void> {
  if (events.length === 0) return;
  await db.insert(auditEvents).values(
    events.map((event) => ({
      actorId: event.actor?.id ?? request?.user?.id ?? null,
      actorRole: event.actor?.role ?? request?.user?.role ?? null,
      action: event.action,
      recordType: event.recordType,
      recordId: event.recordId ?? null,
      subjectId: event.subjectId ?? null,
      fields: event.fields ?? null,
      reason: event.reason ?? null,
      securityEventId: event.securityEventId ?? null,
      ip: request?.ip ?? null,
    })),
  );
}
