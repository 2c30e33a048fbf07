import type { APIRequestContext } from '@playwright/test';
import { HtmlValidate } from 'html-validate';
import { FAQ_ITEMS } from '../../src/web/features/public-site/faq/faq-items.js';
import { PUBLIC_PAGES } from '../../src/shared/public-site/pages.js';
import { expect, test } from './support/fixtures.js';

/*
 * What a public page's head gives browsers, validators and search engines: valid HTML, the icons
 * and the structured data.
 */

// A URL may hold no space, no angle bracket and none of the characters the URL standard forbids,
// as the Nu HTML checker reads it.
const URL_VALUE = { enum: [/^[^\s<>"{}|\\^`]*$/] };

// The WHATWG rules, plus two the Nu checker applies and html-validate leaves out: a <link> needs
// a rel, and an address is a URL.
const validator = new HtmlValidate({
  extends: ['html-validate:standard'],
  elements: [
    'html5',
    {
      link: { requiredAttributes: ['rel'], attributes: { href: URL_VALUE } },
      a: { attributes: { href: URL_VALUE } },
      img: { attributes: { src: URL_VALUE } },
      script: { attributes: { src: URL_VALUE } },
    },
  ],
});

for (const entry of PUBLIC_PAGES) {
  test(`${entry.path} is valid HTML as the Nu checker reads it`, async ({ request }) => {
    const html = await (await request.get(entry.path)).text();
    const report = await validator.validateString(html);
    const problems = report.results.flatMap((result) =>
      result.messages.map((message) => `${message.ruleId}: ${message.message}`),
    );
    expect(problems).toEqual([]);
  });
}

const ICONS = [
  { path: '/favicon.ico', type: 'image/vnd.microsoft.icon' },
  { path: '/favicon.svg', type: 'image/svg+xml' },
  { path: '/apple-touch-icon.png', type: 'image/png' },
  { path: '/icon-192.png', type: 'image/png' },
  { path: '/icon-512.png', type: 'image/png' },
  { path: '/manifest.webmanifest', type: 'application/manifest+json' },
];

for (const icon of ICONS) {
  test(`${icon.path} answers as ${icon.type}`, async ({ request }) => {
    const response = await request.get(icon.path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain(icon.type);
  });
}

test('every page links its icons and the manifest, which names files that exist', async ({
  request,
}) => {
  const html = await (await request.get('/services/pricing')).text();
  for (const link of [
    '<link rel="icon" href="/favicon.ico" sizes="32x32"',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml"',
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png"',
    '<link rel="manifest" href="/manifest.webmanifest"',
  ])
    expect(html).toContain(link);
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    icons: { src: string }[];
  };
  expect(manifest).toMatchObject({ name: 'ClassPerk', start_url: '/' });
  for (const { src } of manifest.icons) expect((await request.get(src)).status(), src).toBe(200);
});

/** The JSON-LD blocks of a page, parsed. */
const structuredData = async (request: APIRequestContext, path: string) => {
  const html = await (await request.get(path)).text();
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
};

test('the landing page describes the organisation as JSON-LD', async ({ request, baseURL }) => {
  expect(await structuredData(request, '/')).toEqual([
    expect.objectContaining({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'ClassPerk',
      url: `${baseURL}/`,
      logo: `${baseURL}/icon-512.png`,
    }),
  ]);
});

test('the pricing page gives its questions and answers as a JSON-LD FAQPage', async ({
  request,
}) => {
  const [faq] = await structuredData(request, '/services/pricing');
  expect(faq).toMatchObject({ '@context': 'https://schema.org', '@type': 'FAQPage' });
  expect(faq!.mainEntity).toEqual(
    FAQ_ITEMS.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer.join('\n\n') },
    })),
  );
});
