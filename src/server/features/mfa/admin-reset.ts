import { errorBodySchema } from '../../../shared/api/contract.js';
import { secondFactorResetSchema } from '../../../shared/auth/mfa.js';
import { idParam } from '../../../shared/validation.js';
import type { Api } from '../../http/contract.js';
import { notFound } from '../../http/errors.js';
import type { Services } from '../../services.js';
import { signOutEverywhere } from '../../identity/sessions.js';
import { recordSecurityEvent } from '../../records/security-log.js';
import { clearSecondFactor } from './clear.js';
import { secondFactorReset } from './emails.js';

/** An admin's reset of someone's second factor, for a lost phone and lost codes alike. */
export function registerSecondFactorResetRoute(app: Api, services: Services) {
  const { db, config } = services;
  app.post(
    '/admin/users/:id/second-factor/reset',
    {
      config: { access: ['admin'] },
      schema: {
        summary: "Reset a user's second factor",
        description:
          'Clears the authenticator secret and recovery codes and ends the user’s sessions; ' +
          'the user is emailed, and enrols again at the next sign-in if their role requires it.',
        tags: ['Admin'],
        params: idParam,
        response: { 200: secondFactorResetSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      await db.transaction(async (tx) => {
        const [user] = await clearSecondFactor(tx, id);
        if (!user) throw notFound();
        await signOutEverywhere(tx, id);
        await recordSecurityEvent(tx, request, {
          type: 'mfa_reset',
          outcome: 'success',
          subjectId: id,
        });
        await services.mail.queue(
          tx,
          secondFactorReset(user.email, user.fullName, config.supportEmail),
        );
      });
      return { userId: id, enabled: false };
    },
  );
}
