import type { EmployeeRow } from './employee-csv.js';

export const PREVIEW_ROWS = 10;

const COLUMNS: { key: keyof EmployeeRow; label: string }[] = [
  { key: 'row', label: 'Row' },
  { key: 'fullName', label: 'Full name' },
  { key: 'email', label: 'Email' },
  { key: 'department', label: 'Department' },
  { key: 'jobTitle', label: 'Job title' },
];

/** Spec 2 §9: the first 10 rows, as the server will receive them. */
export function CsvPreview({ rows }: { rows: EmployeeRow[] }) {
  const shown = rows.slice(0, PREVIEW_ROWS);
  const count = rows.length.toLocaleString('en-GB');
  return (
    <div className="grid gap-2">
      <h3 className="font-semibold text-slate-900">Preview</h3>
      <p className="text-sm text-slate-700">
        {rows.length > PREVIEW_ROWS
          ? `Showing the first ${PREVIEW_ROWS} of ${count} employees.`
          : `${count} ${rows.length === 1 ? 'employee' : 'employees'} in the file.`}
      </p>
      <div
        role="region"
        aria-label="Preview of the file"
        tabIndex={0}
        className="overflow-x-auto rounded-xl border border-slate-200"
      >
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">The first rows of the file</caption>
          <thead className="bg-slate-100 text-slate-800">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column.key} scope="col" className="px-3 py-2 font-medium">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 bg-white text-slate-800">
            {shown.map((row) => (
              <tr key={row.row}>
                {COLUMNS.map((column) => (
                  <td key={column.key} className="px-3 py-2 whitespace-pre-line">
                    {row[column.key] === '' ? '—' : row[column.key]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
