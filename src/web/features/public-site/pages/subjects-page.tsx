import { Atom, BookText, Calculator, Dna, FlaskConical, Magnet } from 'lucide-react';
import { Link } from 'react-router';
import { OFFER } from '../../../../shared/constants.js';
import { buttonClasses } from '../../../components/ui/button.js';
import { ROUTES } from '../../../lib/paths.js';
import { CallToAction } from '../components/call-to-action.js';
import { FeatureGrid } from '../components/feature-grid.js';
import type { Feature } from '../components/feature-grid.js';
import { PageHero } from '../components/page-hero.js';
import { SubjectsIllustration } from '../illustrations/subjects-illustration.js';
import { Section } from '../components/section.js';
import { YEAR_STAGES } from '../year-stages.js';

const SUBJECTS: Feature[] = [
  {
    icon: Calculator,
    title: 'Maths',
    text: 'Number, algebra, geometry and statistics, with plenty of worked examples and practice.',
  },
  {
    icon: BookText,
    title: 'English',
    text: 'Reading, writing and spelling, then language and literature skills for GCSE.',
  },
  {
    icon: Atom,
    title: 'Science',
    text: 'Practical, curious science for Years 5 to 9, building the foundations for GCSE.',
  },
  {
    icon: Dna,
    title: 'Biology',
    text: 'Cells, organisms, ecosystems and genetics, taught as a separate GCSE subject.',
  },
  {
    icon: FlaskConical,
    title: 'Chemistry',
    text: 'Atoms, reactions and quantitative chemistry, taught as a separate GCSE subject.',
  },
  {
    icon: Magnet,
    title: 'Physics',
    text: 'Forces, energy, electricity and waves, taught as a separate GCSE subject.',
  },
];

export function SubjectsPage() {
  return (
    <>
      <PageHero
        illustration={<SubjectsIllustration />}
        path={ROUTES.subjects}
        eyebrow="Services"
        actions={
          <Link
            to={ROUTES.comingSoon}
            className={buttonClasses({ variant: 'outline', size: 'lg' })}
          >
            View Curriculum
          </Link>
        }
      >
        <p>
          Maths, English and Science for every pupil from {OFFER.yearGroups}, with Biology,
          Chemistry and Physics taught separately for GCSE.
        </p>
      </PageHero>
      <Section title="Subjects" tone="tinted">
        <FeatureGrid features={SUBJECTS} />
      </Section>
      <Section
        title="Year groups"
        intro={`Pupils learn with their own year group, in groups of ${OFFER.groupSize}.`}
      >
        <ul className="grid gap-4 lg:grid-cols-3">
          {YEAR_STAGES.map((stage) => (
            <li key={stage.years} className="rounded-2xl border border-slate-200 bg-white p-6">
              <h3 className="text-lg font-semibold text-slate-900">{stage.years}</h3>
              <p className="text-sm font-medium text-indigo-700">{stage.stage}</p>
              <p className="mt-3 text-slate-700">{stage.focus}</p>
            </li>
          ))}
        </ul>
      </Section>
      <CallToAction
        title="Questions about the curriculum?"
        text="We are happy to talk you through what each year group covers."
      />
    </>
  );
}
