import { Fragment, type ReactNode } from 'react';
import { cn } from '../../lib/cn.js';
import { useMediaQuery } from '../../lib/use-media-query.js';
import { Card } from './card.js';

/**
 * Whether an admin table has room. Below it each row shows as a card, as the admin schedule's
 * sessions do (issue 18 §2): a table scrolled sideways inside a phone cuts its columns off.
 */
export const useTableFits = () => useMediaQuery('(min-width: 768px)');

/** The cards standing in for a table's rows, named as the table is. */
export function RowCards({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="grid gap-3">
      {children}
    </ul>
  );
}

interface RowCardProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** A menu or button on the card's first line. */
  action?: ReactNode;
  /** The row's other cells, each under its column's heading. */
  facts: [label: string, value: ReactNode][];
  className?: string;
}

/** One row of a table as a card: its heading cell as the title, the rest as labelled facts. */
export function RowCard({ title, subtitle, action, facts, className }: RowCardProps) {
  return (
    <li>
      <Card className={cn('grid gap-3 p-4', className)}>
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="font-semibold text-slate-900">{title}</p>
            {subtitle && <p className="text-sm text-slate-600">{subtitle}</p>}
          </div>
          {action}
        </div>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          {facts.map(([label, value]) => (
            <Fragment key={label}>
              <dt className="text-slate-600">{label}</dt>
              <dd className="text-slate-800">{value}</dd>
            </Fragment>
          ))}
        </dl>
      </Card>
    </li>
  );
}
