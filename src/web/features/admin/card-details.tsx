import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { StatusBadge } from '../../components/status-badge.js';
import { Card } from '../../components/ui/card.js';

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

interface StatusCardProps {
  title: string;
  status: string;
  details: Detail[];
  /** What follows the facts: notes, the card's actions and the dialogs they open. */
  children?: ReactNode;
}

/** A company's or a session's card: its name beside its status, then its facts. */
export function StatusCard({ title, status, details, children }: StatusCardProps) {
  return (
    <Card className="flex flex-col gap-4 p-5">
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <StatusBadge status={status} />
      </div>
      <CardDetails details={details} />
      {children}
    </Card>
  );
}

/** A card's buttons, kept together at its foot however long its facts run. */
export function CardActions({ children }: { children: ReactNode }) {
  return <div className="mt-auto flex flex-wrap gap-2">{children}</div>;
}
