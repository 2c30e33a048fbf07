import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.js';
import { ROUTES } from '../../../lib/paths.js';
import { CheckList } from '../components/check-list.js';
import { WhatsAppButton } from '../components/contact-buttons.js';
import { PageHero } from '../components/page-hero.js';
import { PricingIllustration } from '../illustrations/pricing-illustration.js';
import { Section } from '../components/section.js';
import { FaqAccordion } from '../faq/faq-accordion.js';
import { FAQ_ITEMS } from '../faq/faq-items.js';
import { INCLUDED_IN_A_PLACE, PRICING_RULES } from '../pricing-points.js';

function QuoteButtons() {
  return (
    <>
      <Link to={ROUTES.landingContact} className={buttonClasses({ size: 'lg' })}>
        Get a quote
      </Link>
      <WhatsAppButton />
    </>
  );
}

/** Spec 1 §2: the pay-per-place model, what is included, quote and WhatsApp buttons, the FAQ. */
export function PricingPage() {
  return (
    <>
      <PageHero
        illustration={<PricingIllustration />}
        path={ROUTES.pricing}
        eyebrow="Pricing"
        actions={<QuoteButtons />}
      >
        <p>
          You pay for each employee family that takes part, for the academic year, and you can
          change your numbers without penalty.
        </p>
      </PageHero>
      <Section
        title="How the pay-per-place model works"
        intro="Your quote depends on the number of places and when in the year you start."
      >
        <ul className="grid gap-4 sm:grid-cols-2">
          {PRICING_RULES.map((rule) => (
            <li key={rule.title} className="rounded-2xl border border-slate-200 bg-white p-6">
              <h3 className="text-lg font-semibold text-slate-900">{rule.title}</h3>
              <p className="mt-1 text-slate-700">{rule.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="What is included in every place" tone="tinted">
        <div className="grid gap-8 lg:grid-cols-[1.3fr_1fr] lg:items-start">
          <CheckList items={INCLUDED_IN_A_PLACE} />
          <div className="grid gap-4 rounded-2xl border border-indigo-200 bg-white p-6 shadow-sm">
            <h3 className="text-lg font-semibold text-slate-900">Get your quote</h3>
            <p className="text-slate-700">
              Tell us how many families you would like to support and we will reply within a
              business day.
            </p>
            <div className="flex flex-wrap gap-3">
              <QuoteButtons />
            </div>
          </div>
        </div>
      </Section>
      <Section id="faq" title="Pricing questions">
        <FaqAccordion items={FAQ_ITEMS} />
      </Section>
    </>
  );
}
