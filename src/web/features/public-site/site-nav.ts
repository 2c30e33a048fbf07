import { ROUTES } from '../../lib/paths.js';

export interface NavLink {
  to: string;
  label: string;
}

export interface NavGroup {
  label: string;
  links: NavLink[];
}

/** Spec 1 §2 header links, grouped as the header, the footer and the sitemap show them. */
export const SERVICE_LINKS: NavLink[] = [
  { to: ROUTES.landingServices, label: 'All services' },
  { to: ROUTES.howItWorks, label: 'How it works' },
  { to: ROUTES.subjects, label: 'Subjects' },
  { to: ROUTES.tutors, label: 'Our tutors' },
  { to: ROUTES.pricing, label: 'Pricing' },
  { to: ROUTES.guarantees, label: 'Guarantees' },
];

export const ABOUT_LINKS: NavLink[] = [
  { to: ROUTES.ourStory, label: 'Our story' },
  { to: ROUTES.missionValues, label: 'Mission and values' },
  { to: ROUTES.team, label: 'Our team' },
];

export const BENEFIT_LINKS: NavLink[] = [
  { to: ROUTES.employers, label: 'Business' },
  { to: ROUTES.employees, label: 'Families' },
];

/** Links to sections of the landing page, shown directly in the header. */
export const LANDING_LINKS: NavLink[] = [
  { to: ROUTES.landingPricing, label: 'Pricing' },
  { to: ROUTES.landingFaq, label: 'FAQ' },
  { to: ROUTES.landingContact, label: 'Contact' },
];

export const NAV_GROUPS: NavGroup[] = [
  { label: 'Services', links: SERVICE_LINKS },
  { label: 'About', links: ABOUT_LINKS },
];

export const LEGAL_LINKS: NavLink[] = [
  { to: ROUTES.privacyPolicy, label: 'Privacy policy' },
  { to: ROUTES.termsOfService, label: 'Terms of service' },
  { to: ROUTES.sitemap, label: 'Sitemap' },
];

/** The legal documents as PDF files, served by the server rather than the app. */
export const LEGAL_PDFS: { href: string; label: string }[] = [
  { href: ROUTES.privacyPolicyPdf, label: 'Privacy policy (PDF)' },
  { href: ROUTES.termsOfServicePdf, label: 'Terms of service (PDF)' },
];
