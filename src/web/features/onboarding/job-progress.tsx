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

  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span id={`progress-${jobId}`} className="font-medium text-slate-800">
          {text}
        </span>
        <span className="text-slate-700 tabular-nums">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={`progress-${jobId}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-indigo-700 transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
