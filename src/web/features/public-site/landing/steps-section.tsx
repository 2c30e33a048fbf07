import { Link } from 'react-router';
import { OFFER } from '../../../../shared/constants.js';
import { ROUTES } from '../../../lib/paths.js';
import { Section } from '../components/section.js';
import { Steps } from '../components/steps.js';

const STEPS = [
  {
    title: 'Choose your places',
    text: 'Tell us how many families you want to support. We send a quote within a business day.',
  },
  {
    title: 'Invite your employees',
    text: 'Upload a CSV of staff, put up a QR code or hand out registration codes. We set everything up.',
  },
  {
    title: 'Children start learning',
    text: `Parents log in, add their children, and lessons begin. Launch takes ${OFFER.launchWithinHours} hours.`,
  },
];

export function StepsSection() {
  return (
    <Section
      title="Up and running in three steps"
      tone="tinted"
      intro={
        <>
          No software to install and nothing for your HR team to run.{' '}
          <Link
            to={ROUTES.howItWorks}
            className="font-medium text-indigo-700 underline underline-offset-4"
          >
            See how it works
          </Link>
          .
        </>
      }
    >
      <Steps steps={STEPS} />
    </Section>
  );
}
