import { currentUserSchema, loginSchema } from '../../../shared/auth/schemas.js';
import { errorBodySchema, okSchema } from '../../../shared/api/contract.js';
import type { Api } from '../../http/contract.js';
import { unauthorized } from '../../http/errors.js';
import type { Services } from '../../services.js';
import { trustDevice } from './devices.js';
import { authenticate } from './login.js';
import { presentUser } from './present.js';
import { registerRecoveryRoutes } from './recovery.js';
import { registerRegistrationRoutes } from './registration.js';
import { clearSignedInHint } from './sessions.js';

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
        response: { 200: currentUserSchema, 401: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = await authenticate(services, request, reply, request.body);
      await services.sessions.create(request, reply, user.id);
      await trustDevice(services.db, services.config, request, reply, user.id);
      return presentUser(user);
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
      return { ok: true as const };
    },
  );

  registerRegistrationRoutes(app, services);
  registerRecoveryRoutes(app, services);
}
