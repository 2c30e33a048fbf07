import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';
import { requireRole } from '../auth/guard.js';
import { registerOnboardingRoutes } from '../onboarding/routes.js';
import { registerAdminCompanyRoutes } from './companies.js';
import { registerAdminLessonRoutes } from './lessons.js';
import { registerAdminScheduleRoutes } from './schedule.js';
import { registerAdminTutorRoutes } from './tutors.js';

/** Everything under /api/admin is for admins only: one hook guards the whole tree. */
export async function adminRoutes(app: FastifyInstance, services: Services) {
  app.addHook('preHandler', requireRole('admin'));
  registerAdminScheduleRoutes(app, services);
  registerAdminTutorRoutes(app, services);
  registerAdminCompanyRoutes(app, services);
  registerAdminLessonRoutes(app, services);
  registerOnboardingRoutes(app, services);
}
