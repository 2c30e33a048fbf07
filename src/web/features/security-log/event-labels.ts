import type { SecurityEventOutcome, SecurityEventType } from '../../../shared/security/events.js';

/** Each event type as the log's reader says it. */
export const EVENT_LABELS: Record<SecurityEventType, string> = {
  sign_in: 'Sign-in',
  sign_out: 'Sign-out',
  mfa_challenge: 'Two-step code asked',
  mfa_enrolled: 'Two-step sign-in set up',
  mfa_disabled: 'Two-step sign-in turned off',
  mfa_reset: 'Two-step sign-in reset by an admin',
  mfa_recovery_code_used: 'Recovery code used',
  mfa_recovery_codes_renewed: 'Recovery codes renewed',
  password_changed: 'Password changed',
  password_reset: 'Password reset by email link',
  email_changed: 'Email changed',
  access_refused: 'Access refused',
  account_created: 'Account created',
  account_disabled: 'Account disabled',
  account_enabled: 'Account enabled',
  account_deleted: 'Account deleted',
  sessions_ended: 'Signed out everywhere by an admin',
  session_ended: 'Device signed out',
  conversation_read: 'Conversation read by an admin',
  lesson_chat_read: 'Lesson chat read by an admin',
};

export const OUTCOME_LABELS: Record<SecurityEventOutcome, string> = {
  success: 'Success',
  failure: 'Failure',
  refused: 'Refused',
};

export const eventLabel = (type: string) =>
  type in EVENT_LABELS ? EVENT_LABELS[type as SecurityEventType] : type;
