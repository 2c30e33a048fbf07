import { ENROLMENT_MSG } from '../../shared/classes/enrolment-messages.js';
import { SERVER_MSG } from '../../shared/messages.js';
import { SCHOOL_YEAR_EXISTS } from '../../shared/school-years/schemas.js';
import type { FieldErrors } from './errors.js';

const UNIQUE_VIOLATION = '23505';

/** What to tell the person for each unique index a request can run into, by its name. */
const CONFLICTS: Record<string, { message: string; field?: string }> = {
  users_username_lower_idx: { message: SERVER_MSG.usernameTaken, field: 'username' },
  users_email_lower_idx: { message: SERVER_MSG.emailTaken, field: 'email' },
  class_enrolments_one_per_subject: { message: ENROLMENT_MSG.alreadyInSubject },
  class_waitlist_open_idx: { message: ENROLMENT_MSG.alreadyWaiting },
  school_years_label_idx: { message: SCHOOL_YEAR_EXISTS, field: 'startYear' },
};

/**
 * The 409 body for a unique violation anywhere in the error's causes (Drizzle wraps the driver's
 * error), or undefined. Checks before a write cannot see a row a parallel request is inserting, so
 * the index has the last word and its clash is a conflict, not a server error.
 */
export function uniqueConflict(
  error: unknown,
): { message: string; errors?: FieldErrors } | undefined {
  for (let current = error, depth = 0; current && depth < 10; depth++) {
    const { code, constraint, cause } = current as {
      code?: unknown;
      constraint?: unknown;
      cause?: unknown;
    };
    if (code === UNIQUE_VIOLATION) {
      const known = typeof constraint === 'string' ? CONFLICTS[constraint] : undefined;
      if (!known) return { message: SERVER_MSG.alreadyExists };
      return known.field
        ? { message: known.message, errors: { [known.field]: [known.message] } }
        : { message: known.message };
    }
    current = cause;
  }
  return undefined;
}
