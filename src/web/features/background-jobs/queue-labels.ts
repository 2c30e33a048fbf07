/** What each queue does, in words; a queue added later shows its own name until it has one here. */
const QUEUE_LABELS: Record<string, string> = {
  'email-deliver': 'Email delivery',
  'email-undeliverable': 'Emails that failed for good',
  'account-recovery': 'Password and username requests',
  'session-reminders': 'Session reminders',
  'onboarding-accounts': 'Account imports',
  housekeeping: 'Housekeeping',
  'data-export': 'Data exports',
  'data-export-failed': 'Data exports that failed for good',
  'employer-usage-refresh': 'Employer usage report counts',
  'absence-alerts': 'Absence alerts to parents',
  'analytics-refresh': 'Tutor analytics counts',
  'message-email': 'Message notifications',
  'weekly-digest': 'Weekly digest emails',
  'school-year-roll-over': 'Academic year roll-overs',
};

export const queueLabel = (name: string) => QUEUE_LABELS[name] ?? name;
