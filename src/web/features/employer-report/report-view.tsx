import { Download, FileText } from 'lucide-react';
import { REPORT_MSG } from '../../../shared/employer-report/messages.js';
import {
  formatFigure,
  formatRate,
  monthLabel,
  periodLabel,
} from '../../../shared/employer-report/format.js';
import type { Figure } from '../../../shared/employer-report/schemas.js';
import { Button, buttonClasses } from '../../components/ui/button.js';
import { cn } from '../../lib/cn.js';
import { BarChart } from '../analytics/bar-chart.js';
import { ChartCard } from '../analytics/chart-card.js';
import { ColumnChart } from '../analytics/column-chart.js';
import type { UsageReport } from './api.js';
import { downloadText, reportCsv } from './csv.js';

type Month = UsageReport['months'][number];

const TRENDS: Record<UsageReport['trend'], string> = {
  rising: 'Rising',
  falling: 'Falling',
  steady: 'Steady',
  unknown: 'Too few to tell',
};

/** A drawn value and its words: a withheld figure draws nothing and says "fewer than 5". */
const drawn = (value: Figure, words: (value: Figure) => string) => ({
  value: typeof value === 'number' ? value : 0,
  display: words(value),
});

interface MonthlyFigure {
  id: string;
  title: string;
  /** Words under the title; a function when they quote the report. */
  description: string | ((report: UsageReport) => string);
  pick: (month: Month) => Figure;
  rate?: boolean;
}

/** The report's month-by-month charts, in the order they are shown. */
const MONTHLY_CHARTS: MonthlyFigure[] = [
  {
    id: 'chart-active',
    title: 'Active families',
    description: 'Families with a child at a session, or who watched a recording, each month.',
    pick: (month) => month.activeFamilies,
  },
  {
    id: 'chart-sessions',
    title: 'Sessions attended',
    description: "Children's places at live sessions, present or late, each month.",
    pick: (month) => month.sessionsAttended,
  },
  {
    id: 'chart-rate',
    title: 'Attendance rate',
    description: 'Of the sessions children were expected at and marked, the share attended.',
    pick: (month) => month.attendanceRate,
    rate: true,
  },
  {
    id: 'chart-recordings',
    title: 'Recordings watched',
    description: 'Recorded lessons watched by the families, each month.',
    pick: (month) => month.recordingsWatched,
  },
  {
    id: 'chart-registered',
    title: 'Families registered',
    description: (report) =>
      `Against ${report.placesBought.toLocaleString('en-GB')} places bought.`,
    pick: (month) => month.familiesRegistered,
  },
];

function MonthlyChart({
  id,
  title,
  description,
  months,
  pick,
  rate = false,
}: {
  id: string;
  title: string;
  description: string;
  months: Month[];
  pick: (month: Month) => Figure;
  rate?: boolean;
}) {
  const words = rate ? formatRate : formatFigure;
  const points = months.map((month) => ({
    label: monthLabel(month.month),
    shortLabel: monthLabel(month.month).slice(0, 3),
    ...drawn(pick(month), words),
  }));
  return (
    <ChartCard
      id={id}
      title={title}
      description={description}
      table={{
        headers: ['Month', title],
        rows: points.map((point): [string, string] => [point.label, point.display]),
      }}
    >
      <ColumnChart
        points={points}
        summary={`${title}: ${points.map((p) => `${p.label} ${p.display}`).join(', ')}`}
        labelEvery={points.length > 12 ? 3 : 1}
      />
    </ChartCard>
  );
}

function BreakdownChart({
  id,
  title,
  heading,
  parts,
}: {
  id: string;
  title: string;
  heading: string;
  parts: UsageReport['range']['bySubject'];
}) {
  const bars = parts.map((part) => ({
    label: part.key,
    ...drawn(part.sessionsAttended, formatFigure),
  }));
  return (
    <ChartCard
      id={id}
      title={title}
      description="Over the whole period, from the months where the figure could be shown."
      table={{
        headers: [heading, 'Sessions attended'],
        rows: bars.map((bar): [string, string] => [bar.label, bar.display]),
      }}
    >
      {bars.length === 0 ? (
        <p className="text-sm text-slate-700">No sessions attended in this period.</p>
      ) : (
        <BarChart
          bars={bars}
          summary={`${title}: ${bars.map((bar) => `${bar.label} ${bar.display}`).join(', ')}`}
        />
      )}
    </ChartCard>
  );
}

/** The usage report (issue 15 §3): the period's figures, charts with tables, and downloads. */
export function UsageReportView({ report, pdfHref }: { report: UsageReport; pdfHref: string }) {
  const { range } = report;
  const facts: [string, string][] = [
    ['Places bought', report.placesBought.toLocaleString('en-GB')],
    ['Families registered', formatFigure(range.familiesRegistered)],
    ['Active families (busiest month)', formatFigure(range.activeFamilies)],
    ['Sessions attended', formatFigure(range.sessionsAttended)],
    ['Attendance rate', formatRate(range.attendanceRate)],
    ['Recordings watched', formatFigure(range.recordingsWatched)],
    ['Trend in active families', TRENDS[report.trend]],
  ];
  const fileBase = `usage-${report.from}-to-${report.to}`;

  return (
    <div className="grid gap-6">
      <section
        aria-labelledby="report-period"
        className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="grid gap-1">
            <h2 id="report-period" className="text-lg font-semibold text-slate-900">
              {report.company.name}, {periodLabel(report.from, report.to)}
            </h2>
            <p className="text-sm text-slate-700">{REPORT_MSG.suppressedNote}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              onClick={() => downloadText(reportCsv(report), `${fileBase}.csv`, 'text/csv')}
            >
              <Download aria-hidden="true" className="size-4" />
              Download CSV
            </Button>
            <a href={pdfHref} download className={buttonClasses({ variant: 'outline' })}>
              <FileText aria-hidden="true" className="size-4" />
              Download PDF
            </a>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {facts.map(([label, value]) => (
            <div key={label} className="rounded-xl bg-slate-50 p-3">
              <dt className="text-xs font-medium text-slate-700">{label}</dt>
              <dd
                className={cn(
                  'font-semibold text-slate-900 tabular-nums',
                  // Words, where a figure is withheld, take less room than a number's size.
                  value === REPORT_MSG.suppressed ? 'text-base' : 'text-xl',
                )}
              >
                {value}
              </dd>
            </div>
          ))}
        </dl>
        {range.withheldMonths > 0 && (
          <p className="text-sm text-slate-700">
            The period's totals leave out {range.withheldMonths}{' '}
            {range.withheldMonths === 1 ? 'month' : 'months'} with figures from fewer than 5
            families.
          </p>
        )}
      </section>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
        {MONTHLY_CHARTS.map(({ description, ...chart }) => (
          <MonthlyChart
            key={chart.id}
            {...chart}
            description={typeof description === 'string' ? description : description(report)}
            months={report.months}
          />
        ))}
        <BreakdownChart
          id="chart-year"
          title="Sessions attended by year group"
          heading="Year group"
          parts={range.byYearGroup}
        />
        <BreakdownChart
          id="chart-subject"
          title="Sessions attended by subject"
          heading="Subject"
          parts={range.bySubject}
        />
      </div>
    </div>
  );
}
