import type { FailedJob } from '../../../shared/jobs/schemas.js';
import { formatDate, formatTime } from '../../lib/dates.js';
import { useRetryJob } from './api.js';
import { queueLabel } from './queue-labels.js';
import { RetryButton } from './retry-button.js';

/** A job that failed for good: where, when, why, and a way to run it once more. */
export function FailedJobCard({ job }: { job: FailedJob }) {
  const retry = useRetryJob();
  const label = queueLabel(job.queue);
  return (
    <article className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-5">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-0.5">
          <h3 className="font-semibold text-slate-900">{label}</h3>
          <p className="text-sm text-slate-700">
            Failed{' '}
            <time dateTime={job.failedAt}>
              {formatDate(job.failedAt)}, {formatTime(job.failedAt)}
            </time>{' '}
            after {job.attempts === 1 ? '1 attempt' : `${job.attempts} attempts`}
          </p>
        </div>
        <RetryButton
          what={`${label} job from ${formatDate(job.createdAt)}, ${formatTime(job.createdAt)}`}
          retry={() => retry.mutateAsync(job)}
          pending={retry.isPending}
        />
      </header>
      <p className="rounded-xl bg-red-50 p-3 font-mono text-sm break-words text-red-900">
        {job.error}
      </p>
    </article>
  );
}
