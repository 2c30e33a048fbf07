import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';

export function registerHealthRoutes(app: FastifyInstance, services: Services) {
  app.get('/health', async (request, reply) => {
    try {
      await services.ping();
      return { status: 'ok', database: 'ok' };
    } catch (err) {
      request.log.error({ err }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'unavailable', database: 'unreachable' });
    }
  });
}
