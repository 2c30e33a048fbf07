import { FileSpreadsheet, KeyRound, QrCode } from 'lucide-react';
import { OFFER } from '../../../../shared/constants.js';
import { ROUTES } from '../../../lib/paths.js';
import { CallToAction } from '../components/call-to-action.js';
import { CheckList } from '../components/check-list.js';
import { FeatureGrid } from '../components/feature-grid.js';
import type { Feature } from '../components/feature-grid.js';
import { PageHero } from '../components/page-hero.js';
import { JourneyIllustration } from '../illustrations/journey-illustration.js';
import { Section } from '../components/section.js';
import { Steps } from '../components/steps.js';

const EMPLOYER_STEPS = [
  {
    title: 'Tell us about your team',
    text: `Send the contact form or message us. We reply within ${OFFER.enquiryResponseHours} hours on business days with a quote per place.`,
  },
  {
    title: 'Agree your places',
    text: 'Choose how many families to support. Join at any point in the year; the price adapts to the weeks left.',
  },
  {
    title: `Launch within ${OFFER.launchWithinHours} hours`,
    text: 'We set up your company and your employees’ access, and help you announce the benefit.',
  },
];

const ONBOARDING: Feature[] = [
  {
    icon: FileSpreadsheet,
    title: 'CSV upload',
    text: 'Send a spreadsheet of names and work emails and every employee receives their own login.',
  },
  {
    icon: QrCode,
    title: 'QR codes',
    text: 'Put a QR code on a poster, a payslip insert or your intranet; employees scan it and register.',
  },
  {
    icon: KeyRound,
    title: 'Registration codes',
    text: 'Hand out individual codes, for example to new starters, so you stay in control of every place.',
  },
];

const FAMILY_STEPS = [
  {
    title: 'Log in',
    text: 'Parents sign in to the Employee Portal with the details their employer provided.',
  },
  {
    title: 'Add children',
    text: `Create a profile for each child in ${OFFER.yearGroups}, so they join the right group.`,
  },
  {
    title: 'Start learning',
    text: 'Children join live lessons, watch recordings and download resources from the first week.',
  },
];

const EVERY_WEEK = [
  `${OFFER.liveHoursPerWeek} hours of live lessons across Maths, English and Science, after school in term time`,
  `Groups of ${OFFER.groupSize} pupils, so tutors know every child`,
  `Recordings published within ${OFFER.recordingsWithinHours} hours of each lesson`,
  'Resources to download and parent–tutor messaging',
];

export function HowItWorksPage() {
  return (
    <>
      <PageHero illustration={<JourneyIllustration />} path={ROUTES.howItWorks} eyebrow="Services">
        <p>
          From your first message to your employees&apos; children learning takes days, not months.
          Here is what happens, for you and for the families you support.
        </p>
      </PageHero>
      <Section title="For employers: three steps to launch">
        <Steps steps={EMPLOYER_STEPS} />
      </Section>
      <Section
        title="Three ways to onboard employees"
        intro="Pick whichever suits your organisation, or combine them."
        tone="tinted"
      >
        <FeatureGrid features={ONBOARDING} />
      </Section>
      <Section title="For families: log in, add children, start learning">
        <Steps steps={FAMILY_STEPS} />
      </Section>
      <Section title="What happens every week" tone="tinted">
        <CheckList items={EVERY_WEEK} />
      </Section>
      <CallToAction
        title="Ready when you are"
        text={`Get a quote today and your employees' children could be learning within ${OFFER.launchWithinHours} hours.`}
      />
    </>
  );
}
