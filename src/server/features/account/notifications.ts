import { eq } from 'drizzle-orm';
import { notificationSettingsSchema } from '../../../shared/account/notifications.js';
import { users } from '../../db/schema.js';
import type { Api } from '../../http/contract.js';
import type { Services } from '../../services.js';
import type { UserRow } from '../../db/schema.js';
import { currentUser } from '../../identity/guard.js';

const tags = ['Reminders'];

type Switches = Pick<
  UserRow,
  'absenceAlertsEnabled' | 'weeklyDigestEnabled' | 'messageEmailsEnabled'
>;

const settingsOf = (user: Switches) => ({
  absenceAlerts: user.absenceAlertsEnabled,
  weeklyDigest: user.weeklyDigestEnabled,
  messageEmails: user.messageEmailsEnabled,
});

/** The account's switches for absence alerts, the weekly digest and new-message emails. */
export function registerNotificationRoutes(app: Api, { db }: Services) {
  app.get(
    '/account/notifications',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'Which email notifications you get besides reminders',
        tags,
        response: { 200: notificationSettingsSchema },
      },
    },
    async (request) => {
      const [user] = await db
        .select({
          absenceAlertsEnabled: users.absenceAlertsEnabled,
          weeklyDigestEnabled: users.weeklyDigestEnabled,
          messageEmailsEnabled: users.messageEmailsEnabled,
        })
        .from(users)
        .where(eq(users.id, currentUser(request).id));
      return settingsOf(user!);
    },
  );

  app.put(
    '/account/notifications',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'Turn absence alerts, the weekly digest and new-message emails on or off',
        tags,
        body: notificationSettingsSchema,
        response: { 200: notificationSettingsSchema },
      },
    },
    async (request) => {
      const [user] = await db
        .update(users)
        .set({
          absenceAlertsEnabled: request.body.absenceAlerts,
          weeklyDigestEnabled: request.body.weeklyDigest,
          messageEmailsEnabled: request.body.messageEmails,
        })
        .where(eq(users.id, currentUser(request).id))
        .returning();
      return settingsOf(user!);
    },
  );
}
