import { useState } from 'react';
import { ListError } from '../../components/ui/list-error.js';
import { Skeleton } from '../../components/ui/skeleton.js';
import { useUsageReport, reportSource } from './api.js';
import { lastMonths } from './months.js';
import { RangePicker } from './range-picker.js';
import { UsageReportView } from './report-view.js';

/** The range picker and the report it chooses: the contact's own company, or `companyId`'s. */
export function ReportWithRange({ companyId }: { companyId?: number }) {
  const [range, setRange] = useState(lastMonths);
  const report = useUsageReport(range, companyId);
  return (
    <div className="grid gap-6">
      <RangePicker range={range} onChange={setRange} />
      {report.isPending ? (
        <div role="status">
          <span className="sr-only">Loading the report</span>
          <Skeleton className="h-96 w-full" />
        </div>
      ) : report.isError ? (
        <ListError error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <UsageReportView report={report.data} pdfHref={reportSource(companyId).pdf(range)} />
      )}
    </div>
  );
}
