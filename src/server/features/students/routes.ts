import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';
import { currentUser, requireRole } from '../auth/guard.js';
import { listStudentsFor } from './queries.js';

export function registerStudentRoutes(app: FastifyInstance, services: Services) {
  app.get('/students', { preHandler: requireRole('tutor', 'admin') }, async (request) =>
    listStudentsFor(services.db, currentUser(request)),
  );
}
