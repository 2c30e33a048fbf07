import { Radio } from 'lucide-react';
import { Link } from 'react-router';
import { OFFER } from '../../../../shared/constants.js';
import { buttonClasses } from '../../../components/ui/button.js';
import { ROUTES } from '../../../lib/paths.js';
import { publicPage } from '../public-page.js';

const FIGURES = [
  { value: `${OFFER.liveHoursPerWeek} hours`, label: 'of live lessons a week' },
  { value: `${OFFER.weeksPerYear} weeks`, label: 'across the school year' },
  { value: 'Year 5–11', label: 'up to and including GCSE' },
  { value: `${OFFER.launchWithinHours} hours`, label: 'from decision to launch' },
];

/** A drawing of a live lesson card, built from markup so the page loads no images. */
function LessonPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md">
      <div className="absolute -inset-4 -z-10 rounded-3xl bg-indigo-200/50 blur-2xl" />
      <div className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-xl">
        <div className="flex items-center justify-between">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-red-50 px-2.5 py-1 text-xs font-semibold text-red-700">
            <Radio className="size-3.5" /> Live now
          </span>
          <span className="text-xs text-slate-600">4:30 pm · 60 min</span>
        </div>
        <div className="grid gap-1">
          <p className="text-sm font-medium text-indigo-700">Year 9 · Maths</p>
          <p className="text-lg font-semibold text-slate-900">Solving quadratic equations</p>
        </div>
        <div className="grid grid-cols-5 gap-2">
          {['bg-indigo-100', 'bg-amber-100', 'bg-emerald-100', 'bg-sky-100', 'bg-rose-100'].map(
            (tone) => (
              <span key={tone} className={`aspect-square rounded-xl ${tone}`} />
            ),
          )}
        </div>
        <div className="flex items-center justify-between rounded-xl bg-slate-50 px-4 py-3 text-sm">
          <span className="text-slate-700">10 pupils in this group</span>
          <span className="font-medium text-indigo-700">Recording tomorrow</span>
        </div>
      </div>
    </div>
  );
}

export function Hero() {
  return (
    <div className="bg-gradient-to-b from-indigo-50 to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.2fr_1fr]">
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
        <LessonPreview />
      </div>
    </div>
  );
}
