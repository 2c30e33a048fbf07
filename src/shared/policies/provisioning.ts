import { isAdmin, isEmployer, type Actor } from './roles.js';

/**
 * Who sets up a company's provisioning (its SCIM token) and reads what its directory did: the
 * admins, and the company's own employer contact (issue 30 §6).
 */
export const mayManageProvisioning = (
  actor: Actor & { readonly companyId: number | null },
  companyId: number,
) => isAdmin(actor) || (isEmployer(actor) && actor.companyId === companyId);
