import { z } from 'zod';

/** Whether the signed-in user gets email reminders before sessions. */
export const reminderSettingsSchema = z.object({ enabled: z.boolean() });
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;
