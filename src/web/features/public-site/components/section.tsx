import { useId } from 'react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.js';

/**
 * The vertical space of every band of the public pages (heroes, sections, closing calls), so
 * the pages keep one rhythm.
 */
export const SECTION_SPACING = 'py-12 lg:py-16';

interface SectionProps {
  id?: string;
  title: string;
  intro?: ReactNode;
  tone?: 'white' | 'tinted';
  children: ReactNode;
}

/** A titled band of a public page; `id` makes it a link target such as /#services. */
export function Section({ id, title, intro, tone = 'white', children }: SectionProps) {
  const titleId = useId();
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className={cn('scroll-mt-20', tone === 'tinted' && 'bg-slate-50')}
    >
      <div className={cn('mx-auto grid max-w-6xl gap-8 px-4 sm:px-6', SECTION_SPACING)}>
        <div className="grid max-w-3xl gap-3">
          <h2
            id={titleId}
            className="text-3xl font-bold tracking-tight text-balance text-slate-900"
          >
            {title}
          </h2>
          {intro && <div className="text-lg text-slate-700">{intro}</div>}
        </div>
        {children}
      </div>
    </section>
  );
}
