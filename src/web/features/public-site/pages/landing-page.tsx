import { ContactSection } from '../contact/contact-section.js';
import { Section } from '../components/section.js';
import { FaqAccordion } from '../faq/faq-accordion.js';
import { FAQ_ITEMS } from '../faq/faq-items.js';
import { BenefitsSection } from '../landing/benefits-section.js';
import { Hero } from '../landing/hero.js';
import { PricingSection } from '../landing/pricing-section.js';
import { ServicesSection } from '../landing/services-section.js';
import { StepsSection } from '../landing/steps-section.js';
import { TestimonialsSection } from '../landing/testimonials-section.js';

/** Spec 1 §2: the landing page, with the anchors the header links to. */
export function LandingPage() {
  return (
    <>
      <Hero />
      <ServicesSection />
      <BenefitsSection />
      <StepsSection />
      <PricingSection />
      <TestimonialsSection />
      <Section id="faq" title="Frequently asked questions">
        <FaqAccordion items={FAQ_ITEMS} />
      </Section>
      <ContactSection />
    </>
  );
}
