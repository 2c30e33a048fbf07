import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from './ui/skeleton.js';
import { cn } from '../lib/cn.js';

interface SectionCardProps {
  title: string;
  /** A "View All" style link in the card's header. */
  link?: { to: string; label: string };
  headerExtra?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A dashboard card: a named region with an h2, an optional link to the full list, and content. */
export function SectionCard({ title, link, headerExtra, children, className }: SectionCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col rounded-2xl border border-slate-200 bg-white shadow-sm',
        className,
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 px-5 py-4">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {headerExtra}
        {link && (
          <Link
            to={link.to}
            className="text-sm font-medium text-indigo-700 underline-offset-4 hover:underline"
          >
            {link.label}
          </Link>
        )}
      </div>
      <div className="flex-1 p-5">{children}</div>
    </section>
  );
}

/** Rows standing in for a list while it loads. */
export function ListSkeleton({ rows, label }: { rows: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-3">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="grid gap-2 rounded-xl border border-slate-100 p-4">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-3 w-1/2" />
        </div>
      ))}
    </div>
  );
}
