import { Building2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatFigure, formatRate } from '../../../shared/employer-report/format.js';
import { REPORT_MSG } from '../../../shared/employer-report/messages.js';
import { PageHeader } from '../../components/page-header.js';
import { CursorPagedList } from '../../components/paged-list.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { ScrollTable } from '../../components/ui/scroll-table.js';
import { ROUTES } from '../../lib/paths.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useUsageSummary, type CompanyUsage } from './api.js';
import { lastMonths } from './months.js';
import { RangePicker } from './range-picker.js';

const COLUMNS = [
  'Company',
  'Places bought',
  'Families registered',
  'Active families (busiest month)',
  'Sessions attended',
  'Attendance rate',
  'Recordings watched',
];

function SummaryTable({ lines }: { lines: CompanyUsage[] }) {
  return (
    <ScrollTable caption="Usage across companies" columns={COLUMNS} minWidthClass="min-w-[52rem]">
      {lines.map((line) => (
        <tr key={line.id}>
          <th scope="row" className="px-3 py-2 text-left font-medium">
            <Link
              to={ROUTES.adminCompanyReport.to(line.id)}
              className="text-indigo-700 hover:underline"
            >
              {line.name}
            </Link>
          </th>
          {[
            line.placesBought.toLocaleString('en-GB'),
            formatFigure(line.familiesRegistered),
            formatFigure(line.activeFamilies),
            formatFigure(line.sessionsAttended),
            formatRate(line.attendanceRate),
            formatFigure(line.recordingsWatched),
          ].map((value, i) => (
            <td key={COLUMNS[i + 1]} className="px-3 py-2 tabular-nums">
              {value}
            </td>
          ))}
        </tr>
      ))}
    </ScrollTable>
  );
}

/** Issue 15 §3: every company's usage over one period, each line opening its full report. */
export function UsageSummaryPage() {
  useDocumentTitle('Usage reports');
  const [range, setRange] = useState(lastMonths);
  const summary = useUsageSummary(range);
  return (
    <div className="mx-auto grid max-w-6xl min-w-0 grid-cols-1 gap-6">
      <PageHeader title="Usage reports" description={REPORT_MSG.suppressedNote} />
      <RangePicker range={range} onChange={setRange} />
      <CursorPagedList
        query={summary}
        noun="companies"
        one="company"
        layout="grid"
        skeletons={{ count: 3, label: 'Loading usage' }}
        empty={
          <EmptyState icon={Building2} title="No companies yet" headingLevel={2}>
            Add a company in the admin dashboard's Companies tab.
          </EmptyState>
        }
        renderItems={(lines) => <SummaryTable lines={lines} />}
      />
    </div>
  );
}
