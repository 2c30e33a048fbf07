import { Link } from 'react-router';
import { OFFER } from '../../../../shared/constants.js';
import { buttonClasses } from '../../../components/ui/button.js';
import { cn } from '../../../lib/cn.js';
import { ROUTES } from '../../../lib/paths.js';
import { SECTION_SPACING } from '../components/section.js';
import { publicPage } from '../public-page.js';
import { LessonScene } from '../illustrations/lesson-scene.js';

const FIGURES = [
  { value: `${OFFER.liveHoursPerWeek} hours`, label: 'of live lessons a week' },
  { value: `${OFFER.weeksPerYear} weeks`, label: 'across the school year' },
  { value: 'Year 5–11', label: 'up to and including GCSE' },
  { value: `${OFFER.launchWithinHours} hours`, label: 'from decision to launch' },
];

export function Hero() {
  return (
    <div className="bg-gradient-to-b from-indigo-50 to-white">
      <div
        className={cn(
          'mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-[1.2fr_1fr]',
          SECTION_SPACING,
        )}
      >
        <div className="grid gap-6">
          <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">
            Tuition as an employee benefit
          </p>
          <h1 className="text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
            {publicPage(ROUTES.home).heading}
          </h1>
          <p className="text-lg text-slate-700">
            Give working parents {OFFER.liveHoursPerWeek} hours a week of live online group tuition
            in Maths, English and Science for their children, from {OFFER.yearGroups}. Small groups
            of {OFFER.groupSize}, qualified tutors, and every lesson recorded.
          </p>
          <div className="flex flex-wrap gap-3">
            <Link to={ROUTES.landingContact} className={buttonClasses({ size: 'lg' })}>
              Get a quote
            </Link>
            <Link to={ROUTES.auth} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
              Employee Portal
            </Link>
          </div>
          <ul className="grid grid-cols-2 gap-4 pt-4 sm:grid-cols-4">
            {FIGURES.map((figure) => (
              <li key={figure.label} className="grid gap-0.5 text-sm text-slate-700">
                <strong className="text-xl font-bold text-slate-900">{figure.value}</strong>
                {figure.label}
              </li>
            ))}
          </ul>
        </div>
        <LessonScene />
      </div>
    </div>
  );
}
