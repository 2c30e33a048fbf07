import { SERVER_MSG } from '../../../shared/messages.js';
import type { UserRow } from '../../db/schema.js';
import { forbidden } from '../../http/errors.js';

/**
 * A generated one-time password signs in for 7 days only (decision 034): it travels on paper and
 * in spreadsheets, so one never used must not stay a way in.
 */
export function assertOneTimePasswordUsable(user: UserRow, now = new Date()) {
  const expiresAt = user.mustChangePassword ? user.oneTimePasswordExpiresAt : null;
  if (expiresAt && expiresAt <= now) throw forbidden(SERVER_MSG.oneTimePasswordExpired);
}
