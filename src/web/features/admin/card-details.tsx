import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface Detail {
  icon: LucideIcon;
  /** Read by screen readers before the value; the icon says it to everyone else. */
  label: string;
  value: ReactNode;
}

/** A card's facts as a description list, one line each. */
export function CardDetails({ details }: { details: Detail[] }) {
  return (
    <dl className="grid gap-1.5 text-sm text-slate-700">
      {details.map(({ icon: Icon, label, value }) => (
        <div key={label} className="flex min-w-0 items-center gap-2">
          <dt className="shrink-0">
            <Icon aria-hidden="true" className="size-4 text-slate-500" />
            <span className="sr-only">{label}</span>
          </dt>
          <dd className="min-w-0 truncate">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
