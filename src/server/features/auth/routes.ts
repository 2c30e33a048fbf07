import type { FastifyInstance } from 'fastify';
import { loginSchema } from '../../../shared/auth/schemas.js';
import { unauthorized } from '../../http/errors.js';
import { parse } from '../../http/validate.js';
import type { Services } from '../../services.js';
import { authenticate } from './login.js';
import { presentUser } from './present.js';
import { registerRecoveryRoutes } from './recovery.js';
import { registerRegistrationRoutes } from './registration.js';
import { clearSignedInHint } from './sessions.js';

export function registerAuthRoutes(app: FastifyInstance, services: Services) {
  app.get('/user', async (request, reply) => {
    if (!request.user) {
      clearSignedInHint(reply);
      throw unauthorized();
    }
    return presentUser(request.user);
  });

  app.post('/login', async (request, reply) => {
    const input = parse(loginSchema, request.body);
    const user = await authenticate(services, request, input);
    await services.sessions.create(request, reply, user.id);
    return presentUser(user);
  });

  app.post('/logout', async (request, reply) => {
    await services.sessions.destroy(request, reply);
    return { ok: true };
  });

  registerRegistrationRoutes(app, services);
  registerRecoveryRoutes(app, services);
}
