import { OFFER } from '../../../../shared/constants.js';
import { ROUTES } from '../../../lib/paths.js';
import { CallToAction } from '../components/call-to-action.js';
import { PageHero } from '../components/page-hero.js';
import { IdeaIllustration } from '../illustrations/idea-illustration.js';
import { Prose } from '../components/prose.js';
import { Section } from '../components/section.js';

export function OurStoryPage() {
  return (
    <>
      <PageHero illustration={<IdeaIllustration />} path={ROUTES.ourStory} eyebrow="About us">
        <p>
          ClassPerk began with a simple observation: the parents who most want extra help for their
          children are often the ones with the least time and money to arrange it.
        </p>
      </PageHero>
      <Section title="A problem every working parent knows">
        <Prose>
          <p>
            Evenings are short. Finding a good tutor means asking around, comparing prices and
            fitting lessons around work and the school run. Private tuition is expensive too, so
            many children who would benefit never get it.
          </p>
          <p>
            Employers see the other side of this. Many of their most experienced people are parents,
            and the pressure at home follows them into work. Traditional benefits such as gym
            memberships and discount schemes rarely touch that pressure.
          </p>
        </Prose>
      </Section>
      <Section title="Tuition as a benefit" tone="tinted">
        <Prose>
          <p>
            We built ClassPerk so that an employer can give every working parent the same thing:{' '}
            {OFFER.liveHoursPerWeek} hours a week of live, expert group tuition for their children,
            across the whole {OFFER.weeksPerYear}-week school year, with nothing for the family to
            organise.
          </p>
          <p>
            Teaching in small online groups of {OFFER.groupSize} keeps lessons personal while making
            the cost per family a fraction of private tuition. Recording every lesson means a busy
            week never leaves a child behind. And because the employer pays per place, the benefit
            reaches exactly the families who want it.
          </p>
        </Prose>
      </Section>
      <Section title="Where we are going">
        <Prose>
          <p>
            We want tuition to be as normal a workplace benefit as a pension. Every new employer
            partner brings that closer, and every lesson we teach is measured by one question: did
            it help this child learn?
          </p>
        </Prose>
      </Section>
      <CallToAction
        title="Bring ClassPerk to your workplace"
        text="Tell us about your team and we will send you a quote within a business day."
      />
    </>
  );
}
