import type { ReactNode } from 'react';

/** Each tab's heading (the page holds the one h1) and its main action. */
export function TabHeader({
  id,
  title,
  description,
  action,
}: {
  /** For the section's aria-labelledby. */
  id: string;
  title: string;
  description: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="grid gap-1">
        <h2 id={id} className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
        <p className="text-sm text-slate-700">{description}</p>
      </div>
      {action}
    </div>
  );
}
