import { eq } from 'drizzle-orm';
import { errorBodySchema } from '../../../shared/api/contract.js';
import {
  changePasswordSchema,
  currentUserSchema,
  profileSchema,
} from '../../../shared/auth/schemas.js';
import { SERVER_MSG } from '../../../shared/messages.js';
import { users } from '../../db/schema.js';
import { emailChanged, passwordChanged } from '../../email/templates.js';
import type { Api } from '../../http/contract.js';
import { badRequest } from '../../http/errors.js';
import type { Services } from '../../services.js';
import { currentUser } from '../../identity/guard.js';
import { assertCurrentPassword } from '../auth/password-check.js';
import { hashPassword } from '../../identity/passwords.js';
import { assertAcceptablePassword } from '../auth/password-rules.js';
import { presentUser } from '../auth/present.js';
import { retireAccountTokens } from '../auth/recovery.js';
import { assertUnique } from '../auth/registration.js';
import { recordSecurityEvent } from '../../records/security-log.js';

/** Open to a user who must still change a one-time password: this is where they change it. */
const ownAccount = { access: 'signed-in', beforePasswordChange: true } as const;

/** The signed-in user's own account. */
export function registerAccountRoutes(app: Api, services: Services) {
  const { db, config } = services;

  app.patch(
    '/account/profile',
    {
      config: ownAccount,
      schema: {
        summary: 'Change your name and email',
        description:
          'A new email needs `currentPassword`; the old and the new address are both told.',
        tags: ['Account'],
        body: profileSchema,
        response: {
          200: currentUserSchema,
          400: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const input = request.body;
      const emailChanges = input.email !== user.email.toLowerCase();
      // A stolen session must not move the account to another inbox: the password proves it is the owner.
      if (emailChanges) {
        if (!input.currentPassword) {
          throw badRequest(SERVER_MSG.currentPasswordForEmail, {
            currentPassword: [SERVER_MSG.currentPasswordForEmail],
          });
        }
        await assertCurrentPassword(db, request, reply, user, input.currentPassword);
      }
      await assertUnique(db, user.username, input.email, user.id);
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ fullName: input.fullName, email: input.email })
          .where(eq(users.id, user.id))
          .returning();
        if (emailChanges) {
          await recordSecurityEvent(tx, request, { type: 'email_changed', outcome: 'success' });
          for (const to of [user.email, input.email]) {
            await services.mail.queue(
              tx,
              emailChanged(to, input.fullName, input.email, config.supportEmail),
            );
          }
        }
        return row;
      });
      return presentUser(updated ?? user);
    },
  );

  app.post(
    '/account/password',
    {
      config: ownAccount,
      schema: {
        summary: 'Change your password',
        description: 'Signs out your other sessions and emails you that the password changed.',
        tags: ['Account'],
        body: changePasswordSchema,
        response: { 200: currentUserSchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const input = request.body;
      await assertCurrentPassword(db, request, reply, user, input.currentPassword);
      // A one-time password in particular must never become the chosen one.
      if (input.password === input.currentPassword) {
        throw badRequest(SERVER_MSG.passwordSameAsCurrent, {
          password: [SERVER_MSG.passwordSameAsCurrent],
        });
      }
      await assertAcceptablePassword(input.password, user);
      const passwordHash = await hashPassword(input.password);
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ passwordHash, mustChangePassword: false, isActivated: true })
          .where(eq(users.id, user.id))
          .returning();
        await retireAccountTokens(tx, user.id);
        await recordSecurityEvent(tx, request, {
          type: 'password_changed',
          outcome: 'success',
          detail: { wasOneTimePassword: user.mustChangePassword },
        });
        await services.mail.queue(
          tx,
          passwordChanged(user.email, user.fullName, config.supportEmail),
        );
        return row;
      });
      await services.sessions.destroyOthers(user.id, request.sessionIdHash);
      return presentUser(updated ?? user);
    },
  );
}
