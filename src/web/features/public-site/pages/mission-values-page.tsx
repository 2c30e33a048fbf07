import { Eye, HeartHandshake, Lightbulb, Scale, ShieldCheck, Users } from 'lucide-react';
import { ROUTES } from '../../../lib/paths.js';
import { CallToAction } from '../components/call-to-action.js';
import { FeatureGrid } from '../components/feature-grid.js';
import type { Feature } from '../components/feature-grid.js';
import { PageHero } from '../components/page-hero.js';
import { CompassIllustration } from '../illustrations/compass-illustration.js';
import { Prose } from '../components/prose.js';
import { Section } from '../components/section.js';

const VALUES: Feature[] = [
  {
    icon: Users,
    title: 'Every child included',
    text: 'Lessons are planned so that quieter pupils and those who need more time take part as fully as the confident ones.',
  },
  {
    icon: ShieldCheck,
    title: 'Safe by design',
    text: 'Every tutor holds an enhanced background check, lessons are recorded, and children’s data is never used for advertising.',
  },
  {
    icon: Lightbulb,
    title: 'Teaching that works',
    text: 'We teach in small groups, check understanding as we go and publish every lesson, so learning sticks.',
  },
  {
    icon: Eye,
    title: 'Open with families',
    text: 'Parents can see what their children learn, message tutors and watch any lesson again.',
  },
  {
    icon: Scale,
    title: 'Fair to employers',
    text: 'Clear per-place pricing, no penalties for changing numbers and a satisfaction guarantee for new clients.',
  },
  {
    icon: HeartHandshake,
    title: 'Here when needed',
    text: 'Real people answer enquiries within a business day and technical issues within hours.',
  },
];

export function MissionValuesPage() {
  return (
    <>
      <PageHero
        illustration={<CompassIllustration />}
        path={ROUTES.missionValues}
        eyebrow="About us"
      >
        <p>
          Our mission is to give every working family access to great teaching, by making tuition a
          benefit employers can offer to everyone.
        </p>
      </PageHero>
      <Section title="Why it matters">
        <Prose>
          <p>
            Whether a child gets extra help should not depend on whether their parents can afford it
            or find the time to organise it. When an employer provides tuition, the help reaches
            children who would otherwise go without, and parents get one less thing to worry about.
          </p>
        </Prose>
      </Section>
      <Section title="The values behind every lesson" tone="tinted">
        <FeatureGrid features={VALUES} />
      </Section>
      <CallToAction
        title="Share these values?"
        text="Let us show you how ClassPerk could work for your employees and their children."
      />
    </>
  );
}
