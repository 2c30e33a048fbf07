import { eq } from 'drizzle-orm';
import type { FastifyRequest, onSendAsyncHookHandler } from 'fastify';
import type { Db } from '../../db/client.js';
import { conversations } from '../../db/schema-messaging.js';
import { students } from '../../db/schema.js';
import { safeReason } from '../../logging.js';
import { AUDITED_ROUTES, type AuditedRoute } from './audited-routes.js';
import { accountOfChild, recordAudit } from '../../records/audit.js';

const positiveId = (value: unknown) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

function recordIdOf(route: AuditedRoute, request: FastifyRequest, payload: unknown) {
  if (route.id === 'answer') {
    if (typeof payload !== 'string') return null;
    try {
      return positiveId((JSON.parse(payload) as { id?: unknown }).id);
    } catch {
      return null;
    }
  }
  return positiveId((request.params as Record<string, unknown>)[route.id.param]);
}

/**
 * Whose data the record is, or null when the reader is the child or the child's own parent: the
 * family reading its own records is not audited (issue 17 §1).
 */
async function subjectOf(db: Db, route: AuditedRoute, id: number | null, actorId: number) {
  if (id === null) return { audited: true, subjectId: null };
  if (route.recordType === 'conversation') {
    const [conversation] = await db
      .select({ parentId: conversations.parentId })
      .from(conversations)
      .where(eq(conversations.id, id));
    return { audited: true, subjectId: conversation?.parentId ?? null };
  }
  const [child] = await db
    .select({ userId: students.userId, parentId: students.parentId })
    .from(students)
    .where(route.recordType === 'student' ? eq(students.id, id) : eq(students.userId, id))
    .limit(1);
  const family = child && (child.userId === actorId || child.parentId === actorId);
  if (route.action === 'read' && family) return { audited: false, subjectId: null };
  if (route.recordType !== 'student') return { audited: true, subjectId: id };
  return { audited: true, subjectId: child ? accountOfChild(child) : null };
}

/**
 * Records the successful calls AUDITED_ROUTES lists. A trail that cannot be written is logged and
 * never changes the answer, like the refusal log.
 */
export const recordAudited =
  (db: Db): onSendAsyncHookHandler =>
  async (request, reply, payload) => {
    const route = AUDITED_ROUTES[`${request.method} ${request.routeOptions.url ?? ''}`];
    if (!route || !request.user || reply.statusCode >= 300) return payload;
    try {
      const recordId = recordIdOf(route, request, payload);
      const { audited, subjectId } = await subjectOf(db, route, recordId, request.user.id);
      if (!audited) return payload;
      const body = request.body;
      await recordAudit(db, request, {
        action: route.action,
        recordType: route.recordType,
        recordId,
        subjectId,
        reason: route.reason ?? null,
        ...(route.action === 'update' && body && typeof body === 'object'
          ? { fields: Object.keys(body) }
          : {}),
      });
    } catch (err) {
      request.log.warn(
        { reqId: request.id, reason: err instanceof Error ? safeReason(err) : String(err) },
        'audit event not recorded',
      );
    }
    return payload;
  };
