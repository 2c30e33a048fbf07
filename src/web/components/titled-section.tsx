import type { ReactNode } from 'react';
import { cn } from '../lib/cn.js';

interface TitledSectionProps {
  /** The heading's id, which names the section (aria-labelledby). */
  id: string;
  title: string;
  description: string;
  /** The section's main action, beside the heading. */
  action?: ReactNode;
  /** A tab or a page's part has the larger heading; a card in a grid the smaller. */
  size?: 'page' | 'card';
  className?: string;
  children: ReactNode;
}

/**
 * A part of a page, named by its h2 (the page holds the one h1) with a line saying what it holds:
 * the admin tabs, the Background jobs sections, the analytics charts.
 */
export function TitledSection({
  id,
  title,
  description,
  action,
  size = 'page',
  className = 'grid gap-5',
  children,
}: TitledSectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h2
            id={id}
            className={cn('font-semibold text-slate-900', size === 'page' ? 'text-xl' : 'text-lg')}
          >
            {title}
          </h2>
          <p className="text-sm text-slate-700">{description}</p>
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
