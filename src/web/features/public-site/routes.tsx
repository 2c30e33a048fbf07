import { lazy } from 'react';
import type { ComponentType } from 'react';
import { Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import type { LegalDocument } from '../../../shared/legal/document.js';
import { ROUTES } from '../../lib/paths.js';
import { PublicLayout } from './layout/public-layout.js';
import { LandingPage } from './pages/landing-page.js';

/**
 * A page in a chunk of its own, so a visitor downloads only the page they open (the layout's
 * Suspense waits for it). A prerendered page stays on screen while its chunk arrives.
 */
const page = (load: () => Promise<ComponentType>) => {
  const Page = lazy(async () => ({ default: await load() }));
  return <Page />;
};

const legal = (load: () => Promise<LegalDocument>) =>
  page(async () => {
    const [{ LegalPage }, document] = await Promise.all([import('./pages/legal-page.js'), load()]);
    return function Legal() {
      return <LegalPage document={document} />;
    };
  });

/** Spec 1 §2 public pages. Each is prerendered at build time (scripts/build-web.ts). */
export const publicSiteRoutes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      // Most first visits start here: in the entry itself, it needs no chunk of its own.
      { path: ROUTES.home, element: <LandingPage /> },
      {
        path: ROUTES.ourStory,
        element: page(async () => (await import('./pages/our-story-page.js')).OurStoryPage),
      },
      {
        path: ROUTES.missionValues,
        element: page(
          async () => (await import('./pages/mission-values-page.js')).MissionValuesPage,
        ),
      },
      {
        path: ROUTES.team,
        element: page(async () => (await import('./pages/team-page.js')).TeamPage),
      },
      {
        path: ROUTES.howItWorks,
        element: page(async () => (await import('./pages/how-it-works-page.js')).HowItWorksPage),
      },
      {
        path: ROUTES.subjects,
        element: page(async () => (await import('./pages/subjects-page.js')).SubjectsPage),
      },
      {
        path: ROUTES.tutors,
        element: page(async () => (await import('./pages/tutors-page.js')).TutorsPage),
      },
      {
        path: ROUTES.pricing,
        element: page(async () => (await import('./pages/pricing-page.js')).PricingPage),
      },
      {
        path: ROUTES.guarantees,
        element: page(async () => (await import('./pages/guarantees-page.js')).GuaranteesPage),
      },
      {
        path: ROUTES.employers,
        element: page(async () => (await import('./pages/employers-page.js')).EmployersPage),
      },
      {
        path: ROUTES.employees,
        element: page(async () => (await import('./pages/employees-page.js')).EmployeesPage),
      },
      {
        path: ROUTES.comingSoon,
        element: page(async () => (await import('./pages/coming-soon-page.js')).ComingSoonPage),
      },
      {
        path: ROUTES.sitemap,
        element: page(async () => (await import('./pages/sitemap-page.js')).SitemapPage),
      },
      {
        path: ROUTES.privacyPolicy,
        element: legal(
          async () => (await import('../../../shared/legal/privacy-policy.js')).PRIVACY_POLICY,
        ),
      },
      {
        path: ROUTES.termsOfService,
        element: legal(
          async () => (await import('../../../shared/legal/terms-of-service.js')).TERMS_OF_SERVICE,
        ),
      },
    ],
  },
  // The contact form lives on the landing page; /contact is the address people remember.
  { path: ROUTES.contact, element: <Navigate to={ROUTES.landingContact} replace /> },
];
