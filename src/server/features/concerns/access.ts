import { errorBodySchema } from '../../../shared/api/contract.js';

/** What every lead-only route of concerns declares: the guard lets admins by, the handler's policy only leads. */
export const tags = ['Safeguarding concerns'];
export const leads = { access: ['admin'] as const };
export const refusals = { 403: errorBodySchema, 404: errorBodySchema };
export const leadsOnly = 'Designated safeguarding leads only; 403 for other admins.';
