import { eq } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PRODUCT_NAME } from '../../../shared/constants.js';
import { users } from '../../db/schema.js';
import type { Api } from '../../http/contract.js';
import type { Services } from '../../services.js';
import { EMAIL_LISTS, OFF_PATHS, offLinkKey, verifyOffToken, type EmailList } from './links.js';

const tags = ['Email lists'];
const html = (description: string) => ({
  description,
  content: { 'text/html': { schema: z.string() } },
});

/** The token in a switch-off link: the user id and its signature. */
const offTokenSchema = z.object({
  token: z.string().regex(/^\d{1,12}\.[A-Za-z0-9_-]{43}$/, 'This link is not valid.'),
});

interface ListWords {
  /** "reminders": what the page offers to turn off. */
  name: string;
  /** What these emails are, on the page that asks. */
  about: string;
  /** The page after the post. */
  offTitle: string;
  offMessage: string;
  /** Where in account settings the list is switched back on. */
  anchor: string;
  switchOff: Partial<typeof users.$inferInsert>;
}

const LISTS: Record<EmailList, ListWords> = {
  reminders: {
    name: 'reminders',
    about: 'We email you before each of your sessions, with the time and how to join.',
    offTitle: 'Reminders are off',
    offMessage:
      'You will no longer get email reminders before sessions. You can turn them back on in your account settings.',
    anchor: 'reminders',
    switchOff: { remindersEnabled: false },
  },
  digest: {
    name: 'the weekly digest',
    about: "We email you on Sunday evenings with your children's week and what is coming next.",
    offTitle: 'The weekly digest is off',
    offMessage:
      'You will no longer get the weekly digest. You can turn it back on in your account settings.',
    anchor: 'notifications',
    switchOff: { weeklyDigestEnabled: false },
  },
  messages: {
    name: 'message emails',
    about: 'We email you when someone sends you a message, at most once every 15 minutes.',
    offTitle: 'Message emails are off',
    offMessage:
      'You will no longer get an email when someone sends you a message. You can turn them back on in your account settings.',
    anchor: 'notifications',
    switchOff: { messageEmailsEnabled: false },
  },
};

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

/**
 * The link in each bulk email that turns its list off without signing in (decision 029), and the
 * one-click post of RFC 8058 that mail apps send to the same address from List-Unsubscribe.
 */
export function registerEmailListRoutes(app: Api, { db, config }: Services) {
  // Every body the switch-off post may carry: the page's own form, and a mail app's one-click
  // post, which RFC 8058 says should be multipart. The token is in the address, so bodies are
  // read only to be accepted. Only these routes take them: no JSON route accepts a form post.
  void app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, {}),
    );
    for (const list of EMAIL_LISTS) registerList(scope, list);
  });

  function registerList(scope: Api, list: EmailList) {
    const words = LISTS[list];
    const path = OFF_PATHS[list];
    const accountUrl = `${config.publicUrl}/account#${words.anchor}`;
    const userOf = async (token: string) => verifyOffToken(await offLinkKey(db, list), list, token);
    const notValid = () =>
      page(
        'This link is not valid',
        `It may have been copied incompletely. You can turn ${words.name} off in your account settings.`,
        accountUrl,
      );

    // Opening the link only asks: mail scanners and link previews fetch every link in an email,
    // and must not switch anything off. The button on the page does it.
    scope.get(
      path,
      {
        config: { access: 'public' },
        schema: {
          summary: `The page an email links to, asking to turn off ${words.name}`,
          description:
            'Changes nothing: a link preview or mail scanner may open it. The page’s button posts the same token.',
          tags,
          querystring: offTokenSchema,
          response: {
            200: html(`A page with a button that turns off ${words.name}.`),
            400: html('A page saying the link is not valid.'),
          },
        },
      },
      async (request, reply) => {
        const { token } = request.query;
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
        if (!(await userOf(token))) return reply.status(400).send(notValid());
        const action = `/api${path}?token=${encodeURIComponent(token)}`;
        return reply.send(
          page(
            `Turn off ${words.name}?`,
            words.about,
            accountUrl,
            `<form method="post" action="${action}"><button type="submit">Turn off ${words.name}</button></form>`,
          ),
        );
      },
    );

    scope.post(
      path,
      {
        config: { access: 'public' },
        schema: {
          summary: `Turn off ${words.name} with the token from an email`,
          description:
            'The token is signed for this list and one user; it works without signing in and any number of times. Takes the page’s form post and a mail app’s one-click post (RFC 8058), url-encoded or multipart.',
          tags,
          querystring: offTokenSchema,
          response: {
            200: html(`A page saying ${words.name} are off.`),
            400: html('A page saying the link is not valid.'),
          },
        },
      },
      async (request, reply) => {
        const userId = await userOf(request.query.token);
        const updated = userId
          ? await db
              .update(users)
              .set(words.switchOff)
              .where(eq(users.id, userId))
              .returning({ id: users.id })
          : [];
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
        if (updated.length === 0) return reply.status(400).send(notValid());
        return reply.send(page(words.offTitle, words.offMessage, accountUrl));
      },
    );
  }
}
