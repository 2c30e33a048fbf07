import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface DashboardPanelProps {
  id: string;
  title: string;
  linkLabel: string;
  linkTo: string;
  children: ReactNode;
}

/** One of the dashboard's two lists, with its link to the full page. */
export function DashboardPanel({ id, title, linkLabel, linkTo, children }: DashboardPanelProps) {
  return (
    <section
      aria-labelledby={id}
      className="grid content-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <Link to={linkTo} className="text-sm font-medium text-indigo-700 hover:underline">
          {linkLabel}
        </Link>
      </div>
      {children}
    </section>
  );
}
