import { PRODUCT_NAME } from '../../../shared/constants.js';
import { PUBLIC_PAGES, PUBLIC_URL_PLACEHOLDER } from '../../../shared/public-site/pages.js';
import { CONTACT_EMAIL, SOCIAL_LINKS } from '../../lib/contact-details.js';
import { ROUTES } from '../../lib/paths.js';
import { FAQ_ITEMS } from './faq/faq-items.js';

const CONTEXT = 'https://schema.org';

const organization = {
  '@context': CONTEXT,
  '@type': 'Organization',
  name: PRODUCT_NAME,
  url: `${PUBLIC_URL_PLACEHOLDER}/`,
  logo: `${PUBLIC_URL_PLACEHOLDER}/icon-512.png`,
  description: PUBLIC_PAGES[0]!.description,
  email: CONTACT_EMAIL,
  sameAs: SOCIAL_LINKS.map((link) => link.href),
};

/** The questions as the pricing page shows them, its paragraphs a blank line apart. */
const pricingQuestions = {
  '@context': CONTEXT,
  '@type': 'FAQPage',
  mainEntity: FAQ_ITEMS.map((item) => ({
    '@type': 'Question',
    name: item.question,
    acceptedAnswer: { '@type': 'Answer', text: item.answer.join('\n\n') },
  })),
};

// Search engines read the organisation from the home page; the same questions are on the landing
// page too, but are marked up once, on the page about them.
const BY_PATH: Record<string, object[]> = {
  [ROUTES.home]: [organization],
  [ROUTES.pricing]: [pricingQuestions],
};

/**
 * A public page's JSON-LD blocks for the build to write into its <head>, the address left as
 * the placeholder the server fills in. `<` is escaped so no text can close the element.
 */
export const structuredDataScripts = (path: string) =>
  (BY_PATH[path] ?? []).map(
    (data) =>
      `<script type="application/ld+json">${JSON.stringify(data).replaceAll('<', '\\u003c')}</script>`,
  );
