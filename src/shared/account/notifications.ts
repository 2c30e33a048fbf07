import { z } from 'zod';

/** The signed-in user's email notifications besides reminders (issue 15 §1). */
export const notificationSettingsSchema = z.object({
  /** An email when an expected child has not joined a session 10 minutes after its start. */
  absenceAlerts: z.boolean(),
  /** The Sunday evening summary of the week's sessions and reports. */
  weeklyDigest: z.boolean(),
  /** An email when a new message arrives. */
  messageEmails: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
