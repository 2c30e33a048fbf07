import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.js';
import { ROUTES } from '../../../lib/paths.js';
import { CheckList } from '../components/check-list.js';
import { Section } from '../components/section.js';
import { INCLUDED_IN_A_PLACE, PRICING_RULES } from '../pricing-points.js';

export function PricingSection() {
  return (
    <Section
      id="pricing"
      title="Simple pricing, per place"
      intro="You pay for each employee family that takes part, for the academic year, and nothing else."
    >
      <div className="grid gap-6 lg:grid-cols-[1fr_1.1fr]">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
          {PRICING_RULES.map((rule) => (
            <li key={rule.title} className="rounded-2xl border border-slate-200 bg-white p-5">
              <h3 className="font-semibold text-slate-900">{rule.title}</h3>
              <p className="mt-1 text-slate-700">{rule.text}</p>
            </li>
          ))}
        </ul>
        <div className="grid content-start gap-5 rounded-2xl border border-indigo-200 bg-white p-6 shadow-sm sm:p-8">
          <h3 className="text-xl font-semibold text-slate-900">Every place includes</h3>
          <CheckList items={INCLUDED_IN_A_PLACE} />
          <div className="flex flex-wrap gap-3 pt-2">
            <Link to={ROUTES.landingContact} className={buttonClasses({ size: 'lg' })}>
              Get a quote
            </Link>
            <Link to={ROUTES.pricing} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
              Pricing in detail
            </Link>
          </div>
        </div>
      </div>
    </Section>
  );
}
