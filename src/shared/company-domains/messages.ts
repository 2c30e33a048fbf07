import { DOMAIN_LINK_HOURS, MAX_COMPANY_DOMAINS } from './rules.js';

/** What people read about a company's email domains and registering by work email (issue 30 §5). */
export const DOMAIN_MSG = {
  domain: 'Enter a domain such as example.com',
  email: 'Enter an email address on this domain, such as hr@example.com',
  notOnDomain: (domain: string) => `The address must be on ${domain}, such as hr@${domain}`,
  publicDomain: (domain: string) =>
    `${domain} is a public email service that anyone can use, so it cannot show who works for your company`,
  taken: (domain: string) =>
    `The domain ${domain} already belongs to another company. If it is yours, contact ClassPerk support`,
  alreadyListed: (domain: string) => `${domain} is already on your company’s list`,
  tooMany: `A company can list up to ${MAX_COMPANY_DOMAINS} domains. Remove one to add another`,
  notFound: 'This domain is not on the company’s list',
  alreadyVerified: 'This domain is already verified',
  sent: (email: string) =>
    `We have emailed a link to ${email}. Opening it within ${DOMAIN_LINK_HOURS} hours verifies the domain`,
  verified: (domain: string, company: string) =>
    `${domain} is verified: ${company}’s staff can now register with their work email`,
  linkInvalid:
    'This link has expired, was already used or was replaced by a newer one. Ask for a new link from the company’s Email domains page',
  removed: (domain: string) => `${domain} was removed from the list`,
} as const;

export const WORK_EMAIL_MSG = {
  title: 'Register with your work email',
  intro:
    'If your employer offers ClassPerk and has verified its email domain, you can register with your work address. We will email you a link to finish.',
  workEmail: 'Enter your work email address',
  checkEmail:
    'If your employer offers ClassPerk to staff at this address, we have emailed you a link to finish registering; it can take a few minutes to arrive. If nothing arrives, ask your employer for a registration code.',
  finishTitle: 'Finish registering',
  finishIntro: (company: string) =>
    `${company} offers ClassPerk to its employees. Create your parent account to get started.`,
  linkInvalid:
    'This link has expired or is not valid. Please enter your work email again for a new one.',
  alreadyCreated: 'An account with this email address already exists. Please log in.',
} as const;
