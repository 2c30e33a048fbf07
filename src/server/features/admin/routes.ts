import type { Api } from '../../http/contract.js';
import type { Services } from '../../services.js';
import { registerAuditRoutes } from '../audit/routes.js';
import { registerOnboardingRoutes } from '../onboarding/routes.js';
import { registerSecurityEventRoutes } from '../security-events/routes.js';
import { registerAdminAccountRoutes } from './accounts.js';
import { registerAdminContactRoutes } from '../employer-report/contacts.js';
import { registerAdminReportRoutes } from '../employer-report/routes.js';
import { registerAdminCompanyRoutes } from './companies.js';
import { registerAdminJobRoutes } from './jobs.js';
import { registerAdminLessonRoutes } from './lessons.js';
import { registerAdminScheduleRoutes } from './schedule.js';
import { registerAdminTutorRoutes } from './tutors.js';

/** Everything under /api/admin is for admins only; each route states it, and the route sweep test holds them to it. */
export async function adminRoutes(app: Api, services: Services) {
  registerAdminScheduleRoutes(app, services);
  registerAdminTutorRoutes(app, services);
  registerAdminCompanyRoutes(app, services);
  registerAdminContactRoutes(app, services);
  registerAdminReportRoutes(app, services);
  registerAdminLessonRoutes(app, services);
  registerOnboardingRoutes(app, services);
  registerAdminJobRoutes(app, services);
  registerAdminAccountRoutes(app, services);
  registerSecurityEventRoutes(app, services);
  registerAuditRoutes(app, services);
}
