/** What the security event log records; the admin page filters by these. */
export const SECURITY_EVENT_TYPES = [
  'sign_in',
  'sign_out',
  'mfa_challenge',
  'mfa_enrolled',
  'mfa_disabled',
  'mfa_reset',
  'mfa_recovery_code_used',
  'mfa_recovery_codes_renewed',
  'password_changed',
  'password_reset',
  'email_changed',
  'access_refused',
  'account_created',
  'account_disabled',
  'account_enabled',
  'account_deleted',
  'sessions_ended',
  'session_ended',
  /** An admin opened a conversation to read it, with the reason given (issue 16). */
  'conversation_read',
  /** An admin opened a lesson's classroom chat to read it, with the reason (issue 29 §2). */
  'lesson_chat_read',
] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

export const SECURITY_EVENT_OUTCOMES = ['success', 'failure', 'refused'] as const;
export type SecurityEventOutcome = (typeof SECURITY_EVENT_OUTCOMES)[number];

/** Extra facts about an event: flat, small and never a secret (no password, code or token). */
export type SecurityEventDetail = Record<string, string | number | boolean | null>;
