import type { CurrentUser } from '../../../shared/auth/schemas.js';
import { homePathFor } from '../../../shared/policies/landing.js';
import { canWriteMessages, readsAllConversations } from '../../../shared/policies/messaging.js';
import { isAdmin, isEmployer, isParent, isStaff } from '../../../shared/policies/roles.js';
import { canRaiseConcern } from '../../../shared/policies/safeguarding.js';
import { ROUTES } from '../../lib/paths.js';

/** Where a signed-in user who may not see a page is sent instead; null lets them in. */
export type AccessRule = (user: CurrentUser) => string | null;

/** Spec 1 §2: everyone who is not admin, signed in or not, goes to /auth. */
export const adminOnly: AccessRule = (user) => (isAdmin(user) ? null : ROUTES.auth);

/** Spec 1 §2: a signed-in non-tutor goes to their own home. Admins may use the tutor pages too. */
export const tutorPages: AccessRule = (user) => (isStaff(user) ? null : homePathFor(user.role));

/** Spec 1 §2: a non-parent goes to /; an employer contact to its own area (issue 15 §3). */
export const parentOnly: AccessRule = (user) =>
  isParent(user) ? null : isEmployer(user) ? ROUTES.employer : ROUTES.home;

/** Students and parents share the student area; staff and employers are sent to their own home. */
export const studentArea: AccessRule = (user) =>
  isStaff(user) || isEmployer(user) ? homePathFor(user.role) : null;

/** Only employer contacts see /employer; anyone else goes to their own home. */
export const employerOnly: AccessRule = (user) =>
  isEmployer(user) ? null : homePathFor(user.role);

/** Decision 056: parents and tutors write; admins read as the safeguarding team; students do not. */
export const messagingRoles: AccessRule = (user) =>
  canWriteMessages(user)
    ? null
    : readsAllConversations(user)
      ? ROUTES.adminMessages
      : homePathFor(user.role);

/** Issue 31 §3: tutors, parents and admins follow the concerns they raised; others go home. */
export const concernRaisers: AccessRule = (user) =>
  canRaiseConcern(user) ? null : homePathFor(user.role);
