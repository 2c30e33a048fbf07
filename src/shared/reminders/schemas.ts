import { z } from 'zod';

/** Whether the signed-in user gets email reminders before sessions. */
export const reminderSettingsSchema = z.object({ enabled: z.boolean() });
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

/** The token in a reminder email's "turn reminders off" link: the user id and its signature. */
export const reminderOffTokenSchema = z.object({
  token: z.string().regex(/^\d{1,12}\.[A-Za-z0-9_-]{43}$/, 'This link is not valid.'),
});
