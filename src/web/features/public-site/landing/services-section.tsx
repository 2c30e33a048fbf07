import { BookOpen, CalendarDays, CirclePlay, Clock, ShieldCheck, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { OFFER } from '../../../../shared/constants.js';
import { ROUTES } from '../../../lib/paths.js';
import { FeatureGrid } from '../components/feature-grid.js';
import type { Feature } from '../components/feature-grid.js';
import { Section } from '../components/section.js';

const SERVICES: Feature[] = [
  {
    icon: Clock,
    title: `${OFFER.liveHoursPerWeek} live hours a week`,
    text: 'Live online group lessons in Maths, English and Science, every week of term.',
  },
  {
    icon: CalendarDays,
    title: `A ${OFFER.weeksPerYear}-week academic year`,
    text: 'Term-time tuition from September to July, in step with the school year.',
  },
  {
    icon: BookOpen,
    title: OFFER.yearGroups,
    text: 'From the last years of primary school to GCSE, with Biology, Chemistry and Physics taught separately.',
  },
  {
    icon: UsersRound,
    title: `Groups of ${OFFER.groupSize}`,
    text: 'Small enough for every pupil to take part, ask questions and be noticed.',
  },
  {
    icon: CirclePlay,
    title: `Recordings within ${OFFER.recordingsWithinHours} hours`,
    text: 'Every lesson is recorded, with downloadable resources, so nothing is missed.',
  },
  {
    icon: ShieldCheck,
    title: 'Checked, experienced tutors',
    text: `Qualified tutors with at least ${OFFER.tutorMinYearsExperience} years of experience and an enhanced background check.`,
  },
];

const MORE = [
  { to: ROUTES.howItWorks, label: 'How it works' },
  { to: ROUTES.subjects, label: 'Subjects and year groups' },
  { to: ROUTES.tutors, label: 'Meet our tutors' },
];

export function ServicesSection() {
  return (
    <Section
      id="services"
      title="Everything children need to keep learning"
      intro="One benefit gives each family live teaching, recordings and resources for the whole school year."
      tone="tinted"
    >
      <FeatureGrid features={SERVICES} />
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        {MORE.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="font-medium text-indigo-700 underline-offset-4 hover:underline"
            >
              {link.label} →
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
