import { registerClosesAt } from '../attendance/rules.js';
import { isAdmin, type Actor } from './roles.js';

interface RegisterSession {
  tutorId: number | null;
  scheduledFor: Date;
  duration: number;
}

/** A session's register is its tutor's, and every register is an admin's (issue 15 §1). */
export const canMarkRegister = (user: Actor & { readonly id: number }, session: RegisterSession) =>
  isAdmin(user) || session.tutorId === user.id;

/**
 * The tutor saves until REGISTER_EDIT_DAYS after the end; an admin has no end (null), to correct a
 * register after a family queries it (decision 062).
 */
export const registerEditableUntil = (user: Actor, session: RegisterSession): Date | null =>
  isAdmin(user) ? null : registerClosesAt(session);

/** Whether a register may be saved now: from the start until registerEditableUntil. */
export function canEditRegister(user: Actor, session: RegisterSession, now: Date): boolean {
  const until = registerEditableUntil(user, session);
  return now >= session.scheduledFor && (until === null || now <= until);
}
