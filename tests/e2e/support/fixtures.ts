import { test as base, expect } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import { inArray } from 'drizzle-orm';
import { openDatabase, type Db } from '../../../src/server/db/client.js';
import { authSessions, type UserRow } from '../../../src/server/db/schema.js';
import { hashSecret, newSecret } from '../../../src/server/identity/tokens.js';
import { SESSION_COOKIE } from '../../../src/server/identity/sessions.js';
import { SIGNED_IN_HINT_COOKIE } from '../../../src/shared/constants.js';
import { newAccount, type AccountRole } from './world.js';

export type { AccountRole };

/**
 * Shared Playwright fixtures for every browser test. Import `test` and `expect` from here instead
 * of '@playwright/test'.
 *
 * The server runs on a PostgreSQL database of its own for the run (playwright.config.ts). A test
 * makes the rows it reads with `db` and the shared factories (see world.ts) and signs in with
 * `signInAs(user)` (or `signedInAs(role)` for anyone of a role), so it never reads what another
 * test made.
 */

/** The password of every account the factories make, unless a test gives another. */
export { TEST_PASSWORD } from '../../../src/server/factories/index.js';

/** What the sign-in form's "I am a" picker shows; parent and student accounts both use Parent. */
export type RoleLabel = 'Admin' | 'Tutor' | 'Parent' | 'Employer';

export interface Account {
  username: string;
  fullName: string;
  roleLabel: RoleLabel;
  /** Where sign-in lands (docs/decisions/001). */
  home: string;
  user: UserRow;
}

/** The name each role's account gets from `signedInAs`, and where sign-in takes it. */
export const ROLES: Record<AccountRole, Omit<Account, 'username' | 'user'>> = {
  admin: { fullName: 'Alex Morgan', roleLabel: 'Admin', home: '/admin' },
  tutor: { fullName: 'Sarah Thompson', roleLabel: 'Tutor', home: '/dashboard' },
  parent: { fullName: 'Priya Shah', roleLabel: 'Parent', home: '/parent-dashboard' },
  student: { fullName: 'Maya Shah', roleLabel: 'Parent', home: '/student' },
};

/**
 * Signs in through the /auth form as a person would. Goes to /auth first unless the page is
 * already there (a guard may have sent it, remembering where to return). Does not wait for the
 * redirect: assert the URL or toast you expect afterwards.
 */
export async function signIn(page: Page, username: string, password: string, roleLabel: RoleLabel) {
  if (new URL(page.url(), 'http://x').pathname !== '/auth') await page.goto('/auth');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('combobox', { name: 'I am a' }).selectOption({ label: roleLabel });
  await page.getByRole('button', { name: 'Log In' }).click();
}

export const CONSENT_KEY = 'cookie-consent';
const KEY = JSON.stringify(CONSENT_KEY);

/** The `cookie-consent` record the banner stores when someone accepts all cookies. */
const ACCEPTED_CONSENT = JSON.stringify({
  preferences: { necessary: true, analytics: true, marketing: true, preferences: true },
  timestamp: '2025-01-01T00:00:00.000Z',
  version: '1.0',
});

/**
 * Accepts cookies in a browser context before its pages load, unless a choice is stored, so a
 * test can still change it and reload. The `page` fixture's context has it already.
 */
export const acceptCookies = (context: BrowserContext) =>
  context.addInitScript({
    content: `if (!localStorage.getItem(${KEY})) localStorage.setItem(${KEY}, ${JSON.stringify(ACCEPTED_CONSENT)});`,
  });

/**
 * The toast on screen (spec 2 §8: one at a time). Radix also copies its text into a hidden live
 * region for screen readers, so match inside the Notifications region rather than by text alone.
 */
export const toastOf = (page: Page) =>
  page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem');

export async function expectToast(page: Page, title: string, description?: string) {
  const toast = toastOf(page);
  await expect(toast).toContainText(title);
  if (description !== undefined) await expect(toast).toContainText(description);
}

/** A localStorage value of the app's origin, read without running code in the page. */
export async function readLocalStorage(page: Page, key: string): Promise<string | null> {
  const { origins } = await page.context().storageState();
  const origin = new URL(page.url()).origin;
  const entry = origins.find((o) => o.origin === origin)?.localStorage.find((e) => e.name === key);
  return entry?.value ?? null;
}

interface WorkerFixtures {
  /** The app server's database, for making a test's rows through the shared factories. */
  db: Db;
}

interface Fixtures {
  /**
   * 'accepted' (the default) stores a consent choice before any page loads, so the cookie banner
   * does not cover the bottom of the screen; 'none' shows the banner as a first visit would.
   * Change it with `test.use({ consent: 'none' })`.
   */
  consent: 'accepted' | 'none';
  /** `signIn(page, username, password, roleLabel)`: through the form, see above. */
  signIn: typeof signIn;
  /**
   * A new account of the role (a parent or student with a family of their own), signed in on the
   * page; then `page.goto` where you need.
   */
  signedInAs: (role: AccountRole) => Promise<Account>;
  /**
   * Signs a user in on the page's browser context (or another one) with a session row made for
   * them, as the server would at sign-in; the sessions are removed after the test.
   */
  signInAs: (user: UserRow, context?: BrowserContext) => Promise<UserRow>;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  db: [
    // eslint-disable-next-line no-empty-pattern -- Playwright needs the pattern; this uses no fixture.
    async ({}, use) => {
      const url = process.env.E2E_DATABASE_URL;
      if (!url) throw new Error('E2E_DATABASE_URL is unset: run through playwright.config.ts.');
      const database = await openDatabase({ url });
      await use(database.db);
      await database.close();
    },
    { scope: 'worker' },
  ],
  consent: ['accepted', { option: true }],
  page: async ({ page, consent }, use) => {
    if (consent === 'accepted') await acceptCookies(page.context());
    await use(page);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright needs the pattern; this uses no fixture.
  signIn: async ({}, use) => {
    await use(signIn);
  },
  signedInAs: async ({ db, signInAs }, use) => {
    await use(async (role) => {
      const user = await signInAs(await newAccount(db, role, ROLES[role].fullName));
      return { ...ROLES[role], username: user.username, user };
    });
  },
  signInAs: async ({ page, db, baseURL }, use) => {
    const made: string[] = [];
    await use(async (user, context = page.context()) => {
      const secret = newSecret();
      const idHash = hashSecret(secret);
      await db.insert(authSessions).values({
        idHash,
        userId: user.id,
        expiresAt: new Date(Date.now() + 86_400_000),
      });
      made.push(idHash);
      const url = baseURL!;
      await context.addCookies([
        { name: SESSION_COOKIE, value: secret, url, httpOnly: true, sameSite: 'Lax' },
        { name: SIGNED_IN_HINT_COOKIE, value: '1', url, sameSite: 'Lax' },
      ]);
      return user;
    });
    if (made.length) await db.delete(authSessions).where(inArray(authSessions.idHash, made));
  },
});

export { expect };
