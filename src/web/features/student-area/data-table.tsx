import { Fragment, type ReactNode } from 'react';
import { Skeleton } from '../../components/ui/skeleton.js';
import { cn } from '../../lib/cn.js';

/*
 * The student area's tables (spec 2 §2.4). On narrow screens the middle columns fold into the
 * first cell, so the table never needs sideways scrolling at 390px.
 */

interface Row {
  key: number | string;
  cells: ReactNode[];
}

interface DataTableProps {
  caption: string;
  columns: readonly string[];
  rows: Row[];
  busy?: boolean;
}

const isMiddle = (index: number, count: number) => index > 0 && index < count - 1;

export function DataTable({ caption, columns, rows, busy = false }: DataTableProps) {
  const count = columns.length;
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm" aria-busy={busy}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase">
          <tr>
            {columns.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={cn(
                  'px-4 py-3',
                  isMiddle(index, count) && 'hidden md:table-cell',
                  index === count - 1 && 'text-right',
                )}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.key} className="align-middle">
              {row.cells.map((cell, index) => (
                <td
                  key={index}
                  className={cn(
                    'px-4 py-3 text-slate-700',
                    isMiddle(index, count) && 'hidden md:table-cell',
                    index === count - 1 && 'text-right',
                  )}
                >
                  {cell}
                  {index === 0 && (
                    <dl className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-slate-600 md:hidden">
                      {row.cells.map((middle, i) =>
                        isMiddle(i, count) ? (
                          <Fragment key={i}>
                            <dt className="sr-only">{columns[i]}</dt>
                            <dd>{middle}</dd>
                          </Fragment>
                        ) : null,
                      )}
                    </dl>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function TableSkeleton({
  rows,
  columns,
  label,
}: {
  rows: number;
  columns: readonly string[];
  label: string;
}) {
  return (
    <div
      role="status"
      aria-label={label}
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4"
    >
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} data-testid="row-skeleton" className="flex items-center gap-4">
          {columns.map((column, i) => (
            <Skeleton
              key={column}
              className={cn('h-5', i === 0 ? 'flex-[3]' : 'hidden flex-1 md:block')}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
