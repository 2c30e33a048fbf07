import { Building2, HeartHandshake } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { OFFER } from '../../../../shared/constants.js';
import { buttonClasses } from '../../../components/ui/button.js';
import { ROUTES } from '../../../lib/paths.js';
import { CheckList } from '../components/check-list.js';
import { Section } from '../components/section.js';

interface Audience {
  icon: LucideIcon;
  title: string;
  points: string[];
  to: string;
  cta: string;
}

const AUDIENCES: Audience[] = [
  {
    icon: Building2,
    title: 'For your business',
    points: [
      'A benefit that parents use every week, not once a year.',
      'Helps you attract and keep experienced people with families.',
      'Employees onboard by CSV upload, QR code or registration code.',
      `Live within ${OFFER.launchWithinHours} hours; scale places up or down with no penalty.`,
    ],
    to: ROUTES.employers,
    cta: 'Benefits for business',
  },
  {
    icon: HeartHandshake,
    title: 'For your employees',
    points: [
      'Expert help with homework, exams and confidence, paid for by you.',
      'Live lessons after school, and recordings for busy weeks.',
      `One login for the whole family, for every child in ${OFFER.yearGroups}.`,
      'Less time searching for tutors, more time together.',
    ],
    to: ROUTES.employees,
    cta: 'Benefits for families',
  },
];

export function BenefitsSection() {
  return (
    <Section
      id="benefits"
      title="Good for families, good for business"
      intro="Tuition is one of the biggest costs and worries for working parents. Taking it off their plate is a benefit they notice."
    >
      <div className="grid gap-6 lg:grid-cols-2">
        {AUDIENCES.map(({ icon: Icon, title, points, to, cta }) => (
          <div
            key={title}
            className="grid content-start gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
          >
            <div className="flex items-center gap-3">
              <span className="grid size-10 place-items-center rounded-lg bg-indigo-100 text-indigo-800">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="text-xl font-semibold text-slate-900">{title}</h3>
            </div>
            <CheckList items={points} />
            <div>
              <Link to={to} className={buttonClasses({ variant: 'secondary' })}>
                {cta}
              </Link>
            </div>
          </div>
        ))}
      </div>
    </Section>
  );
}
