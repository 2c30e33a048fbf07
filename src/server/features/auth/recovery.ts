import { and, eq, gt, isNull } from 'drizzle-orm';
import { messageSchema } from '../../../shared/api/contract.js';
import {
  newPasswordSchema,
  recoverUsernameSchema,
  resetPasswordSchema,
} from '../../../shared/auth/schemas.js';
import { MSG, SERVER_MSG } from '../../../shared/messages.js';
import type { Db } from '../../db/client.js';
import { accountTokens, users } from '../../db/schema.js';
import type { Api } from '../../http/contract.js';
import { badRequest } from '../../http/errors.js';
import type { Services } from '../../services.js';
import { withdrawTrustedDevices } from './devices.js';
import { assertAcceptablePassword } from './password-rules.js';
import { hashPassword, verifyPassword } from '../../identity/passwords.js';
import { enqueueRecovery } from './recovery-emails.js';
import { passwordChanged } from '../../email/templates.js';
import { hashSecret } from '../../identity/tokens.js';
import { recordSecurityEvent } from '../../records/security-log.js';

/**
 * Once a password changes, by any route, every other unused link of that account stops working:
 * an older link may sit in a mailbox someone else can read. Every browser's device cookie is
 * withdrawn too, since one of them may be why the password changed (decision 036).
 */
export async function retireAccountTokens(db: Db, userId: number) {
  await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(accountTokens.userId, userId), isNull(accountTokens.usedAt)));
  await withdrawTrustedDevices(db, userId);
}

/** The account a usable reset link belongs to, to check the new password against it. */
async function linkOwner(db: Db, token: string) {
  const [row] = await db
    .select({ user: users })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(
      and(
        eq(accountTokens.tokenHash, hashSecret(token)),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, new Date()),
      ),
    );
  return row?.user;
}

/**
 * Recover-username and reset-password answer the same, and do the same work, whether or not the
 * account exists: they enqueue the request, and a worker decides what to send.
 */
export function registerRecoveryRoutes(app: Api, services: Services) {
  const { db, jobs } = services;

  app.post(
    '/recover-username',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Email a forgotten username',
        description: 'Answers the same whether or not an account has that email.',
        tags: ['Sign-in'],
        body: recoverUsernameSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await enqueueRecovery(jobs, {
        kind: 'username',
        email: request.body.email,
        ip: request.ip,
      });
      return { message: MSG.recoverUsernameDone };
    },
  );

  app.post(
    '/reset-password',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Email a password reset link',
        description: 'Answers the same whether or not the account exists.',
        tags: ['Sign-in'],
        body: resetPasswordSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await enqueueRecovery(jobs, {
        kind: 'reset',
        username: request.body.username,
        ip: request.ip,
      });
      return { message: MSG.resetPasswordDone };
    },
  );

  app.post(
    '/reset-password/confirm',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Choose a new password with a reset link',
        description: 'A link works once; every other session of the account is signed out.',
        tags: ['Sign-in'],
        body: newPasswordSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const input = request.body;
      const owner = await linkOwner(db, input.token);
      if (!owner) throw badRequest(SERVER_MSG.resetLinkInvalid);
      await assertAcceptablePassword(input.password, owner);
      if (owner.mustChangePassword && (await verifyPassword(owner.passwordHash, input.password))) {
        throw badRequest(SERVER_MSG.passwordSameAsCurrent, {
          password: [SERVER_MSG.passwordSameAsCurrent],
        });
      }
      const passwordHash = await hashPassword(input.password);
      const done = await db.transaction(async (tx) => {
        // Claiming the token and using it happen together, so a link works exactly once.
        const [token] = await tx
          .update(accountTokens)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(accountTokens.tokenHash, hashSecret(input.token)),
              isNull(accountTokens.usedAt),
              gt(accountTokens.expiresAt, new Date()),
            ),
          )
          .returning();
        if (!token) return false;
        await tx
          .update(users)
          .set({ passwordHash, mustChangePassword: false, isActivated: true })
          .where(eq(users.id, token.userId));
        await retireAccountTokens(tx, token.userId);
        await recordSecurityEvent(tx, request, {
          type: 'password_reset',
          outcome: 'success',
          actorId: null,
          subjectId: token.userId,
          detail: { link: token.purpose },
        });
        await services.mail.queue(
          tx,
          passwordChanged(owner.email, owner.fullName, services.config.supportEmail),
        );
        return token.userId;
      });
      if (done === false) throw badRequest(SERVER_MSG.resetLinkInvalid);
      await services.sessions.destroyOthers(done, null);
      return { message: 'Your password has been changed. You can now sign in.' };
    },
  );
}
