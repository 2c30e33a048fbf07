import type { ReactNode } from 'react';

/** A table's header row, one column heading a label, all in the same style. */
export function ColumnHeads({
  labels,
  className = 'px-3 py-2 font-medium',
}: {
  labels: readonly ReactNode[];
  className?: string;
}) {
  return (
    <tr>
      {labels.map((label, index) => (
        <th key={index} scope="col" className={className}>
          {label}
        </th>
      ))}
    </tr>
  );
}
