import { eq } from 'drizzle-orm';
import {
  adminErasureSchema,
  ERASURE_MSG,
  erasureStatusSchema,
} from '../../../shared/account/erasure.js';
import { errorBodySchema, noContent } from '../../../shared/api/contract.js';
import { currentPasswordSchema } from '../../../shared/auth/mfa.js';
import { idParam } from '../../../shared/validation.js';
import { accountErasures } from '../../db/schema-audit.js';
import { users } from '../../db/schema.js';
import type { Api } from '../../http/contract.js';
import { badRequest, notFound } from '../../http/errors.js';
import type { Services } from '../../services.js';
import { recordAudit } from '../../records/audit.js';
import { currentUser } from '../../identity/guard.js';
import { assertCurrentPassword } from '../auth/password-check.js';
import { signOutEverywhere } from '../../identity/sessions.js';
import { erasureScheduled } from './emails.js';
import { eraseAccount } from './erase.js';
import { ukLongDate } from '../../uk-time.js';
import { erasureStatus, graceEnd } from './pending.js';

const tags = ['Account: data protection'];

/** A parent deletes their own account with a grace period; an admin erases any at once. */
export function registerErasureRoutes(app: Api, { db, mail, config, sessions }: Services) {
  app.get(
    '/account/erasure',
    {
      config: { access: ['parent'] },
      schema: {
        summary: 'Whether your account is waiting to be deleted',
        tags,
        response: { 200: erasureStatusSchema },
      },
    },
    async (request) => erasureStatus(db, currentUser(request).id),
  );

  app.post(
    '/account/erasure',
    {
      config: { access: ['parent'] },
      schema: {
        summary: 'Delete your account and your children’s records after the grace period',
        description:
          'Needs your current password. Signs you out everywhere; signing in before the date answered cancels it.',
        tags,
        body: currentPasswordSchema,
        response: { 200: erasureStatusSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await assertCurrentPassword(db, request, reply, user, request.body.currentPassword);
      const eraseAfter = graceEnd(new Date());
      await db.transaction(async (tx) => {
        await tx
          .insert(accountErasures)
          .values({ userId: user.id, eraseAfter })
          .onConflictDoUpdate({ target: accountErasures.userId, set: { eraseAfter } });
        await recordAudit(tx, request, {
          action: 'erasure_requested',
          recordType: 'user',
          recordId: user.id,
          subjectId: user.id,
        });
        await mail.queue(tx, erasureScheduled(user.email, user.fullName, ukLongDate(eraseAfter)));
        await signOutEverywhere(tx, user.id);
      });
      // Its cookies go too, or the public pages would still offer this browser a dashboard.
      await sessions.destroy(request, reply);
      return { pendingUntil: eraseAfter, cancelledAt: null };
    },
  );

  app.post(
    '/admin/accounts/:id/erase',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'Erase an account now',
        description:
          'Removes or anonymises its personal data in every table, with a parent’s children’s records, in one transaction; recorded in the audit trail with the reason.',
        tags: ['Admin: accounts'],
        params: idParam,
        body: adminErasureSchema,
        response: { 204: noContent, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (id === currentUser(request).id) throw badRequest(ERASURE_MSG.cannotEraseSelf);
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
      if (!user) throw notFound();
      await eraseAccount(db, config.uploadDir, request, id, request.body.reason);
      return reply.status(204).send(null);
    },
  );
}
