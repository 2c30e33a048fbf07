import { CircleCheck, Flag } from 'lucide-react';
import { Link } from 'react-router';
import { MESSAGING_MSG } from '../../../shared/messaging/messages.js';
import { KeysetList } from '../../components/keyset-list.js';
import { buttonClasses } from '../../components/ui/button.js';
import { ActionButton } from '../../components/ui/action-button.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { toastFailed } from '../../components/ui/toast-error.js';
import { toast } from '../../components/ui/toast-store.js';
import { ROUTES } from '../../lib/paths.js';
import { formatWhen } from '../messages/when.js';
import { AdminMessageItem } from './admin-message-item.js';
import { useMessageReports, useResolveReport, type MessageReport } from './api.js';
import { SuspensionButton } from './suspension-button.js';

function ReportCard({ report }: { report: MessageReport }) {
  const resolve = useResolveReport();
  const { conversation } = report;
  const headingId = `report-${report.id}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
      >
        <div className="grid gap-1">
          <h2 id={headingId} className="font-semibold text-slate-900">
            {report.reporter.name} reported {report.message.sender.name}
          </h2>
          <p className="text-sm text-slate-700">
            <time dateTime={report.createdAt}>{formatWhen(report.createdAt)}</time> ·{' '}
            {conversation.parent.name} and {conversation.tutor.name} ·{' '}
            {MESSAGING_MSG.aboutChild(conversation.student.name)}
          </p>
          <p className="text-sm text-slate-900">
            <span className="font-medium">Reason:</span> {report.reason ?? 'none given'}
          </p>
        </div>
        <ol aria-label="The reported message in its context" className="grid gap-2">
          {report.context.map((message) => (
            <AdminMessageItem
              key={message.id}
              message={message}
              highlight={message.id === report.message.id}
            />
          ))}
        </ol>
        <div className="flex flex-wrap gap-2">
          <ActionButton
            icon={CircleCheck}
            disabled={resolve.isPending}
            onClick={() =>
              resolve.mutate(report.id, {
                onSuccess: () =>
                  toast({ title: 'Report resolved', description: 'It has left the queue.' }),
                onError: (error) => toastFailed('The report was not resolved', error),
              })
            }
          >
            {MESSAGING_MSG.adminResolve}
          </ActionButton>
          <SuspensionButton conversation={conversation} />
          <Link
            to={ROUTES.adminConversation.to(conversation.id)}
            className={buttonClasses({ variant: 'link', size: 'sm' })}
          >
            Read the whole conversation
          </Link>
        </div>
      </article>
    </li>
  );
}

/** Issue 16: open reports, oldest first, each with the message in its context. */
export function ReportsTab() {
  const reports = useMessageReports();
  return (
    <KeysetList
      query={reports}
      noun="open reports"
      one="open report"
      loadingLabel="Loading reports"
      empty={
        <EmptyState icon={Flag} title={MESSAGING_MSG.adminNoReports}>
          Messages that parents or tutors report will appear here, oldest first.
        </EmptyState>
      }
    >
      {(items) => (
        <ul className="grid gap-4">
          {items.map((report) => (
            <ReportCard key={report.id} report={report} />
          ))}
        </ul>
      )}
    </KeysetList>
  );
}
