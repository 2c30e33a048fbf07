import { eq } from 'drizzle-orm';
import { reminderSettingsSchema } from '../../../shared/reminders/schemas.js';
import { users } from '../../db/schema.js';
import type { Api } from '../../http/contract.js';
import type { Services } from '../../services.js';
import { currentUser } from '../../identity/guard.js';

const tags = ['Reminders'];

/** The reminder switch in account settings; the link in each reminder is in email-lists. */
export function registerReminderRoutes(app: Api, { db }: Services) {
  app.get(
    '/account/reminders',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'Whether you get email reminders before sessions',
        tags,
        response: { 200: reminderSettingsSchema },
      },
    },
    async (request) => {
      const [user] = await db
        .select({ enabled: users.remindersEnabled })
        .from(users)
        .where(eq(users.id, currentUser(request).id));
      return { enabled: user!.enabled };
    },
  );

  app.put(
    '/account/reminders',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'Turn email reminders before sessions on or off',
        tags,
        body: reminderSettingsSchema,
        response: { 200: reminderSettingsSchema },
      },
    },
    async (request) => {
      const { enabled } = request.body;
      await db
        .update(users)
        .set({ remindersEnabled: enabled })
        .where(eq(users.id, currentUser(request).id));
      return { enabled };
    },
  );
}
