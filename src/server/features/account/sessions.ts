import { and, desc, eq, gt } from 'drizzle-orm';
import { errorBodySchema, noContent } from '../../../shared/api/contract.js';
import { currentPasswordSchema } from '../../../shared/auth/mfa.js';
import {
  SESSION_NOT_FOUND,
  sessionPublicIdParam,
  sessionsEndedSchema,
  signedInDevicesSchema,
} from '../../../shared/account/sessions.js';
import { authSessions } from '../../db/schema.js';
import type { Api } from '../../http/contract.js';
import { notFound } from '../../http/errors.js';
import type { Services } from '../../services.js';
import { recordSecurityEvent } from '../../records/security-log.js';
import { currentUser } from '../../identity/guard.js';
import { assertCurrentPassword } from '../auth/password-check.js';
import { otherSessions } from '../../identity/sessions.js';
import { deviceLabel } from './device-label.js';
import { ROLES } from '../../../shared/constants.js';

const tags = ['Account'];

/**
 * The signed-in user's own sessions: where they are signed in, and ending any of them. Ending one
 * needs the current password (ASVS 7.5.2), so a stolen cookie cannot sign the owner out.
 */
export function registerSessionRoutes(app: Api, services: Services) {
  const { db, config } = services;
  const own = (userId: number) => {
    const now = Date.now();
    return and(
      eq(authSessions.userId, userId),
      gt(authSessions.expiresAt, new Date(now)),
      gt(authSessions.lastSeenAt, new Date(now - config.sessionIdleMs)),
    );
  };

  app.get(
    '/account/sessions',
    {
      config: { access: ROLES },
      schema: {
        summary: 'Where you are signed in',
        description: 'Your live sessions: this one (`current`) first, then the most recently used.',
        tags,
        response: { 200: signedInDevicesSchema },
      },
    },
    async (request) => {
      const rows = await db
        .select()
        .from(authSessions)
        .where(own(currentUser(request).id))
        .orderBy(desc(authSessions.lastSeenAt), desc(authSessions.createdAt));
      const current = (row: (typeof rows)[number]) => row.idHash === request.sessionIdHash;
      // This device first, so people see at once which one they are holding.
      rows.sort((a, b) => Number(current(b)) - Number(current(a)));
      return {
        items: rows.map((row) => ({
          id: row.publicId,
          device: deviceLabel(row.userAgent),
          ip: row.ip,
          createdAt: row.createdAt,
          lastSeenAt: row.lastSeenAt,
          current: current(row),
        })),
      };
    },
  );

  app.post(
    '/account/sessions/:publicId/end',
    {
      config: { access: ROLES },
      schema: {
        summary: 'Sign out one of your devices',
        description:
          'Needs your current password. Another user’s session answers 404, the same as one that has ended.',
        tags,
        params: sessionPublicIdParam,
        body: currentPasswordSchema,
        response: {
          204: noContent,
          400: errorBodySchema,
          404: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await assertCurrentPassword(db, request, reply, user, request.body.currentPassword);
      const ended = await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(authSessions)
          .where(
            and(
              eq(authSessions.userId, user.id),
              eq(authSessions.publicId, request.params.publicId),
            ),
          )
          .returning({ idHash: authSessions.idHash });
        if (!row) return false;
        await recordSecurityEvent(tx, request, {
          type: 'session_ended',
          outcome: 'success',
          detail: { current: row.idHash === request.sessionIdHash },
        });
        return true;
      });
      if (!ended) throw notFound(SESSION_NOT_FOUND);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/account/sessions/end-others',
    {
      config: { access: ROLES },
      schema: {
        summary: 'Sign out everywhere else',
        description:
          'Needs your current password. Ends every session of yours but this one; answers how many ended.',
        tags,
        body: currentPasswordSchema,
        response: { 200: sessionsEndedSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await assertCurrentPassword(db, request, reply, user, request.body.currentPassword);
      return db.transaction(async (tx) => {
        const rows = await tx
          .delete(authSessions)
          .where(otherSessions(user.id, request.sessionIdHash))
          .returning({ idHash: authSessions.idHash });
        await recordSecurityEvent(tx, request, {
          type: 'sessions_ended',
          outcome: 'success',
          detail: { ended: rows.length },
        });
        return { ended: rows.length };
      });
    },
  );
}
