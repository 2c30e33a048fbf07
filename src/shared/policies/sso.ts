import { isAdmin, isEmployer, isParent, type Actor } from './roles.js';

interface CompanyActor extends Actor {
  readonly companyId: number | null;
}

/** An admin sets up any company's single sign-on; an employer contact only their own (issue 30 §2). */
export const canSetUpSso = (actor: CompanyActor, companyId: number) =>
  isAdmin(actor) || (isEmployer(actor) && actor.companyId === companyId);

/**
 * Who signs in through a company's identity provider: its parents only. Staff keep their
 * password and second factor, and employer contacts their password, so a broken provider never
 * locks out the people who would fix it (decision 123).
 */
export const signsInThroughCompany = (actor: CompanyActor, companyId: number) =>
  isParent(actor) && actor.companyId === companyId;

/** An "SSO only" company refuses its parents' passwords; every other account keeps its password. */
export const passwordRefusedForSso = (actor: Actor, ssoOnly: boolean) => ssoOnly && isParent(actor);
