import { BookOpen, CalendarDays, Clock, CirclePlay, ShieldCheck, UsersRound } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { OFFER, PRODUCT_NAME } from '../../../shared/constants.js';
import { Logo } from '../../components/logo.js';
import { Button, buttonClasses } from '../../components/ui/button.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { ROUTES } from '../../app/routes.js';
import { openCookiePreferences } from '../consent/consent-store.js';

const FACTS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Clock,
    title: `${OFFER.liveHoursPerWeek} live hours a week`,
    text: 'Live online group lessons in Maths, English and Science, led by qualified tutors.',
  },
  {
    icon: CalendarDays,
    title: `A ${OFFER.weeksPerYear}-week academic year`,
    text: 'Term-time tuition from September to July, following the school year.',
  },
  {
    icon: BookOpen,
    title: OFFER.yearGroups,
    text: 'Support from the last years of primary school all the way to GCSE.',
  },
  {
    icon: UsersRound,
    title: `Groups of ${OFFER.groupSize}`,
    text: 'Small enough for every pupil to take part and ask questions.',
  },
  {
    icon: CirclePlay,
    title: `Recordings within ${OFFER.recordingsWithinHours} hours`,
    text: 'Every lesson is recorded, so a missed session can be caught up on later.',
  },
  {
    icon: ShieldCheck,
    title: 'Checked, experienced tutors',
    text: `At least ${OFFER.tutorMinYearsExperience} years of experience and an enhanced background check.`,
  },
];

export function HomePage() {
  useDocumentTitle(PRODUCT_NAME);
  const year = new Date().getFullYear();

  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <header className="border-b border-slate-200">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
          <Logo />
          <Link to={ROUTES.auth} className={buttonClasses({ variant: 'outline' })}>
            Log In
          </Link>
        </div>
      </header>

      <main className="flex-1">
        <section className="bg-gradient-to-b from-indigo-50 to-white">
          <div className="mx-auto grid max-w-6xl gap-8 px-4 py-16 sm:px-6 sm:py-24">
            <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">
              Tuition as an employee benefit
            </p>
            <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
              {OFFER.liveHoursPerWeek} hours of live online tuition every week, for your
              employees&apos; children.
            </h1>
            <p className="max-w-2xl text-lg text-slate-700">
              {PRODUCT_NAME} gives families live group lessons over a {OFFER.weeksPerYear}-week
              academic year, for pupils in {OFFER.yearGroups}, in groups of {OFFER.groupSize}, with
              every lesson recorded and available within {OFFER.recordingsWithinHours} hours.
            </p>
            <div className="flex flex-wrap items-center gap-4">
              <Link to={ROUTES.auth} className={buttonClasses({ size: 'lg' })}>
                Employee Portal
              </Link>
              <p className="text-sm text-slate-700">
                Already have login details from your employer? Log in here.
              </p>
            </div>
          </div>
        </section>

        <section aria-labelledby="offer-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <h2 id="offer-title" className="text-2xl font-bold tracking-tight text-slate-900">
            What every place includes
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {FACTS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
                <span className="grid size-10 place-items-center rounded-lg bg-indigo-100 text-indigo-800">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
                <p className="mt-1 text-sm text-slate-700">{text}</p>
              </li>
            ))}
          </ul>
        </section>
      </main>

      <footer className="border-t border-slate-200 bg-slate-50">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-sm text-slate-700 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            © {year} {PRODUCT_NAME}. All rights reserved.
          </p>
          <Button variant="link" onClick={openCookiePreferences}>
            Cookie settings
          </Button>
        </div>
      </footer>
    </div>
  );
}
