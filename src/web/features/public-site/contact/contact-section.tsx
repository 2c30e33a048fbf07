import { Mail, MessageCircle } from 'lucide-react';
import { Suspense, lazy } from 'react';
import { OFFER } from '../../../../shared/constants.js';
import { Section } from '../components/section.js';
import {
  CONTACT_EMAIL,
  EXTERNAL_LINK,
  MAILTO_URL,
  WHATSAPP_URL,
} from '../../../lib/contact-details.js';

const SECTION_ID = 'contact';

/** Resolves once the contact section is within a screen of the viewport (at once on the server). */
const sectionNearby = () =>
  new Promise<void>((resolve) => {
    if (typeof IntersectionObserver === 'undefined') {
      resolve();
      return;
    }
    const watch = () => {
      const section = document.getElementById(SECTION_ID);
      if (!section) {
        requestAnimationFrame(watch);
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          resolve();
        },
        { rootMargin: '100% 0px' },
      );
      observer.observe(section);
    };
    watch();
  });

// Its own chunk (form library and schemas), fetched when a visitor comes near the form: the
// prerendered form shows at once and becomes interactive when this arrives, and a visit that
// never scrolls that far never downloads it.
const ContactForm = lazy(async () => {
  await sectionNearby();
  return { default: (await import('./contact-form.js')).ContactForm };
});

/** Shown only on in-app visits, for the moment the form's code takes to arrive. */
function FormPlaceholder() {
  return <div className="min-h-[36rem] rounded-2xl bg-slate-50" />;
}

export function ContactSection() {
  return (
    <Section
      id={SECTION_ID}
      title="Talk to us about your team"
      intro={`Tell us a little about your company and we will reply within ${OFFER.enquiryResponseHours} hours on business days with a quote.`}
      tone="tinted"
    >
      <div className="grid gap-8 lg:grid-cols-[1fr_2fr]">
        <div className="grid content-start gap-4">
          <p className="text-slate-700">Prefer to talk now? Reach us directly:</p>
          <a
            href={WHATSAPP_URL}
            {...EXTERNAL_LINK}
            className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 font-medium text-slate-900 hover:border-indigo-300"
          >
            <MessageCircle aria-hidden="true" className="size-5 text-indigo-700" />
            Chat with us on WhatsApp
          </a>
          <a
            href={MAILTO_URL}
            className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 font-medium text-slate-900 hover:border-indigo-300"
          >
            <Mail aria-hidden="true" className="size-5 text-indigo-700" />
            {CONTACT_EMAIL}
          </a>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <Suspense fallback={<FormPlaceholder />}>
            <ContactForm />
          </Suspense>
        </div>
      </div>
    </Section>
  );
}
