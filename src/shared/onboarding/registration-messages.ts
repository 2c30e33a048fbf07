/** What the registration page says about codes (issue 13 §1: one answer for every unusable code). */
export const REGISTRATION_MSG = {
  codeUnusable:
    'This registration code cannot be used. It may be mistyped, expired or already used up. Please check it, or ask your employer for a new one.',
  tooManyCodes:
    'Too many registration codes were tried from your network. Please wait a few minutes and try again.',
} as const;
