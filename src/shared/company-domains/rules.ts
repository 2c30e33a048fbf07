import { isPublicMailDomain } from './public-mail-domains.js';

/** The domain of an email address, lower case: what follows its last @. */
export const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/**
 * Whether an address is on this very domain. A subdomain's address does not count: a company
 * that verified example.com has not shown it controls mail for every host below it.
 */
export const isOnDomain = (email: string, domain: string) => domainOf(email) === domain;

/** A domain a company may list: not a free mailbox provider's. */
export const mayBeListed = (domain: string) => !isPublicMailDomain(domain);

/** A company lists a few domains at most, so its list is one bounded answer. */
export const MAX_COMPANY_DOMAINS = 20;

/** How long the link that verifies a domain works, and the one that starts a registration. */
export const DOMAIN_LINK_HOURS = 48;
export const WORK_EMAIL_LINK_HOURS = 24;

/** The web pages the emailed links open; the server writes them into the emails. */
export const DOMAIN_PAGES = {
  verify: '/verify-domain',
  workEmail: '/register/work-email',
  finishWorkEmail: '/register/work-email/finish',
} as const;
