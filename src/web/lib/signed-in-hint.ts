import { SIGNED_IN_HINT_COOKIE } from '../../shared/constants.js';

/**
 * Whether the server's readable hint cookie says this browser has a session. The session cookie
 * itself is httpOnly; the hint may outlive it, so it only decides what to offer, never access.
 */
export const hasSignedInHint = () =>
  document.cookie.split('; ').some((cookie) => cookie.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
