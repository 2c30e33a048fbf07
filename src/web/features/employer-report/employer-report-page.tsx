import { PageHeader } from '../../components/page-header.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { ReportWithRange } from './report-page-body.js';

/** /employer: the contact's own company's report, and nothing else (issue 15 §3). */
export function EmployerReportPage() {
  useDocumentTitle('Usage report');
  return (
    <div className="mx-auto grid max-w-6xl min-w-0 grid-cols-1 gap-6">
      <PageHeader
        title="Usage report"
        description="How your staff's families use the benefit, month by month. Nobody is ever named."
      />
      <ReportWithRange />
    </div>
  );
}
