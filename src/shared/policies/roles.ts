import type { Role } from '../constants.js';
import { normaliseRole } from './landing.js';

/**
 * Anyone a rule is about: a signed-in user on either side, or a role alone. The role is the
 * stored text, compared as it is stored, as every check did before the rules had names.
 */
export interface Actor {
  readonly role: string;
}

/** The safeguarding team and the platform's owners: every tutor's rows, every register. */
export const isAdmin = (actor: Actor) => actor.role === 'admin';
export const isTutor = (actor: Actor) => actor.role === 'tutor';
export const isParent = (actor: Actor) => actor.role === 'parent';
export const isStudent = (actor: Actor) => actor.role === 'student';
/** An employer contact reaches only its company's report and its own account (issue 15 §3). */
export const isEmployer = (actor: Actor) => actor.role === 'employer';

/** Tutors and admins: the tutor pages, every pupil's comments, the registers. */
export const isStaff = (actor: Actor) => isTutor(actor) || isAdmin(actor);

/** Which side of a family the actor is, or null for staff and employers. */
export const familyRoleOf = (actor: Actor): 'parent' | 'student' | null =>
  isParent(actor) ? 'parent' : isStudent(actor) ? 'student' : null;

/** A parent or a student: sees the sessions and subjects of its own children or itself. */
export const isFamily = (actor: Actor) => familyRoleOf(actor) !== null;

/**
 * The route-level check of `config.access`: one of the listed roles, an unknown role counting as
 * student (spec 1 §3); an empty list lets every role through.
 */
export const holdsOneOf = (actor: Actor, roles: readonly Role[]) =>
  roles.length === 0 || roles.includes(normaliseRole(actor.role));
