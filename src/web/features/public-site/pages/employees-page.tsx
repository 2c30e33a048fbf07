import { Link } from 'react-router';
import { OFFER } from '../../../../shared/constants.js';
import { buttonClasses } from '../../../components/ui/button.js';
import { ROUTES } from '../../../lib/paths.js';
import { CheckList } from '../components/check-list.js';
import { PageHero } from '../components/page-hero.js';
import { FamilyIllustration } from '../illustrations/family-illustration.js';
import { Section } from '../components/section.js';
import { Steps } from '../components/steps.js';
import { YEAR_STAGES } from '../year-stages.js';

const STEPS = [
  {
    title: 'Log in',
    text: 'Sign in to the Employee Portal with the details from your employer, or register with your code or QR code.',
  },
  {
    title: 'Add children',
    text: 'Create a profile for each of your children with their year group, so they join the right lessons.',
  },
  {
    title: 'Start learning',
    text: 'Your children join live lessons, catch up on recordings and download resources straight away.',
  },
];

const FOR_FAMILIES = [
  `${OFFER.liveHoursPerWeek} hours of live lessons every week of term, after school`,
  `Small groups of ${OFFER.groupSize} with qualified, background-checked tutors`,
  `Recordings within ${OFFER.recordingsWithinHours} hours, for busy evenings and revision`,
  'Resources to download and messages with tutors',
  'Premium one-to-one tuition at a subsidised rate, if you want it',
];

/** Spec 1 §2: the families page, with the year-group sections and the three steps. */
export function EmployeesPage() {
  return (
    <>
      <PageHero
        illustration={<FamilyIllustration />}
        path={ROUTES.employees}
        eyebrow="For families"
        actions={
          <Link to={ROUTES.auth} className={buttonClasses({ size: 'lg' })}>
            Employee Portal
          </Link>
        }
      >
        <p>
          If your employer offers ClassPerk, your children in {OFFER.yearGroups} can join live
          online lessons in Maths, English and Science with expert tutors, paid for by your
          employer.
        </p>
      </PageHero>
      <Section title="Getting started takes three steps" tone="tinted">
        <Steps steps={STEPS} />
      </Section>
      <Section title="Lessons for every year group">
        <div className="grid gap-6">
          {YEAR_STAGES.map((stage) => (
            <section
              key={stage.years}
              aria-label={stage.years}
              className="grid gap-2 rounded-2xl border border-slate-200 bg-white p-6 sm:grid-cols-[14rem_1fr] sm:gap-6"
            >
              <div>
                <h3 className="text-lg font-semibold text-slate-900">{stage.years}</h3>
                <p className="text-sm font-medium text-indigo-700">{stage.stage}</p>
              </div>
              <p className="text-slate-700">{stage.focus}</p>
            </section>
          ))}
        </div>
      </Section>
      <Section title="What your family gets" tone="tinted">
        <CheckList items={FOR_FAMILIES} />
      </Section>
      <Section title="Not offered by your employer yet?">
        <p className="max-w-3xl text-lg text-slate-700">
          Share this page with your HR team, or ask them to{' '}
          <Link
            to={ROUTES.landingContact}
            className="font-medium text-indigo-700 underline underline-offset-4"
          >
            get in touch with us
          </Link>
          . We can launch within {OFFER.launchWithinHours} hours.
        </p>
      </Section>
    </>
  );
}
