import { mayManageProvisioning } from './provisioning.js';

/**
 * Who lists, verifies and removes a company's email domains (issue 30 §5–6): the same people as
 * its SCIM set-up, the admins and the company's own employer contact.
 */
export const mayManageCompanyDomains = mayManageProvisioning;
