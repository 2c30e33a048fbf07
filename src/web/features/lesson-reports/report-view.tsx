import { NotebookText } from 'lucide-react';
import { REPORT_MSG } from '../../../shared/lesson-reports/messages.js';
import { ListError } from '../../components/ui/list-error.js';
import { LoadingBlocks } from '../../components/ui/loading-blocks.js';
import { useLessonReport } from './api.js';

/**
 * Issue 15 §2: a past session's report as a family sees it: what was covered, the homework and
 * the tutor's comment on their own child (the server sends no other).
 */
export function LessonReportView({ sessionId }: { sessionId: number }) {
  const report = useLessonReport(sessionId);
  let body;
  if (report.isPending) {
    body = (
      <LoadingBlocks
        label="Loading the lesson report"
        className="grid gap-2"
        blocks={['h-5 w-2/3', 'h-5 w-1/2']}
      />
    );
  } else if (report.isError) {
    body = <ListError error={report.error} onRetry={() => void report.refetch()} />;
  } else if (!report.data.report) {
    body = <p className="text-sm text-slate-700">{REPORT_MSG.noReportYet}</p>;
  } else {
    const { covered, homework } = report.data.report;
    body = (
      <dl className="grid gap-3 text-sm">
        <div>
          <dt className="font-medium text-slate-600">Covered</dt>
          <dd className="whitespace-pre-line text-slate-900">{covered}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">Homework</dt>
          <dd className="whitespace-pre-line text-slate-900">{homework ?? 'None set.'}</dd>
        </div>
        {report.data.items.map((item) => (
          <div key={item.id} className="rounded-xl bg-indigo-50 p-3">
            <dt className="font-medium text-indigo-900">The tutor’s comment on {item.name}</dt>
            <dd className="whitespace-pre-line text-slate-900">{item.comment}</dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <section aria-labelledby={`lesson-report-${sessionId}`} className="grid gap-3">
      <h2
        id={`lesson-report-${sessionId}`}
        className="flex items-center gap-2 text-base font-semibold text-slate-900"
      >
        <NotebookText aria-hidden="true" className="size-5 text-indigo-700" />
        Lesson report
      </h2>
      {body}
    </section>
  );
}
