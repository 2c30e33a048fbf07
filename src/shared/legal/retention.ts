/**
 * The retention periods the clean-up jobs enforce (decision 032), shared so the privacy page in
 * account settings states exactly what the jobs do.
 */

/** Section 5 of the privacy policy (src/shared/legal/privacy-policy.ts). */
export const ACCOUNT_DATA_YEARS = 3;
export const LEARNING_DATA_YEARS = 7;

/** How long rows that only serve the service itself are kept; all within the 12 months the policy allows technical logs. */
export const KEPT_DAYS = {
  /** Long enough to answer "did my email go?". */
  sentEmail: 30,
  /** Long enough for admins to see and retry them. */
  failedEmail: 90,
  /** Progress of an import or generation; read only while it runs. */
  importJob: 30,
  /** Expired or revoked codes stay listed on the company for a year of history. */
  registrationCode: 365,
  /** A reminder record only stops a second send before its session starts. */
  reminderSent: 7,
  /** The security log: the policy's 12 months for technical logs (decision 042). */
  securityEvent: 365,
};
