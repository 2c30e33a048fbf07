import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header.js';
import { ROUTES } from '../../lib/paths.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { ReportWithRange } from './report-page-body.js';

/** An admin's view of one company's report, opened from its card. */
export function CompanyReportPage() {
  useDocumentTitle('Company usage report');
  const id = Number(useParams().id);
  return (
    <div className="mx-auto grid max-w-6xl min-w-0 grid-cols-1 gap-6">
      <PageHeader
        title="Company usage report"
        description="What the company's employer contacts see, figure for figure."
        actions={
          <Link
            to={ROUTES.adminUsageReports}
            className="inline-flex items-center gap-1 text-sm font-medium text-indigo-700 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            All companies
          </Link>
        }
      />
      <ReportWithRange key={id} companyId={id} />
    </div>
  );
}
