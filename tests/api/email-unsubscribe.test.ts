import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, type UserRow } from '../../src/server/db/schema.js';
import { createUser } from '../../src/server/factories/index.js';
import { EMAIL_LISTS, offLink, offLinkKey } from '../../src/server/features/email-lists/links.js';
import { createTestApp, type TestApp } from './support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ workers: false });
});
afterAll(() => t.close());

const SWITCH = {
  reminders: 'remindersEnabled',
  digest: 'weeklyDigestEnabled',
  messages: 'messageEmailsEnabled',
} as const;

const read = async (user: UserRow) =>
  (await t.db.select().from(users).where(eq(users.id, user.id)))[0]!;

/** What RFC 8058 says a mail app SHOULD post: one field, as multipart/form-data. */
const BOUNDARY = '----oneclick7MA4YWxkTrZu0gW';
const multipartOneClick = [
  `--${BOUNDARY}`,
  'Content-Disposition: form-data; name="List-Unsubscribe"',
  '',
  'One-Click',
  `--${BOUNDARY}--`,
  '',
].join('\r\n');

describe("a mail app's one-click unsubscribe", () => {
  for (const list of EMAIL_LISTS) {
    it(`turns ${list} emails off from a multipart/form-data post, and only those`, async () => {
      const user = await createUser(t.db, { role: 'parent' });
      const link = new URL(
        offLink(t.config.publicUrl, list, await offLinkKey(t.db, list), user.id),
      );
      const res = await t.request({
        method: 'POST',
        url: `${link.pathname}${link.search}`,
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        payload: multipartOneClick,
      });
      expect(res.statusCode, res.body).toBe(200);
      const after = await read(user);
      for (const [other, column] of Object.entries(SWITCH)) {
        expect(after[column], column).toBe(other !== list);
      }
    });

    it(`refuses another list's token for ${list} emails`, async () => {
      const user = await createUser(t.db, { role: 'parent' });
      const other = EMAIL_LISTS.find((l) => l !== list)!;
      const forged = new URL(
        offLink(t.config.publicUrl, other, await offLinkKey(t.db, other), user.id),
      );
      const link = new URL(
        offLink(t.config.publicUrl, list, await offLinkKey(t.db, list), user.id),
      );
      const url = `${link.pathname}?${forged.searchParams.toString()}`;
      const res = await t.request({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode).toBe(400);
      expect((await read(user))[SWITCH[list]]).toBe(true);
    });
  }
});
