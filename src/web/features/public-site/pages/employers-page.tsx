import {
  CalendarClock,
  FileSpreadsheet,
  HeartPulse,
  Scaling,
  TrendingUp,
  UsersRound,
} from 'lucide-react';
import { Link } from 'react-router';
import { OFFER } from '../../../../shared/constants.js';
import { buttonClasses } from '../../../components/ui/button.js';
import { ROUTES } from '../../../lib/paths.js';
import { CallToAction } from '../components/call-to-action.js';
import { CheckList } from '../components/check-list.js';
import { FeatureGrid } from '../components/feature-grid.js';
import type { Feature } from '../components/feature-grid.js';
import { PageHero } from '../components/page-hero.js';
import { WorkplaceIllustration } from '../illustrations/workplace-illustration.js';
import { Section } from '../components/section.js';

const REASONS: Feature[] = [
  {
    icon: UsersRound,
    title: 'Attract and keep parents',
    text: 'A benefit that speaks directly to one of the biggest worries of working parents, and sets your offer apart.',
  },
  {
    icon: HeartPulse,
    title: 'Support wellbeing',
    text: 'Less evening stress about homework and exams, and fewer hours spent finding and ferrying tutors.',
  },
  {
    icon: TrendingUp,
    title: 'Used every week',
    text: `${OFFER.liveHoursPerWeek} live hours a week across the school year means families feel the value all year round.`,
  },
];

const ADMIN: Feature[] = [
  {
    icon: FileSpreadsheet,
    title: 'Onboard in minutes',
    text: 'Invite employees with a CSV upload, a QR code or individual registration codes.',
  },
  {
    icon: Scaling,
    title: 'Flexible places',
    text: 'Pay per place, add places whenever you need them and reduce them with no penalty.',
  },
  {
    icon: CalendarClock,
    title: `Live in ${OFFER.launchWithinHours} hours`,
    text: 'We handle set-up, so the benefit can launch within two days of your decision.',
  },
];

const PROMISES = [
  `A ${OFFER.satisfactionRefundDays}-day satisfaction guarantee for new corporate clients`,
  `${OFFER.uptimePercent} platform uptime and recordings within ${OFFER.recordingsWithinHours} hours`,
  `Enquiries answered within ${OFFER.enquiryResponseHours} hours on business days, technical issues within ${OFFER.technicalIssueHours} hours`,
  `Tutors with at least ${OFFER.tutorMinYearsExperience} years' experience and enhanced background checks`,
];

export function EmployersPage() {
  return (
    <>
      <PageHero
        illustration={<WorkplaceIllustration />}
        path={ROUTES.employers}
        eyebrow="For business"
        actions={
          <>
            <Link to={ROUTES.landingContact} className={buttonClasses({ size: 'lg' })}>
              Get a quote
            </Link>
            <Link to={ROUTES.pricing} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
              See pricing
            </Link>
          </>
        }
      >
        <p>
          Offer live online tuition for your employees&apos; children, from {OFFER.yearGroups}, as
          part of your benefits package. It is simple to run, priced per place, and valued by the
          people you most want to keep.
        </p>
      </PageHero>
      <Section title="Why employers choose ClassPerk" tone="tinted">
        <FeatureGrid features={REASONS} />
      </Section>
      <Section title="Easy for HR to run">
        <FeatureGrid features={ADMIN} />
      </Section>
      <Section title="Backed by our guarantees" tone="tinted">
        <div className="grid gap-6 lg:grid-cols-[1.5fr_1fr] lg:items-start">
          <CheckList items={PROMISES} />
          <Link
            to={ROUTES.guarantees}
            className={buttonClasses({ variant: 'outline', className: 'justify-self-start' })}
          >
            Read our guarantees
          </Link>
        </div>
      </Section>
      <CallToAction
        title="Make tuition part of your benefits"
        text="Tell us about your team and we will send a quote within a business day."
      />
    </>
  );
}
