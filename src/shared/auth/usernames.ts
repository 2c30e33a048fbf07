import { z } from 'zod';
import { MIN_USERNAME_LENGTH } from '../constants.js';
import { MSG } from '../messages.js';

export const MAX_USERNAME_LENGTH = 64;
export const USERNAME_CHARACTERS =
  'Username can only contain letters A to Z, numbers, dots, hyphens and underscores';

/**
 * A username as typed to sign in or to ask for a reset. NFKC turns look-alike forms into their
 * plain letters (full-width 'Ａｄｍｉｎ' is 'Admin'), and the look-up ignores case, so both find
 * the account 'admin'. No character rule here: accounts named before it must still sign in.
 */
export const usernameLookup = z
  .string()
  .normalize('NFKC')
  .trim()
  .min(MIN_USERNAME_LENGTH, MSG.usernameMin)
  .max(MAX_USERNAME_LENGTH);

/**
 * A username being chosen: ASCII letters and digits, dot, hyphen and underscore only, so no two
 * names can look alike, such as Cyrillic 'аdmin' next to 'admin' (decision 043).
 */
export const newUsername = usernameLookup.regex(/^[A-Za-z0-9._-]+$/, USERNAME_CHARACTERS);
