import { CheckCircle2, MailCheck, RefreshCw } from 'lucide-react';
import { CardList } from '../../components/card-list.js';
import { PageHeader } from '../../components/page-header.js';
import { QueryList } from '../../components/paged-list.js';
import { TitledSection } from '../../components/titled-section.js';
import { Button } from '../../components/ui/button.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useFailedJobs, useQueueOverview, useUndeliveredEmails } from './api.js';
import { FailedJobCard } from './failed-job-card.js';
import { QueueTable } from './queue-table.js';
import { UndeliveredEmailCard } from './undelivered-email-card.js';

/** Issue 12 §6: what the background workers are doing, and what needs an admin's hand. */
export function BackgroundJobsPage() {
  useDocumentTitle('Background jobs');
  const queues = useQueueOverview();
  const failedJobs = useFailedJobs();
  const emails = useUndeliveredEmails();
  const all = [queues, failedJobs, emails];
  const refreshing = all.some((query) => query.isFetching);

  return (
    <div className="mx-auto grid max-w-5xl gap-8">
      <PageHeader
        title="Background jobs"
        description="Emails, reminders and other work the app does behind the scenes, counted as of now."
        actions={
          <Button
            variant="outline"
            onClick={() => all.forEach((query) => void query.refetch())}
            disabled={refreshing}
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            Refresh
          </Button>
        }
      />
      <TitledSection
        className="grid gap-4"
        id="queues"
        title="Queues"
        description="Jobs waiting, running, done and failed, per queue."
      >
        <QueryList
          query={queues}
          skeletons={{ count: 1, label: 'Loading queues' }}
          layout="grid"
          empty={<p className="text-slate-700">No queues yet.</p>}
          renderItems={(items) => <QueueTable queues={items} />}
        />
      </TitledSection>
      <TitledSection
        className="grid gap-4"
        id="failed-jobs"
        title="Failed jobs"
        description="Jobs whose last attempt failed, latest first. Retry runs one more attempt."
      >
        <CardList
          query={failedJobs}
          noun="failed jobs"
          one="failed job"
          placeholders={2}
          empty={{
            icon: CheckCircle2,
            title: 'No failed jobs',
            headingLevel: 3,
            text: 'Every job has either finished or is still being tried.',
          }}
          renderItem={(job) => <FailedJobCard job={job} />}
        />
      </TitledSection>
      <TitledSection
        className="grid gap-4"
        id="undelivered-emails"
        title="Undelivered emails"
        description="Emails the mail server did not accept after every retry. Retry sends one again."
      >
        <CardList
          query={emails}
          noun="undelivered emails"
          one="undelivered email"
          placeholders={2}
          empty={{
            icon: MailCheck,
            title: 'Every email was delivered',
            headingLevel: 3,
            text: 'Emails that still fail after a day of retries appear here.',
          }}
          renderItem={(email) => <UndeliveredEmailCard email={email} />}
        />
      </TitledSection>
    </div>
  );
}
