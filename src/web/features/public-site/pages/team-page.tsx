import { BookOpenCheck, Headset, Laptop, ShieldCheck, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { OFFER } from '../../../../shared/constants.js';
import { ROUTES } from '../../../lib/paths.js';
import { CallToAction } from '../components/call-to-action.js';
import { FeatureGrid } from '../components/feature-grid.js';
import type { Feature } from '../components/feature-grid.js';
import { PageHero } from '../components/page-hero.js';
import { TeamIllustration } from '../illustrations/team-illustration.js';
import { Section } from '../components/section.js';

const TEAMS: Feature[] = [
  {
    icon: UsersRound,
    title: 'Tutors',
    text: `Qualified subject specialists with at least ${OFFER.tutorMinYearsExperience} years of teaching experience, who teach the live lessons and answer parents' messages.`,
  },
  {
    icon: BookOpenCheck,
    title: 'Curriculum leads',
    text: 'Experienced teachers who plan each year group’s lessons and resources around the National Curriculum and GCSE specifications.',
  },
  {
    icon: ShieldCheck,
    title: 'Safeguarding',
    text: 'A designated safeguarding lead who checks every tutor’s enhanced background check and is reachable by any family at any time.',
  },
  {
    icon: Headset,
    title: 'Client success',
    text: `The people who launch your benefit within ${OFFER.launchWithinHours} hours, onboard your employees and answer enquiries within ${OFFER.enquiryResponseHours} hours on business days.`,
  },
  {
    icon: Laptop,
    title: 'Technology',
    text: `Engineers who keep the platform running with ${OFFER.uptimePercent} uptime and address technical issues within ${OFFER.technicalIssueHours} hours.`,
  },
];

export function TeamPage() {
  return (
    <>
      <PageHero illustration={<TeamIllustration />} path={ROUTES.team} eyebrow="About us">
        <p>
          Teachers, safeguarding specialists and a small support and technology team, working
          together so that every lesson starts on time and every family gets an answer.
        </p>
      </PageHero>
      <Section title="Who does what" tone="tinted">
        <FeatureGrid features={TEAMS} />
      </Section>
      <Section title="Want to teach with us?">
        <p className="max-w-3xl text-lg text-slate-700">
          We are always glad to hear from qualified teachers with at least{' '}
          {OFFER.tutorMinYearsExperience} years of experience. Read{' '}
          <Link
            to={ROUTES.tutors}
            className="font-medium text-indigo-700 underline underline-offset-4"
          >
            how we choose our tutors
          </Link>{' '}
          and get in touch through the contact form.
        </p>
      </Section>
      <CallToAction
        title="Meet us in person"
        text="Book a short call and we will walk you through the platform and answer your questions."
      />
    </>
  );
}
