import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.js';

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  /**
   * Rendered as a heading at this level, so the page outline stays in order; 1 when the empty
   * state is all the page has, such as a record that does not exist.
   */
  headingLevel?: 1 | 2 | 3;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
}

/** What a list shows when it has nothing: what is missing, why, and what to do next. */
export function EmptyState({
  icon: Icon,
  title,
  headingLevel = 2,
  children,
  action,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      className={cn(
        'grid justify-items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center',
        className,
      )}
    >
      <span className="grid size-12 place-items-center rounded-full bg-indigo-50 text-indigo-700">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <Heading className="text-lg font-semibold text-slate-900">{title}</Heading>
      {children && <div className="max-w-md text-sm text-slate-700">{children}</div>}
      {action}
    </div>
  );
}
