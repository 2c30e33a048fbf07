import { z } from 'zod';
import { dateTime, type Wire } from '../api/contract.js';
import {
  confirmPasswordField,
  fullName,
  passwordField,
  usernameField,
  withMatchingPasswords,
} from '../auth/schemas.js';
import { DOMAIN_MSG, WORK_EMAIL_MSG } from './messages.js';
import { MAX_COMPANY_DOMAINS } from './rules.js';

/** A domain as typed: lower case, without an @ or a leading "www.". */
export const domainName = z
  .string()
  .trim()
  .toLowerCase()
  .transform((typed) => typed.replace(/^@/, ''))
  .pipe(
    z
      .string()
      // The length by max() rather than a lookahead, which the fuzz test's generator cannot read.
      .max(253, DOMAIN_MSG.domain)
      .regex(/^([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, DOMAIN_MSG.domain),
  );

const proofEmail = z.string().trim().toLowerCase().max(254).pipe(z.email(DOMAIN_MSG.email));

/** Adding a domain: the domain, and the address on it that the verifying link goes to. */
export const addDomainSchema = z.object({ domain: domainName, email: proofEmail });
export type AddDomainInput = z.input<typeof addDomainSchema>;

/** Sending the link again, to the same address or another one on the domain. */
export const resendDomainSchema = z.object({ email: proofEmail });
export type ResendDomainInput = z.input<typeof resendDomainSchema>;

export const domainParams = z.object({
  domainId: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const companyDomainSchema = z.object({
  id: z.number().int(),
  domain: z.string(),
  addedAt: dateTime,
  /** Where the last link went, while the domain waits for it. */
  sentTo: z.string().nullable(),
  verifiedAt: dateTime.nullable(),
  /** The address that opened the link; null for domains moved from the single sign-on set-up. */
  verifiedBy: z.string().nullable(),
});
export type CompanyDomain = Wire<typeof companyDomainSchema>;

export const companyDomainsSchema = z.object({
  companyName: z.string(),
  domains: z.array(companyDomainSchema).max(MAX_COMPANY_DOMAINS),
});
export type CompanyDomains = Wire<typeof companyDomainsSchema>;

/** The emailed link's token: a button on the page sends it, so a mail scanner verifies nothing. */
export const linkTokenSchema = z.object({
  token: z.string().min(1, 'This link is not complete.').max(4000),
});

export const domainVerifiedSchema = z.object({ domain: z.string(), companyName: z.string() });

/** Step one of registering by work email: the address alone. */
export const workEmailSchema = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email(WORK_EMAIL_MSG.workEmail)),
});
export type WorkEmailInput = z.input<typeof workEmailSchema>;

/** What a work-email link offers before the account is made. */
export const workEmailLinkSchema = z.object({ email: z.string(), companyName: z.string() });
export type WorkEmailLink = Wire<typeof workEmailLinkSchema>;

/** Step two, from the link: the spec's registration fields, the address being the link's. */
export const workEmailRegisterSchema = z
  .object({
    token: linkTokenSchema.shape.token,
    fullName,
    username: usernameField,
    password: passwordField,
    confirmPassword: confirmPasswordField,
  })
  .superRefine(withMatchingPasswords);
export type WorkEmailRegisterInput = z.input<typeof workEmailRegisterSchema>;
