import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.js';
import { formatDate, formatTime } from '../../lib/dates.js';

interface ScrollTableProps {
  /** Names the table for screen readers. */
  caption: string;
  /** Column headings, in order; a visually hidden one for a column of buttons. */
  columns: ReactNode[];
  /** Below this width the table scrolls sideways inside its frame, never the page. */
  minWidthClass: string;
  /** The column the rows are sorted by, announced on its heading. */
  sorted?: { index: number; direction: 'ascending' | 'descending' };
  children: ReactNode;
}

/** A dense table of rows for admins, readable on a phone by scrolling inside its frame. */
export function ScrollTable({
  caption,
  columns,
  minWidthClass,
  sorted,
  children,
}: ScrollTableProps) {
  return (
    // Relative, so visually hidden headings far to the right are clipped with the rest; focusable,
    // so keyboard users can scroll it.
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white"
    >
      {/* Words stay whole: the page's wrap-anywhere would let the columns split them. */}
      <table className={cn('w-full text-sm wrap-normal', minWidthClass)}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {columns.map((column, index) => (
              <th
                key={index}
                scope="col"
                aria-sort={sorted?.index === index ? sorted.direction : undefined}
                className="px-3 py-2 text-left font-medium whitespace-nowrap"
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </div>
  );
}

/** A cell of a ScrollTable row. */
export const cellClass = 'px-3 py-2 align-top text-slate-800';

/** A row's moment: the date, with the time beneath it. */
export function WhenCell({ at }: { at: string | Date }) {
  return (
    <td className={cn(cellClass, 'whitespace-nowrap tabular-nums')}>
      {formatDate(at)}
      <span className="block text-slate-600">{formatTime(at)}</span>
    </td>
  );
}
