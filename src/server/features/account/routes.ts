import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { changePasswordSchema, profileSchema } from '../../../shared/auth/schemas.js';
import { SERVER_MSG } from '../../../shared/messages.js';
import { users } from '../../db/schema.js';
import { passwordChanged } from '../../email/templates.js';
import { badRequest } from '../../http/errors.js';
import { parse } from '../../http/validate.js';
import type { Services } from '../../services.js';
import { currentUser } from '../auth/guard.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { presentUser } from '../auth/present.js';
import { retireAccountTokens } from '../auth/recovery.js';
import { assertUnique } from '../auth/registration.js';

/** The signed-in user's own account. Open to a user who must still change a one-time password. */
export function registerAccountRoutes(app: FastifyInstance, services: Services) {
  const { db, config } = services;

  app.patch('/account/profile', async (request) => {
    const user = currentUser(request);
    const input = parse(profileSchema, request.body);
    await assertUnique(db, user.username, input.email, user.id);
    const [updated] = await db
      .update(users)
      .set({ fullName: input.fullName, email: input.email })
      .where(eq(users.id, user.id))
      .returning();
    return presentUser(updated ?? user);
  });

  app.post('/account/password', async (request) => {
    const user = currentUser(request);
    const input = parse(changePasswordSchema, request.body);
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
      throw badRequest(SERVER_MSG.currentPasswordWrong, {
        currentPassword: [SERVER_MSG.currentPasswordWrong],
      });
    }
    const [updated] = await db
      .update(users)
      .set({
        passwordHash: await hashPassword(input.password),
        mustChangePassword: false,
        isActivated: true,
      })
      .where(eq(users.id, user.id))
      .returning();
    await retireAccountTokens(db, user.id);
    await services.sessions.destroyOthers(user.id, request.sessionIdHash);
    await services.mailer.send(passwordChanged(user.email, user.fullName, config.supportEmail));
    return presentUser(updated ?? user);
  });
}
