import { checkRows } from '../../../shared/onboarding/row-checks.js';
import { countOf, nounFor } from '../../../shared/plurals.js';
import { Breakable } from '../../components/ui/breakable.js';
import { RowCard, RowCards, useTableFits } from '../../components/ui/row-cards.js';
import { cn } from '../../lib/cn.js';
import type { EmployeeRow } from './employee-file.js';

export const PREVIEW_ROWS = 10;

const COLUMNS: { key: keyof EmployeeRow; label: string }[] = [
  { key: 'row', label: 'Row' },
  { key: 'fullName', label: 'Full name' },
  { key: 'email', label: 'Email' },
];

const cell = (row: EmployeeRow, key: keyof EmployeeRow) => {
  const value = row[key];
  if (value === '') return '—';
  return key === 'email' ? <Breakable text={String(value)} /> : value;
};

interface RowsProps {
  rows: EmployeeRow[];
  problems: Map<number, string>;
}

/** The rows in a table, whole words only (issue 26 §5). */
function PreviewTable({ rows, problems }: RowsProps) {
  return (
    <div
      role="region"
      aria-label="Preview of the file"
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-slate-200"
    >
      <table className="w-full text-left text-sm wrap-normal">
        <caption className="sr-only">The first rows of the file</caption>
        <thead className="bg-slate-100 text-slate-800">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column.key} scope="col" className="px-3 py-2 font-medium">
                {column.label}
              </th>
            ))}
            <th scope="col" className="px-3 py-2 font-medium">
              Check
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white text-slate-800">
          {rows.map((row) => {
            const problem = problems.get(row.row);
            return (
              <tr key={row.row} className={cn(problem && 'bg-red-50')}>
                {COLUMNS.map((column) => (
                  <td key={column.key} className="px-3 py-2 whitespace-pre-line">
                    {cell(row, column.key)}
                  </td>
                ))}
                <td className={cn('px-3 py-2', problem ? 'font-medium text-red-800' : '')}>
                  {problem ?? 'Ready'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The rows on a phone, a card each, as the admin schedule shows its sessions. */
function PreviewCards({ rows, problems }: RowsProps) {
  return (
    <RowCards label="Preview of the file">
      {rows.map((row) => {
        const problem = problems.get(row.row);
        return (
          <RowCard
            key={row.row}
            className={cn(problem && 'bg-red-50')}
            title={cell(row, 'fullName')}
            subtitle={cell(row, 'email')}
            facts={[
              ['Row', row.row],
              [
                'Check',
                <span className={cn(problem && 'font-medium text-red-800')}>
                  {problem ?? 'Ready'}
                </span>,
              ],
            ]}
          />
        );
      })}
    </RowCards>
  );
}

/**
 * Spec 2 §9: the first 10 rows, as the server will receive them, each with what the server's own
 * checks will say of it, so a bad or repeated email is fixed before the upload.
 */
export function CsvPreview({ rows, domain }: { rows: EmployeeRow[]; domain: string }) {
  const shown = rows.slice(0, PREVIEW_ROWS);
  const problems = new Map(checkRows(rows, domain).problems.map((p) => [p.row, p.error]));
  const Rows = useTableFits() ? PreviewTable : PreviewCards;
  return (
    <div className="grid gap-2">
      <h3 className="font-semibold text-slate-900">Preview</h3>
      <p className="text-sm text-slate-700">
        {rows.length > PREVIEW_ROWS
          ? `Showing the first ${PREVIEW_ROWS} of ${countOf(rows.length, 'employees')}.`
          : `${countOf(rows.length, 'employees')} in the file.`}
      </p>
      {problems.size > 0 && (
        <p className="text-sm font-medium text-red-800">
          {problems.size.toLocaleString('en-GB')}{' '}
          {nounFor(
            problems.size,
            'rows will not be created until they are fixed.',
            'row will not be created until it is fixed.',
          )}
        </p>
      )}
      <Rows rows={shown} problems={problems} />
    </div>
  );
}
