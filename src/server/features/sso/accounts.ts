import { sql } from 'drizzle-orm';
import { companyOfWorkEmail } from '../../policies/company-domains.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { normaliseRole, homePathFor } from '../../../shared/policies/landing.js';
import { signsInThroughCompany } from '../../../shared/policies/sso.js';
import type { SsoRefusal } from '../../../shared/sso/messages.js';
import { SSO_RETURN } from '../../../shared/sso/schemas.js';
import { users, type UserRow } from '../../db/schema.js';
import { hashPassword } from '../../identity/passwords.js';
import { newSecret } from '../../identity/tokens.js';
import { recordSecurityEvent } from '../../records/security-log.js';
import type { Services } from '../../services.js';
import { startSession } from '../auth/login.js';
import { secondFactorFor, startChallenge } from '../mfa/challenges.js';
import { usernameAllocator, usernameBase } from '../onboarding/usernames.js';

/** A refused company sign-in: the reason goes to the security log, the person to the sign-in page. */
export class SsoRefused extends Error {
  constructor(readonly reason: SsoRefusal) {
    super(`Company sign-in refused: ${reason}`);
  }
}

export interface CompanyIdentity {
  email: string | null;
  /** Whether the provider vouches for the address: OIDC's email_verified, always for SAML. */
  emailVerified: boolean;
  fullName: string | null;
}

export const findByEmail = async (services: Services, email: string) => {
  const [user] = await services.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  return user;
};

/**
 * Creates the account of a company's parent the first time they arrive from its provider. Its
 * password is random and never told, so the account signs in only through the company.
 */
async function createParent(
  services: Services,
  companyId: number,
  email: string,
  fullName: string,
): Promise<UserRow | undefined> {
  const username = (await usernameAllocator(services.db, [usernameBase(fullName)]))(
    usernameBase(fullName),
  );
  const [created] = await services.db
    .insert(users)
    .values({
      username,
      email,
      fullName,
      role: 'parent',
      companyId,
      isActivated: true,
      passwordHash: await hashPassword(newSecret()),
    })
    .onConflictDoNothing()
    .returning();
  // A second tab finishing the same first sign-in made it a moment ago.
  return created ?? (await findByEmail(services, email));
}

/**
 * The person the provider vouched for, found by their email among the company's parents or made
 * just in time; any other account with that email (staff, another company's) is refused, so a
 * provider can never sign in someone it does not own.
 */
export async function accountFor(
  services: Services,
  company: { companyId: number },
  identity: CompanyIdentity,
): Promise<UserRow> {
  const email = identity.email?.toLowerCase();
  if (!email || !email.includes('@')) throw new SsoRefused('no_email');
  const existing = await findByEmail(services, email);
  if (existing) {
    if (!identity.emailVerified || !signsInThroughCompany(existing, company.companyId))
      throw new SsoRefused('other_account');
    if (existing.deactivatedAt) throw new SsoRefused('deactivated');
    return existing;
  }
  // Made just in time only for an address on one of the company's verified domains.
  const owner = await companyOfWorkEmail(services.db, email);
  if (owner?.companyId !== company.companyId) throw new SsoRefused('other_account');
  const fullName = (identity.fullName ?? email.slice(0, email.indexOf('@'))).slice(0, 200);
  const created = await createParent(services, company.companyId, email, fullName);
  if (!created || !signsInThroughCompany(created, company.companyId))
    throw new SsoRefused('other_account');
  return created;
}

/**
 * The provider proved who this is: their own second factor still applies, then the session
 * starts as after a password. Answers the web path to send the browser to.
 */
export async function finishCompanySignIn(
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
): Promise<string> {
  const role = normaliseRole(user.role);
  const step = secondFactorFor(services.config, user, role);
  if (step) {
    await startChallenge(services.db, services.config, reply, user, step);
    return SSO_RETURN.secondFactor(step);
  }
  await startSession(services, request, reply, user, 'none');
  return homePathFor(role);
}

export const recordRefusal = (
  services: Services,
  request: FastifyRequest,
  companyId: number | null,
  reason: SsoRefusal,
) =>
  recordSecurityEvent(services.db, request, {
    type: 'sign_in',
    outcome: 'refused',
    actorId: null,
    detail: { reason: `sso_${reason}`, ...(companyId === null ? {} : { companyId }) },
  });
