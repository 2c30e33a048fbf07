import { isAdmin, isTutor, type Actor } from './roles.js';

/**
 * A tutor changes only the lessons, live sessions, resources and pupils they own; an admin changes
 * anything (spec 2 §6). The server refuses the rest; the web hides the buttons by the same rule.
 */
export const canChange = (
  user: Actor & { readonly id: number },
  ownerId: number | null | undefined,
) => isAdmin(user) || (isTutor(user) && ownerId === user.id);

/** Lists of tutors' rows (pupils, sessions, figures): an admin reads every tutor's, a tutor their own. */
export const readsEveryTutorsRows = (user: Actor) => isAdmin(user);
