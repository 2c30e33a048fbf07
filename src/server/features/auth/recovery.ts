import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { messageSchema } from '../../../shared/api/contract.js';
import {
  newPasswordSchema,
  recoverUsernameSchema,
  resetPasswordSchema,
} from '../../../shared/auth/schemas.js';
import { MSG, SERVER_MSG } from '../../../shared/messages.js';
import type { Db } from '../../db/client.js';
import { accountTokens, users } from '../../db/schema.js';
import { passwordResetLink, usernameReminder } from '../../email/templates.js';
import type { Api } from '../../http/contract.js';
import { badRequest } from '../../http/errors.js';
import type { Services } from '../../services.js';
import { findUserByUsername } from './login.js';
import { hashPassword } from './passwords.js';
import { hashSecret, newSecret } from './tokens.js';

const WINDOW_MS = 60 * 60_000;
// Caps the emails one address or one account can trigger, so the form cannot be used to spam.
const EMAILS_PER_SUBJECT = 3;
const EMAILS_PER_ADDRESS = 20;

/**
 * Once a password changes, by any route, every other unused link of that account stops working:
 * an older link may sit in a mailbox someone else can read.
 */
export const retireAccountTokens = (db: Db, userId: number) =>
  db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(accountTokens.userId, userId), isNull(accountTokens.usedAt)));

/** Recover-username and reset-password answer the same whether or not the account exists. */
export function registerRecoveryRoutes(app: Api, services: Services) {
  const { db, config, mailer, rate } = services;

  const allowEmail = async (subject: string, ip: string) => {
    const bySubject = await rate.countBySubject('account_email', subject, WINDOW_MS);
    const byIp = await rate.countByIp('account_email', ip, WINDOW_MS);
    if (bySubject >= EMAILS_PER_SUBJECT || byIp >= EMAILS_PER_ADDRESS) return false;
    await rate.record('account_email', subject, ip);
    return true;
  };

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
      const { email } = request.body;
      const [user] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`);
      if (user && !user.deactivatedAt && (await allowEmail(`email:${email}`, request.ip))) {
        await mailer.send(usernameReminder(user.email, user.fullName, user.username));
      }
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
      const { username } = request.body;
      const user = await findUserByUsername(services, username);
      if (user && !user.deactivatedAt && (await allowEmail(`user:${user.id}`, request.ip))) {
        const token = newSecret();
        await db.insert(accountTokens).values({
          userId: user.id,
          purpose: 'password_reset',
          tokenHash: hashSecret(token),
          expiresAt: new Date(Date.now() + config.passwordResetMs),
        });
        const link = `${config.publicUrl}/reset-password?token=${token}`;
        await mailer.send(
          passwordResetLink(
            user.email,
            user.fullName,
            link,
            Math.round(config.passwordResetMs / 60_000),
          ),
        );
      }
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
        return token.userId;
      });
      if (done === false) throw badRequest(SERVER_MSG.resetLinkInvalid);
      await services.sessions.destroyOthers(done, null);
      return { message: 'Your password has been changed. You can now sign in.' };
    },
  );
}
