/** What the audit trail records (issue 17 §1); the admin page filters by these. */
export const AUDIT_ACTIONS = [
  'read',
  'create',
  'update',
  'disable',
  'enable',
  'end_sessions',
  'reset_second_factor',
  'export',
  'erasure_requested',
  'erasure_cancelled',
  'erase',
  // Classes and the academic year (issue 28): admins' changes and the runs they start.
  'change_series',
  'enrol',
  'move',
  'unenrol',
  'start',
  'finish',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_RECORD_TYPES = [
  'user',
  'student',
  'conversation',
  'data_export',
  'registration_code',
  'class',
  'class_session',
  'class_enrolment',
  'school_year',
  /** A school year's roll-over: its id is the school year's. */
  'roll_over',
  'allocation_run',
  /** A tutor's vetting record (issue 31 §1): its id is the check's, the subject the tutor. */
  'vetting_check',
  'vetting_settings',
  /** A message report shown to a lead in the reports queue, with the message's words (issue 31 §2). */
  'message_report',
  /** A safeguarding concern (issue 31 §3): a lead's reading of a case, or a child's cases exported. */
  'concern',
] as const;
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];

/**
 * Why an admin acted, as a code: a typed reason could name a child, and an audit row can never be
 * erased (decision 061).
 */
export const AUDIT_REASONS = [
  'family_request',
  'safeguarding',
  'legal_obligation',
  'account_support',
  'security_incident',
] as const;
export type AuditReason = (typeof AUDIT_REASONS)[number];

export const AUDIT_REASON_LABELS: Record<AuditReason, string> = {
  family_request: 'The family asked',
  safeguarding: 'Safeguarding concern',
  legal_obligation: 'Legal obligation',
  account_support: 'Account support',
  security_incident: 'Security incident',
};
