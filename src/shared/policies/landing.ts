import type { LoginRole, Role } from '../constants.js';
import { LOGIN_ROLE_LABELS } from '../constants.js';

/**
 * Where each role lands after sign-in or registration (docs/decisions/002).
 * Students go to /student, the reading that agrees with the tutor-page guard.
 */
export const homePathFor = (role: Role): string => {
  switch (role) {
    case 'admin':
      return '/admin';
    case 'tutor':
      return '/dashboard';
    case 'parent':
      return '/parent-dashboard';
    case 'employer':
      return '/employer';
    default:
      return '/student';
  }
};

/** Which role-picker choice each stored role signs in with. */
export const loginRoleFor = (role: Role): LoginRole =>
  role === 'admin' || role === 'tutor' || role === 'employer' ? role : 'student';

/** Whether the role picker's choice is the one this account signs in with. */
export const signsInWith = (role: Role, choice: LoginRole) => loginRoleFor(role) === choice;

export const loginRoleLabelFor = (role: Role) => LOGIN_ROLE_LABELS[loginRoleFor(role)];

/** Anything other than the known roles is treated as student (spec 1 §3). */
export const normaliseRole = (value: string): Role =>
  value === 'admin' || value === 'tutor' || value === 'parent' || value === 'employer'
    ? value
    : 'student';
