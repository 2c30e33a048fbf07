import type { ReactNode } from 'react';
import { TitledSection } from '../../components/titled-section.js';

interface ChartCardProps {
  id: string;
  title: string;
  description: string;
  /** The same figures as a table, for anyone who cannot see the drawing or wants exact numbers. */
  table: { headers: [string, string]; rows: [string, number | string][] };
  children: ReactNode;
}

export function ChartCard({ id, title, description, table, children }: ChartCardProps) {
  return (
    <TitledSection
      id={id}
      title={title}
      description={description}
      size="card"
      className="grid grid-cols-[minmax(0,1fr)] content-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      {children}
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-indigo-700">Show as a table</summary>
        <div className="mt-2 max-h-72 overflow-y-auto">
          <table className="w-full text-left">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className="py-1.5 font-medium text-slate-700">
                  {table.headers[0]}
                </th>
                <th scope="col" className="py-1.5 text-right font-medium text-slate-700">
                  {table.headers[1]}
                </th>
              </tr>
            </thead>
            <tbody>
              {table.rows.map(([label, value], i) => (
                <tr key={`${i}-${label}`} className="border-b border-slate-100">
                  <th scope="row" className="py-1.5 font-normal text-slate-900">
                    {label}
                  </th>
                  <td className="py-1.5 text-right text-slate-900 tabular-nums">{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </TitledSection>
  );
}
