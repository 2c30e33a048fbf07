import { createHash } from 'node:crypto';
import { PUBLIC_PAGES } from '../../src/shared/public-site/pages.js';
import { expect, test } from './support/fixtures.js';

/*
 * Each public page arrives as HTML with its content in it, before any JavaScript runs, and then
 * comes alive in the browser without React complaining that the two differ.
 */

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;');

test.describe('without JavaScript', () => {
  for (const entry of PUBLIC_PAGES) {
    test(`${entry.path} has its main heading in the first response`, async ({ request }) => {
      const response = await request.get(entry.path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      const html = await response.text();
      const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html);
      expect(h1?.[1], 'an h1 in the HTML').toBe(escapeHtml(entry.heading));
      expect(html).toContain(`<title>${escapeHtml(entry.title)}</title>`);
    });
  }

  test.describe('in a browser with JavaScript switched off', () => {
    test.use({ javaScriptEnabled: false });

    test('the landing page shows its content, links and form', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(PUBLIC_PAGES[0]!.heading);
      await expect(page.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/auth');
      await expect(page.getByLabel('Full name')).toBeVisible();
      // Its buttons could not work, and without scripts no optional cookie is ever set.
      await expect(page.getByRole('region', { name: 'We Value Your Privacy' })).toBeHidden();
      await page.getByRole('link', { name: 'Our story' }).first().click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our story');
    });

    // Sent by the browser itself, the sign-in form would put the password in the address.
    test('forms cannot be sent before their code has loaded', async ({ page }) => {
      await page.goto('/auth');
      await expect(page.getByLabel('Username')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Log In' })).toBeDisabled();
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Send enquiry' })).toBeDisabled();
    });
  });
});

test('the inline scripts of a prerendered page are allowed by its security policy, and no others', async ({
  request,
}) => {
  const response = await request.get('/auth');
  const html = await response.text();
  const inline = [...html.matchAll(/<script>([^<]+)<\/script>/g)].map((match) => match[1]!);
  expect(inline).toHaveLength(2);
  const scriptSrc = /script-src ([^;]+)/.exec(response.headers()['content-security-policy']!)![1]!;
  const allowed = inline.map(
    (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
  );
  expect(scriptSrc.split(' ').sort()).toEqual(["'self'", ...allowed].sort());
});

test('public pages hydrate without errors or warnings', async ({ page }) => {
  const noise: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      noise.push(`${page.url()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => noise.push(`${page.url()}: ${error.message}`));
  for (const entry of PUBLIC_PAGES) {
    await page.goto(entry.path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.heading);
  }
  expect(noise).toEqual([]);
});

test('a public page becomes interactive after hydration', async ({ page }) => {
  await page.goto('/services/pricing');
  // Client-side navigation only works once React has taken over the prerendered HTML; until then
  // the page's buttons say they are not ready.
  const cookieSettings = page.getByRole('button', { name: 'Cookie settings' });
  await expect(cookieSettings).toBeEnabled();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Our team' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The team behind every lesson');
  await expect(page).toHaveTitle('Our team | ClassPerk');
});

test('signed-in pages still load as a single-page app', async ({ page, signedInAs }) => {
  await signedInAs('tutor');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('404 Page Not Found');
  const html = await (await page.request.get('/dashboard')).text();
  expect(html).toContain('<div id="root"></div>');
});

test('sitemap.xml and robots.txt list the public pages only', async ({ request, baseURL }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const entry of PUBLIC_PAGES.filter((p) => p.path !== '/auth')) {
    expect(sitemap).toContain(`<loc>${baseURL}${entry.path}</loc>`);
  }
  expect(sitemap).not.toContain('/dashboard');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots).toContain('Disallow: /admin');
});
