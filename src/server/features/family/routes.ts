import type { Api } from '../../http/contract.js';
import type { Services } from '../../services.js';
import { registerCalendarRoutes } from './calendar.js';
import { registerFamilyCatalogueRoutes } from './catalogue.js';
import { registerChildrenRoutes } from './children.js';
import { registerFamilySessionRoutes } from './sessions.js';
import { registerYearGroupRoute } from './year-group.js';

/** The student and parent areas' calls (spec 2 §7), each answering only with what the user may see. */
export function registerFamilyRoutes(app: Api, services: Services) {
  registerCalendarRoutes(app, services);
  registerFamilySessionRoutes(app, services);
  registerFamilyCatalogueRoutes(app, services);
  registerChildrenRoutes(app, services);
  registerYearGroupRoute(app, services);
}
