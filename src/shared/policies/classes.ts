import { isAdmin, isTutor, type Actor } from './roles.js';

/*
 * Who may read a class's page (issue 28 §8, decision 110): an admin every class; a tutor the
 * classes they teach and those where they stand in for one of its sessions.
 */

/** Admins read every class, with every filter of the list. */
export const readsEveryClass = (user: Actor) => isAdmin(user);

/** Whether `user` may open a class taught by `tutorId`; `substitutes` when they teach one of its sessions. */
export const maySeeClass = (
  user: Actor & { readonly id: number },
  tutorId: number,
  substitutes: boolean,
) => readsEveryClass(user) || (isTutor(user) && (tutorId === user.id || substitutes));
