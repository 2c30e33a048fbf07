import { ProgressBar } from '../../components/ui/progress-bar.js';
import { useJobProgress } from './api.js';

/**
 * The server's real progress on a long job (hashing dominates), polled while the request runs.
 * Before the server has checked the rows there is nothing to count yet, so it says so.
 */
export function JobProgress({ jobId, noun }: { jobId: string; noun: string }) {
  const { data: job } = useJobProgress(jobId);
  const total = job?.total ?? 0;
  const processed = Math.min(job?.processed ?? 0, total);
  const percent = total > 0 ? Math.round((processed / total) * 100) : 0;
  const text =
    !job || job.status === 'waiting'
      ? 'Checking the details…'
      : processed < total
        ? `Creating ${noun}: ${processed.toLocaleString('en-GB')} of ${total.toLocaleString('en-GB')}`
        : 'Saving…';
  return <ProgressBar id={`progress-${jobId}`} text={text} percent={percent} />;
}
