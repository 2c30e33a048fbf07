import { eq } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PRODUCT_NAME } from '../../../shared/constants.js';
import {
  reminderOffTokenSchema,
  reminderSettingsSchema,
} from '../../../shared/reminders/schemas.js';
import { users } from '../../db/schema.js';
import type { Api } from '../../http/contract.js';
import type { Services } from '../../services.js';
import { currentUser } from '../auth/guard.js';
import { reminderLinkKey, verifyReminderOffToken } from './links.js';

const tags = ['Reminders'];
const html = (description: string) => ({
  description,
  content: { 'text/html': { schema: z.string() } },
});

// A page a person reaches from an email: it stands alone, with the few styles it needs inline.
const STYLE =
  'body{margin:0;padding:0 1rem;font-family:system-ui,sans-serif;color:#0f172a;background:#f8fafc;line-height:1.5}' +
  'main{max-width:32rem;margin:4rem auto;padding:2rem;background:#fff;border:1px solid #e2e8f0;border-radius:1rem}' +
  'h1{font-size:1.5rem;margin:0 0 .5rem}a{color:#4338ca}' +
  'button{font:inherit;font-weight:600;color:#fff;background:#4338ca;border:0;border-radius:.5rem;padding:.625rem 1rem;margin-top:1rem;cursor:pointer}';
const page = (title: string, message: string, accountUrl: string, action = '') => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} | ${PRODUCT_NAME}</title><style>${STYLE}</style></head>
<body>
<main>
<h1>${title}</h1>
<p>${message}</p>${action}
<p><a href="${accountUrl}">Your account settings</a></p>
</main>
</body>
</html>`;

/** The reminder switch in account settings, and the link in each reminder that turns them off. */
export function registerReminderRoutes(app: Api, { db, config }: Services) {
  const accountUrl = `${config.publicUrl}/account#reminders`;

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

  const offLink = (token: string) => `/api/reminders/off?token=${encodeURIComponent(token)}`;
  const notValid = () =>
    page(
      'This link is not valid',
      'It may have been copied incompletely. You can turn reminders off in your account settings.',
      accountUrl,
    );

  // Opening the link only asks: mail scanners and link previews fetch every link in an email, and
  // must not switch anyone's reminders off. The button on the page does it.
  app.get(
    '/reminders/off',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The page a reminder email links to, asking to turn reminders off',
        description:
          'Changes nothing: a link preview or mail scanner may open it. The page’s button posts the same token.',
        tags,
        querystring: reminderOffTokenSchema,
        response: {
          200: html('A page with a button that turns reminders off.'),
          400: html('A page saying the link is not valid.'),
        },
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      const userId = verifyReminderOffToken(await reminderLinkKey(db), token);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!userId) return reply.status(400).send(notValid());
      return reply.send(
        page(
          'Turn off reminders?',
          'We email you before each of your sessions, with the time and how to join.',
          accountUrl,
          `<form method="post" action="${offLink(token)}"><button type="submit">Turn off reminders</button></form>`,
        ),
      );
    },
  );

  // The page's form posts url-encoded; only this route reads that, so no JSON route accepts a
  // cross-site form post.
  void app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) =>
        done(null, Object.fromEntries(new URLSearchParams(body.toString()))),
    );
    scope.post(
      '/reminders/off',
      {
        config: { access: 'public' },
        schema: {
          summary: 'Turn reminders off with the token from a reminder email',
          description:
            'The token is signed for this purpose and one user; it works without signing in and any number of times.',
          tags,
          querystring: reminderOffTokenSchema,
          response: {
            200: html('A page saying reminders are off.'),
            400: html('A page saying the link is not valid.'),
          },
        },
      },
      async (request, reply) => {
        const userId = verifyReminderOffToken(await reminderLinkKey(db), request.query.token);
        const updated = userId
          ? await db
              .update(users)
              .set({ remindersEnabled: false })
              .where(eq(users.id, userId))
              .returning({ id: users.id })
          : [];
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
        if (updated.length === 0) return reply.status(400).send(notValid());
        return reply.send(
          page(
            'Reminders are off',
            'You will no longer get email reminders before sessions. You can turn them back on in your account settings.',
            accountUrl,
          ),
        );
      },
    );
  });
}
