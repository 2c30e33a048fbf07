import {
  Award,
  ClipboardCheck,
  GraduationCap,
  MessagesSquare,
  ShieldCheck,
  UsersRound,
} from 'lucide-react';
import { OFFER } from '../../../../shared/constants.js';
import { ROUTES } from '../../../lib/paths.js';
import { CallToAction } from '../components/call-to-action.js';
import { FeatureGrid } from '../components/feature-grid.js';
import type { Feature } from '../components/feature-grid.js';
import { PageHero } from '../components/page-hero.js';
import { TutorIllustration } from '../illustrations/tutor-illustration.js';
import { Section } from '../components/section.js';
import { Steps } from '../components/steps.js';

const STANDARDS: Feature[] = [
  {
    icon: GraduationCap,
    title: 'Qualified',
    text: 'Every tutor is a qualified teacher or holds a degree in the subject they teach.',
  },
  {
    icon: Award,
    title: `At least ${OFFER.tutorMinYearsExperience} years' experience`,
    text: 'Classroom or tutoring experience with the year groups they teach, including GCSE for our exam classes.',
  },
  {
    icon: ShieldCheck,
    title: 'Enhanced background check',
    text: 'An enhanced DBS check and references, completed before a tutor meets any child.',
  },
];

const SELECTION = [
  {
    title: 'Application and references',
    text: 'We check qualifications, teaching history and two professional references.',
  },
  {
    title: 'Interview and sample lesson',
    text: 'Candidates teach a short online lesson to our curriculum leads, who look for clarity, warmth and pace.',
  },
  {
    title: 'Checks and training',
    text: 'The enhanced background check, safeguarding training and an introduction to our platform.',
  },
];

const IN_LESSONS: Feature[] = [
  {
    icon: UsersRound,
    title: `Groups of ${OFFER.groupSize}`,
    text: 'Small enough for tutors to know every pupil’s name, strengths and gaps.',
  },
  {
    icon: MessagesSquare,
    title: 'In touch with parents',
    text: 'Parents can message tutors about their child’s progress or a topic they find hard.',
  },
  {
    icon: ClipboardCheck,
    title: 'Observed and supported',
    text: 'Curriculum leads review recorded lessons and give tutors regular feedback.',
  },
];

export function TutorsPage() {
  return (
    <>
      <PageHero illustration={<TutorIllustration />} path={ROUTES.tutors} eyebrow="Services">
        <p>
          The quality of a lesson comes down to the person teaching it. That is why we are choosy
          about who teaches for ClassPerk, and why every tutor meets the same three standards.
        </p>
      </PageHero>
      <Section title="Three standards every tutor meets" tone="tinted">
        <FeatureGrid features={STANDARDS} />
      </Section>
      <Section title="How we choose our tutors">
        <Steps steps={SELECTION} />
      </Section>
      <Section title="In every lesson" tone="tinted">
        <FeatureGrid features={IN_LESSONS} />
      </Section>
      <CallToAction
        title="Give your employees' children great teachers"
        text="Find out what ClassPerk would cost for your team."
      />
    </>
  );
}
