import { holdsOneOf, isAdmin, type Actor } from './roles.js';

/** Who may raise a concern and follow their own (issue 31 §3): tutors, parents and admins. */
export const CONCERN_RAISERS = ['tutor', 'parent', 'admin'] as const;

/** An actor that may carry the safeguarding-lead permission (issue 31 §2). */
export interface LeadActor extends Actor {
  readonly safeguardingLead?: boolean | undefined;
}

/**
 * A designated safeguarding lead: an admin named for it. Only leads read conversations, classroom
 * chat, message reports and concerns, and tutors' DBS certificate numbers; the flag on anyone but
 * an admin grants nothing, so a demoted lead loses it with the role.
 */
export const isSafeguardingLead = (actor: LeadActor) =>
  isAdmin(actor) && actor.safeguardingLead === true;

/** Tutors, parents and admins raise concerns; a pupil tells an adult, and an employer has no child in view. */
export const canRaiseConcern = (actor: Actor) => holdsOneOf(actor, CONCERN_RAISERS);

/**
 * Whether a lead may lose the permission while `activeLeads` admins hold it: never the last, so
 * someone can always read a concern (issue 31 §2). The API refuses, and the screen offers no Remove.
 */
export const mayRemoveLead = (activeLeads: number) => activeLeads > 1;
