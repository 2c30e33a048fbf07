import type { Page } from '@playwright/test';
import { OFFER } from '../../src/shared/constants.js';
import { PUBLIC_PAGES } from '../../src/shared/public-site/pages.js';
import { expect, test } from './support/fixtures.js';

/* Every public page of spec 1 §2: its heading, its links and what search engines read. */

const site = (page: Page) => page.getByRole('contentinfo');

test.describe('each public page', () => {
  for (const entry of PUBLIC_PAGES) {
    test(`${entry.path} has its heading, title, description, canonical and Open Graph tags`, async ({
      page,
      baseURL,
    }) => {
      const response = await page.goto(entry.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.heading);
      await expect(page).toHaveTitle(entry.title);
      const head = page.locator('head');
      await expect(head.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        entry.description,
      );
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${baseURL}${entry.path}`,
      );
      await expect(head.locator('meta[property="og:title"]')).toHaveAttribute(
        'content',
        entry.title,
      );
      await expect(head.locator('meta[property="og:url"]')).toHaveAttribute(
        'content',
        `${baseURL}${entry.path}`,
      );
      await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        `${baseURL}/og-image.jpg`,
      );
    });
  }
});

test('the landing page has the hero, the sections the header links to and the contact form', async ({
  page,
}) => {
  await page.goto('/');
  for (const id of ['services', 'benefits', 'pricing', 'testimonials', 'faq', 'contact']) {
    await expect(page.locator(`section#${id}`)).toHaveCount(1);
  }
  await expect(
    page.getByRole('heading', { level: 2, name: 'What employers and parents say' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Employee Portal' })).toHaveAttribute(
    'href',
    '/auth',
  );
  await expect(
    page.locator('#contact').getByRole('button', { name: 'Send enquiry' }),
  ).toBeVisible();
  await expect(page.getByText(`${OFFER.liveHoursPerWeek} hours`, { exact: true })).toBeVisible();
});

test.describe('the header at 1280px', () => {
  test('links to the landing sections, the service, about and benefit pages, Log In and the curriculum', async ({
    page,
  }) => {
    await page.goto('/about/team');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'ClassPerk home' }),
    ).toHaveAttribute('href', '/');
    for (const [name, href] of [
      ['Business', '/benefits/employers'],
      ['Families', '/benefits/employees'],
      ['Pricing', '/#pricing'],
      ['FAQ', '/#faq'],
      ['Contact', '/#contact'],
    ] as const) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await nav.getByRole('button', { name: 'Services' }).click();
    for (const [name, href] of [
      ['All services', '/#services'],
      ['How it works', '/services/how-it-works'],
      ['Subjects', '/services/subjects'],
      ['Our tutors', '/services/tutors'],
      ['Pricing', '/services/pricing'],
      ['Guarantees', '/services/guarantees'],
    ] as const) {
      await expect(nav.getByRole('link', { name, exact: true }).first()).toHaveAttribute(
        'href',
        href,
      );
    }
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'Our tutors' })).toBeHidden();
    await expect(nav.getByRole('button', { name: 'Services' })).toBeFocused();

    await nav.getByRole('button', { name: 'About' }).click();
    await nav.getByRole('link', { name: 'Mission and values' }).click();
    await expect(page).toHaveURL('/about/mission-values');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our mission and values');
    await expect(page).toHaveTitle('Mission and values | ClassPerk');

    await expect(page.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/auth');
    await page.getByRole('link', { name: 'View Curriculum' }).click();
    await expect(page).toHaveURL('/coming-soon');
  });

  test('a header link to a landing section scrolls to it', async ({ page }) => {
    await page.goto('/services/tutors');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL('/#faq');
    await expect(
      page.getByRole('heading', { name: 'Frequently asked questions' }),
    ).toBeInViewport();
  });
});

test('the landing page sets its text in Inter from this host and shows a lesson in its hero', async ({
  page,
  baseURL,
}) => {
  const fonts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'font') fonts.push(response.url());
  });
  await page.goto('/');
  const preload = page.locator('head link[rel="preload"][as="font"]');
  await expect(preload).toHaveAttribute('href', /^\/assets\/inter-latin-[\w-]+\.woff2$/);
  // The faces that render Inter at 1em: none unless the stylesheet declares it and it loads.
  expect(
    await page.evaluate<number>("document.fonts.load('1em Inter').then((faces) => faces.length)"),
  ).toBe(1);
  const href = await preload.getAttribute('href');
  await expect.poll(() => fonts).toEqual([`${baseURL}${href}`]);
  const font = await page.request.get(fonts[0]!);
  expect(font.headers()['content-type']).toBe('font/woff2');

  const lesson = page.getByRole('img', { name: /^A live Year 9 Maths lesson/ });
  await expect(lesson).toBeVisible();
  await expect(lesson.getByText('x = 2 or x = 3')).toBeVisible();
  await expect(lesson.getByText('Ms Patel')).toBeVisible();
});

test('the footer has the year, legal, sitemap and PDF links, contact links and four social links', async ({
  page,
}) => {
  await page.goto('/services/subjects');
  const footer = site(page);
  await expect(footer).toContainText(`© ${new Date().getFullYear()} ClassPerk`);
  for (const [name, href] of [
    ['Privacy policy', '/privacy-policy'],
    ['Terms of service', '/terms-of-service'],
    ['Sitemap', '/sitemap'],
    ['Privacy policy (PDF)', '/pdf/privacy-policy'],
    ['Terms of service (PDF)', '/pdf/terms-of-service'],
    ['hello@classperk.co.uk', 'mailto:hello@classperk.co.uk'],
    ['Chat with us on WhatsApp', 'https://wa.me/447700900123'],
  ] as const) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  const socials = footer.getByRole('list', { name: 'ClassPerk on social media' }).getByRole('link');
  await expect(socials).toHaveCount(4);
  for (const social of await socials.all()) {
    await expect(social).toHaveAttribute(
      'href',
      /^https:\/\/(www\.)?(linkedin|facebook|instagram|x)\.com\//,
    );
    await expect(social).toHaveAttribute('target', '_blank');
    await expect(social).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(footer.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );
});

test('the sitemap links every public page, /contact and the three dashboards', async ({ page }) => {
  await page.goto('/sitemap');
  const main = page.getByRole('main');
  for (const [name, href] of [
    ['Contact', '/contact'],
    ['Admin Dashboard', '/admin'],
    ['Tutor Dashboard', '/dashboard'],
    ['Student Dashboard', '/student'],
    ['Log In', '/auth'],
  ] as const) {
    await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  const hrefs = await Promise.all(
    (await main.getByRole('link').all()).map((link) => link.getAttribute('href')),
  );
  for (const entry of PUBLIC_PAGES.filter((p) => p.path !== '/sitemap')) {
    expect(hrefs, entry.path).toContain(entry.path);
  }
  await main.getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveURL('/#contact');
  await expect(page.getByRole('heading', { name: 'Talk to us about your team' })).toBeInViewport();
});

test('/contact, loaded directly, lands on the contact section', async ({ page }) => {
  await page.goto('/contact');
  await expect(page).toHaveURL('/#contact');
  await expect(page.getByRole('heading', { name: 'Talk to us about your team' })).toBeInViewport();
});

test('the pricing page has the model, what is included, a quote button and a WhatsApp button', async ({
  page,
}) => {
  await page.goto('/services/pricing');
  await expect(
    page.getByRole('heading', { name: 'How the pay-per-place model works' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'What is included in every place' }),
  ).toBeVisible();
  await expect(page.getByText('Recordings of every lesson within 24 hours')).toBeVisible();
  const whatsapp = page.getByRole('link', { name: /Chat with us on WhatsApp/ }).first();
  await expect(whatsapp).toHaveAttribute('href', 'https://wa.me/447700900123');
  await expect(whatsapp).toHaveAttribute('target', '_blank');
  await page.getByRole('link', { name: 'Get a quote' }).first().click();
  await expect(page).toHaveURL('/#contact');
});

test('the families page has the year-group sections and the three steps', async ({ page }) => {
  await page.goto('/benefits/employees');
  for (const years of ['Year 5 and Year 6', 'Year 7 to Year 9', 'Year 10 and Year 11']) {
    await expect(page.getByRole('heading', { level: 3, name: years })).toBeVisible();
  }
  const steps = page.getByRole('list').filter({ hasText: 'Add children' }).getByRole('heading');
  await expect(steps).toHaveText(['Log in', 'Add children', 'Start learning']);
});

test('the guarantees page covers the six promises with the offer figures', async ({ page }) => {
  await page.goto('/services/guarantees');
  for (const name of [
    'Quality guarantee',
    'Service reliability',
    'Satisfaction promise',
    'Service level agreement',
    'Data protection',
    'Tutor credentials',
  ] as const) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(page.getByText('99.9% platform uptime')).toBeVisible();
  await expect(page.getByText('Cancel within 30 days for a full refund')).toBeVisible();
});

test('the coming-soon page offers WhatsApp, email and a way back', async ({ page }) => {
  await page.goto('/services/subjects');
  await page.getByRole('main').getByRole('link', { name: 'View Curriculum' }).click();
  await expect(page).toHaveURL('/coming-soon');
  await expect(page.getByRole('link', { name: /WhatsApp/ }).first()).toHaveAttribute(
    'href',
    'https://wa.me/447700900123',
  );
  await expect(page.getByRole('main').getByRole('link', { name: 'Email us' })).toHaveAttribute(
    'href',
    'mailto:hello@classperk.co.uk',
  );
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL('/services/subjects');
});

test('the coming-soon page, reached by a full page load from the site, goes back there', async ({
  page,
  baseURL,
}) => {
  await page.goto('/services/subjects');
  await page.goto('/coming-soon', { referer: `${baseURL}/services/subjects` });
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL('/services/subjects');
});

test('the coming-soon page, opened directly, goes back to the home page', async ({ page }) => {
  await page.goto('/coming-soon');
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL('/');
});

test.describe('legal pages', () => {
  test('the privacy policy states retention, rights, breach notice and its date', async ({
    page,
  }) => {
    await page.goto('/privacy-policy');
    const main = page.getByRole('main');
    await expect(main).toContainText('Last updated 23 May 2025');
    for (const text of [
      'Account data: 3 years after the account is closed.',
      'Student learning data: 7 years',
      'Payment data: 7 years',
      'Technical logs: 12 months.',
      'We answer every request within 30 days.',
      'within 72 hours',
    ] as const) {
      await expect(main).toContainText(text);
    }
  });

  test('the terms state billing in advance and their date', async ({ page }) => {
    await page.goto('/terms-of-service');
    const main = page.getByRole('main');
    await expect(main).toContainText('Last updated 17 May 2025');
    await expect(main).toContainText('Subscriptions are billed in advance and are non-refundable');
  });

  for (const slug of ['privacy-policy', 'terms-of-service']) {
    test(`the ${slug} PDF downloads as application/pdf`, async ({ page }) => {
      await page.goto(`/${slug}`);
      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Download as PDF' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`classperk-${slug}.pdf`);
      const response = await page.request.get(`/pdf/${slug}`);
      expect(response.headers()['content-type']).toBe('application/pdf');
      expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
    });
  }
});

test('an unknown path reaches the not-found page', async ({ page }) => {
  await page.goto('/services/no-such-service');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  // Written for visitors, not for the developers who add pages.
  await expect(page.getByText('The page may have moved')).toBeVisible();
  await expect(page.getByText('router')).toHaveCount(0);
});

test('no page asks another host for anything while it loads', async ({ page, baseURL }) => {
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(baseURL!) && !url.startsWith('data:')) elsewhere.push(url);
  });
  for (const entry of PUBLIC_PAGES) {
    await page.goto(entry.path, { waitUntil: 'networkidle' });
  }
  expect(elsewhere).toEqual([]);
});
