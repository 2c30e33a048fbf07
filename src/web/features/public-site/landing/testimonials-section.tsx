import { Quote } from 'lucide-react';
import { Section } from '../components/section.js';

interface Testimonial {
  quote: string;
  role: string;
  organisation: string;
}

// Attributed by role and kind of organisation only: see docs/decisions on public-site content.
const TESTIMONIALS: Testimonial[] = [
  {
    quote:
      'We launched in two days, and it quickly became the benefit our parents talk about most. It helps them with something they worry about every week.',
    role: 'HR Director',
    organisation: 'Logistics company, 400 employees',
  },
  {
    quote:
      'My daughter was dreading her GCSE Chemistry. The small group means she actually asks questions now, and she rewatches the recordings before tests.',
    role: 'Parent of a Year 11 pupil',
    organisation: 'Employee at a professional services firm',
  },
  {
    quote:
      'Onboarding was a CSV file and a QR code on the staff noticeboard. Adding new starters takes a minute, and we only pay for the families who use it.',
    role: 'Benefits Manager',
    organisation: 'Regional housing association, 180 employees',
  },
];

export function TestimonialsSection() {
  return (
    <Section
      id="testimonials"
      title="What employers and parents say"
      intro="The people who buy ClassPerk and the families who use it."
      tone="tinted"
    >
      <ul className="grid gap-6 lg:grid-cols-3">
        {TESTIMONIALS.map((testimonial) => (
          <li
            key={testimonial.role}
            className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-6"
          >
            <Quote aria-hidden="true" className="size-7 text-indigo-600" />
            <blockquote className="flex-1 text-slate-800">
              <p>“{testimonial.quote}”</p>
            </blockquote>
            <p className="text-sm">
              <span className="block font-semibold text-slate-900">{testimonial.role}</span>
              <span className="text-slate-700">{testimonial.organisation}</span>
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
