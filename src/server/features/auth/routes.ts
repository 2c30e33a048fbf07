import {
  currentUserSchema,
  loginSchema,
  signedInUserSchema,
} from '../../../shared/auth/schemas.js';
import { errorBodySchema, okSchema } from '../../../shared/api/contract.js';
import type { Api } from '../../http/contract.js';
import { unauthorized } from '../../http/errors.js';
import type { Services } from '../../services.js';
import { recordSecurityEvent } from '../../records/security-log.js';
import { secondFactorStepSchema } from '../../../shared/auth/mfa.js';
import { startChallenge } from '../mfa/challenges.js';
import { registerSecondFactorAccountRoutes } from '../mfa/account-routes.js';
import { registerSecondFactorResetRoute } from '../mfa/admin-reset.js';
import { registerSecondFactorSignInRoutes } from '../mfa/sign-in-routes.js';
import { authenticate, startSession } from './login.js';
import { presentUser } from './present.js';
import { registerRecoveryRoutes } from './recovery.js';
import { registerRegistrationRoutes } from './registration.js';
import { registerWorkEmailRoutes } from './work-email-registration.js';
import { clearSignedInHint } from '../../identity/sessions.js';

export function registerAuthRoutes(app: Api, services: Services) {
  // Public: a signed-out visitor is told so (401) and loses the signed-in hint cookie.
  app.get(
    '/user',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The signed-in user',
        tags: ['Sign-in'],
        response: { 200: currentUserSchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      if (!request.user) {
        clearSignedInHint(reply);
        throw unauthorized();
      }
      return presentUser(request.user);
    },
  );

  app.post(
    '/login',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Sign in',
        tags: ['Sign-in'],
        body: loginSchema,
        description:
          'When the account signs in with a second factor, or must enrol in one, no session starts: ' +
          'the answer is 202 with the step that remains, and a short-lived cookie names this sign-in ' +
          'for `/api/login/second-factor`.',
        response: {
          200: signedInUserSchema,
          202: secondFactorStepSchema,
          401: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { user, secondFactor } = await authenticate(services, request, reply, request.body);
      if (secondFactor) {
        await startChallenge(services.db, services.config, reply, user, secondFactor);
        return reply.code(202).send({ secondFactor });
      }
      return {
        ...presentUser(user),
        ...(await startSession(services, request, reply, user, 'none')),
      };
    },
  );

  app.post(
    '/logout',
    {
      config: { access: 'public' },
      schema: { summary: 'Sign out', tags: ['Sign-in'], response: { 200: okSchema } },
    },
    async (request, reply) => {
      await services.sessions.destroy(request, reply);
      if (request.user) {
        await recordSecurityEvent(services.db, request, { type: 'sign_out', outcome: 'success' });
      }
      // Drops downloaded files kept for a few minutes; storage and cookies hold the consent
      // record and the device cookie, which outlive a session, so they stay.
      reply.header('clear-site-data', '"cache"');
      return { ok: true as const };
    },
  );

  registerSecondFactorSignInRoutes(app, services);
  registerSecondFactorAccountRoutes(app, services);
  registerSecondFactorResetRoute(app, services);
  registerRegistrationRoutes(app, services);
  registerWorkEmailRoutes(app, services);
  registerRecoveryRoutes(app, services);
}
