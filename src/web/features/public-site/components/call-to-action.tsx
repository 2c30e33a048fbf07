import { useId } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn.js';
import { buttonClasses } from '../../../components/ui/button.js';
import { ROUTES } from '../../../lib/paths.js';
import { WhatsAppButton } from './contact-buttons.js';
import { SECTION_SPACING } from './section.js';

interface CallToActionProps {
  title: string;
  text: string;
}

/** The closing band of an inner page: ask for a quote or start a chat. */
export function CallToAction({ title, text }: CallToActionProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="bg-indigo-800">
      <div
        className={cn(
          'mx-auto flex max-w-6xl flex-col gap-6 px-4 sm:px-6 lg:flex-row lg:items-center lg:justify-between',
          SECTION_SPACING,
        )}
      >
        <div className="grid max-w-2xl gap-2">
          <h2 id={titleId} className="text-2xl font-bold tracking-tight text-white">
            {title}
          </h2>
          <p className="text-indigo-100">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link
            to={ROUTES.landingContact}
            className={buttonClasses({ variant: 'secondary', size: 'lg' })}
          >
            Get a quote
          </Link>
          <WhatsAppButton />
        </div>
      </div>
    </section>
  );
}
