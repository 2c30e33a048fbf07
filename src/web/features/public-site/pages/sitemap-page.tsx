import { Link } from 'react-router';
import { ROUTES } from '../../../lib/paths.js';
import { PageHero } from '../components/page-hero.js';
import { MapIllustration } from '../illustrations/map-illustration.js';
import { ABOUT_LINKS, BENEFIT_LINKS, LEGAL_PDFS, SERVICE_LINKS } from '../site-nav.js';
import type { NavGroup } from '../site-nav.js';

const GROUPS: NavGroup[] = [
  {
    label: 'Main pages',
    links: [
      { to: ROUTES.home, label: 'Home' },
      { to: ROUTES.landingServices, label: 'Services' },
      { to: ROUTES.landingBenefits, label: 'Benefits' },
      { to: ROUTES.landingTestimonials, label: 'Testimonials' },
      { to: ROUTES.contact, label: 'Contact' },
      { to: ROUTES.comingSoon, label: 'Curriculum' },
    ],
  },
  { label: 'Services', links: SERVICE_LINKS.filter((link) => link.to !== ROUTES.landingServices) },
  { label: 'About', links: ABOUT_LINKS },
  { label: 'Benefits', links: BENEFIT_LINKS },
  {
    label: 'Portals',
    links: [
      { to: ROUTES.auth, label: 'Log In' },
      { to: ROUTES.admin, label: 'Admin Dashboard' },
      { to: ROUTES.dashboard, label: 'Tutor Dashboard' },
      { to: ROUTES.studentHome, label: 'Student Dashboard' },
    ],
  },
  {
    label: 'Legal',
    links: [
      { to: ROUTES.privacyPolicy, label: 'Privacy policy' },
      { to: ROUTES.termsOfService, label: 'Terms of service' },
    ],
  },
];

const linkClasses = 'font-medium text-indigo-700 underline-offset-4 hover:underline';

/** Spec 1 §2: every page, including /contact and the three dashboards. */
export function SitemapPage() {
  return (
    <>
      <PageHero illustration={<MapIllustration />} path={ROUTES.sitemap} eyebrow="Sitemap">
        <p>Every page of the ClassPerk website in one place.</p>
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-3 lg:pb-16">
        {GROUPS.map((group) => (
          <section key={group.label} aria-label={group.label} className="grid content-start gap-3">
            <h2 className="text-lg font-semibold text-slate-900">{group.label}</h2>
            <ul className="grid gap-2">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClasses}>
                    {link.label}
                  </Link>
                </li>
              ))}
              {group.label === 'Legal' &&
                LEGAL_PDFS.map((pdf) => (
                  <li key={pdf.href}>
                    <a href={pdf.href} download className={linkClasses}>
                      {pdf.label}
                    </a>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
