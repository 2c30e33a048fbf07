import { assessPassword, type PasswordOwner } from '../../../shared/auth/password-strength.js';
import { badRequest } from '../../http/errors.js';

/**
 * Refuses a chosen password that is common or built from its owner's details (decision 034).
 * Runs in the handler, not the schema, because only the handler knows whose password it is.
 */
export async function assertAcceptablePassword(
  password: string,
  owner: PasswordOwner,
  field = 'password',
) {
  const { problem } = await assessPassword(password, owner);
  if (problem) throw badRequest(problem, { [field]: [problem] });
}
