import { useId } from 'react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.js';

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
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14 sm:px-6 sm:py-20">
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
