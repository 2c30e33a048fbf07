import { BadgeCheck, FileCheck2, Gauge, Handshake, Lock, ShieldCheck } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { OFFER } from '../../../../shared/constants.js';
import { ROUTES } from '../../../lib/paths.js';
import { CallToAction } from '../components/call-to-action.js';
import { CheckList } from '../components/check-list.js';
import { PageHero } from '../components/page-hero.js';
import { ShieldIllustration } from '../illustrations/shield-illustration.js';

interface Guarantee {
  icon: LucideIcon;
  title: string;
  text: string;
  points: string[];
}

const GUARANTEES: Guarantee[] = [
  {
    icon: BadgeCheck,
    title: 'Quality guarantee',
    text: 'Every lesson is planned by curriculum leads, taught live by a qualified tutor and recorded.',
    points: [
      `Groups of ${OFFER.groupSize} pupils, so no child is lost in the crowd`,
      'Lessons reviewed by curriculum leads, with feedback to tutors',
      'If a lesson falls short, tell us and we will put it right',
    ],
  },
  {
    icon: Gauge,
    title: 'Service reliability',
    text: 'Lessons start on time and the platform is there when families need it.',
    points: [
      `${OFFER.uptimePercent} platform uptime, outside announced maintenance`,
      `Recordings published within ${OFFER.recordingsWithinHours} hours of every live lesson`,
    ],
  },
  {
    icon: Handshake,
    title: 'Satisfaction promise',
    text: 'We want you to be sure, so new corporate clients carry no risk.',
    points: [
      `Cancel within ${OFFER.satisfactionRefundDays} days for a full refund of the fees paid`,
      'Scale places up or down with no penalty',
    ],
  },
  {
    icon: FileCheck2,
    title: 'Service level agreement',
    text: 'Clear response times, written into our terms.',
    points: [
      `Launch within ${OFFER.launchWithinHours} hours of your decision`,
      `Enquiries answered within ${OFFER.enquiryResponseHours} hours on business days`,
      `Technical issues addressed within ${OFFER.technicalIssueHours} hours`,
    ],
  },
  {
    icon: Lock,
    title: 'Data protection',
    text: 'Personal data, and children’s data above all, is handled under the UK GDPR.',
    points: [
      'Children’s data is never sold or used for advertising',
      'Requests about your data answered within 30 days',
      'Breaches reported to the regulator within 72 hours',
    ],
  },
  {
    icon: ShieldCheck,
    title: 'Tutor credentials',
    text: 'Every tutor is checked before they meet a child.',
    points: [
      'Qualified, with a relevant degree or teaching qualification',
      `At least ${OFFER.tutorMinYearsExperience} years of teaching experience`,
      'An enhanced background check and references',
    ],
  },
];

/** Spec 1 §2: quality, reliability, satisfaction, SLA, data protection, tutor credentials. */
export function GuaranteesPage() {
  return (
    <>
      <PageHero illustration={<ShieldIllustration />} path={ROUTES.guarantees} eyebrow="Services">
        <p>
          Promises you can hold us to. They are part of our{' '}
          <Link to={ROUTES.termsOfService} className="font-medium text-indigo-700 underline">
            terms of service
          </Link>{' '}
          and our{' '}
          <Link to={ROUTES.privacyPolicy} className="font-medium text-indigo-700 underline">
            privacy policy
          </Link>
          .
        </p>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 sm:pb-20">
        <ul className="grid gap-6 md:grid-cols-2">
          {GUARANTEES.map(({ icon: Icon, title, text, points }) => (
            <li key={title}>
              <div className="grid h-full content-start gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
                <div className="flex items-center gap-3">
                  <span className="grid size-10 place-items-center rounded-lg bg-indigo-100 text-indigo-800">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
                </div>
                <p className="text-slate-700">{text}</p>
                <CheckList items={points} />
              </div>
            </li>
          ))}
        </ul>
      </div>
      <CallToAction
        title="See the guarantees in action"
        text="Start with a quote. If it is not right for you in the first month, you get your money back."
      />
    </>
  );
}
