/** Every public page: its path, title, description and main heading, for the router, SEO and the sitemap. */
export interface PublicPage {
  path: string;
  title: string;
  description: string;
  /** The page's one h1, also what the no-JavaScript test looks for in the prerendered HTML. */
  heading: string;
}

export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    path: '/',
    title: 'ClassPerk | Live online tuition as an employee benefit',
    description:
      'Give your employees 15 hours a week of live online group tuition for their children, Year 5 to GCSE. Launch in 48 hours.',
    heading: "Live online tuition for your employees' children",
  },
  {
    path: '/about/our-story',
    title: 'Our story | ClassPerk',
    description:
      'Why we built ClassPerk: great tuition for every working family, paid for by the employer.',
    heading: 'Our story',
  },
  {
    path: '/about/mission-values',
    title: 'Mission and values | ClassPerk',
    description: 'Our mission and the values behind every ClassPerk lesson.',
    heading: 'Our mission and values',
  },
  {
    path: '/about/team',
    title: 'Our team | ClassPerk',
    description: 'Meet the teachers and team behind ClassPerk.',
    heading: 'The team behind every lesson',
  },
  {
    path: '/services/how-it-works',
    title: 'How it works | ClassPerk',
    description:
      'From contract to first lesson in 48 hours: how ClassPerk works for employers and families.',
    heading: 'How ClassPerk works',
  },
  {
    path: '/services/subjects',
    title: 'Subjects | ClassPerk',
    description:
      'Maths, English and Science, with Biology, Chemistry and Physics for GCSE, from Year 5 to Year 11.',
    heading: 'Subjects and year groups',
  },
  {
    path: '/services/tutors',
    title: 'Our tutors | ClassPerk',
    description:
      'Qualified tutors with at least 3 years of experience and enhanced background checks.',
    heading: 'Our tutors',
  },
  {
    path: '/services/pricing',
    title: 'Pricing | ClassPerk',
    description: 'Pay per place for the academic year. Scale up or down with no penalty.',
    heading: 'Simple pricing: pay per place',
  },
  {
    path: '/services/guarantees',
    title: 'Guarantees | ClassPerk',
    description:
      'Quality guarantee, 99.9% uptime, a 30-day satisfaction promise and strong data protection.',
    heading: 'Our guarantees',
  },
  {
    path: '/benefits/employers',
    title: 'For business | ClassPerk',
    description:
      'A valued, affordable employee benefit that supports working parents and retention.',
    heading: 'The benefit working parents actually use',
  },
  {
    path: '/benefits/employees',
    title: 'For families | ClassPerk',
    description:
      'Live lessons, recordings and resources for your children, Year 5 to GCSE, paid for by your employer.',
    heading: 'Live tuition for your children, from your employer',
  },
  {
    path: '/coming-soon',
    title: 'Curriculum coming soon | ClassPerk',
    description: 'Our full curriculum information is on its way.',
    heading: 'Our curriculum guide is coming soon',
  },
  {
    path: '/sitemap',
    title: 'Sitemap | ClassPerk',
    description: 'Every page of the ClassPerk website.',
    heading: 'Sitemap',
  },
  {
    path: '/privacy-policy',
    title: 'Privacy Policy | ClassPerk',
    description: 'How ClassPerk collects, uses and protects personal data.',
    heading: 'Privacy Policy',
  },
  {
    path: '/terms-of-service',
    title: 'Terms of Service | ClassPerk',
    description: 'The terms on which ClassPerk provides its service.',
    heading: 'Terms of Service',
  },
  {
    path: '/auth',
    title: 'Log In | ClassPerk',
    description: 'Sign in to ClassPerk as a parent, tutor or administrator.',
    heading: 'Log In',
  },
];

/** The sign-in page: prerendered like the others, but part of the signed-in app (decision 053). */
export const SIGN_IN_PAGE_PATH = '/auth';

/** Whether a path is one of the public site's own pages, which hydrate without the signed-in app. */
export const isPublicSitePage = (path: string) =>
  path !== SIGN_IN_PAGE_PATH && PUBLIC_PAGES.some((page) => page.path === path);

/** Where the build writes a public page's prerendered HTML, relative to the web build directory. */
export const prerenderedFile = (path: string) =>
  path === '/' ? 'prerendered/index.html' : `prerendered${path}/index.html`;

/** Stands for the site's address in prerendered HTML; the server fills in its PUBLIC_URL. */
export const PUBLIC_URL_PLACEHOLDER = '%PUBLIC_URL%';

/**
 * Holds the PUBLIC_URL the build filled in before writing each prerendered page's brotli and gzip
 * copies; a server with another address compresses its pages at start instead.
 */
export const PRERENDERED_ADDRESS_FILE = 'prerendered/public-url.txt';
