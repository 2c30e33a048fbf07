import { z } from 'zod';
import type { Api } from '../../http/contract.js';
import type { Services } from '../../services.js';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unreachable']),
});

export function registerHealthRoutes(app: Api, services: Services) {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Liveness and database check',
        tags: ['Operations'],
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      try {
        await services.ping();
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply
          .status(503)
          .header('retry-after', '5')
          .send({ status: 'unavailable', database: 'unreachable' });
      }
    },
  );
}
