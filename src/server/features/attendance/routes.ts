import type { Api } from '../../http/contract.js';
import type { Services } from '../../services.js';
import { registerFamilyAttendanceRoutes } from './family.js';
import { registerJoinRoutes } from './join.js';
import { registerRegisterRoutes } from './register.js';

/** Joining, the register and the family's view of attendance (issue 15 §1). */
export function registerAttendanceRoutes(app: Api, services: Services) {
  registerJoinRoutes(app, services);
  registerRegisterRoutes(app, services);
  registerFamilyAttendanceRoutes(app, services);
}
