import { Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { PRIVACY_POLICY } from '../../../shared/legal/privacy-policy.js';
import { TERMS_OF_SERVICE } from '../../../shared/legal/terms-of-service.js';
import { ROUTES } from '../../lib/paths.js';
import { PublicLayout } from './layout/public-layout.js';
import { ComingSoonPage } from './pages/coming-soon-page.js';
import { EmployeesPage } from './pages/employees-page.js';
import { EmployersPage } from './pages/employers-page.js';
import { GuaranteesPage } from './pages/guarantees-page.js';
import { HowItWorksPage } from './pages/how-it-works-page.js';
import { LandingPage } from './pages/landing-page.js';
import { LegalPage } from './pages/legal-page.js';
import { MissionValuesPage } from './pages/mission-values-page.js';
import { OurStoryPage } from './pages/our-story-page.js';
import { PricingPage } from './pages/pricing-page.js';
import { SitemapPage } from './pages/sitemap-page.js';
import { SubjectsPage } from './pages/subjects-page.js';
import { TeamPage } from './pages/team-page.js';
import { TutorsPage } from './pages/tutors-page.js';

/** Spec 1 §2 public pages. Each is prerendered at build time (scripts/build-web.ts). */
export const publicSiteRoutes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { path: ROUTES.home, element: <LandingPage /> },
      { path: ROUTES.ourStory, element: <OurStoryPage /> },
      { path: ROUTES.missionValues, element: <MissionValuesPage /> },
      { path: ROUTES.team, element: <TeamPage /> },
      { path: ROUTES.howItWorks, element: <HowItWorksPage /> },
      { path: ROUTES.subjects, element: <SubjectsPage /> },
      { path: ROUTES.tutors, element: <TutorsPage /> },
      { path: ROUTES.pricing, element: <PricingPage /> },
      { path: ROUTES.guarantees, element: <GuaranteesPage /> },
      { path: ROUTES.employers, element: <EmployersPage /> },
      { path: ROUTES.employees, element: <EmployeesPage /> },
      { path: ROUTES.comingSoon, element: <ComingSoonPage /> },
      { path: ROUTES.sitemap, element: <SitemapPage /> },
      { path: ROUTES.privacyPolicy, element: <LegalPage document={PRIVACY_POLICY} /> },
      { path: ROUTES.termsOfService, element: <LegalPage document={TERMS_OF_SERVICE} /> },
    ],
  },
  // The contact form lives on the landing page; /contact is the address people remember.
  { path: ROUTES.contact, element: <Navigate to={ROUTES.landingContact} replace /> },
];
