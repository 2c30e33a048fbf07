import type { QueueCounts } from '../../../shared/jobs/schemas.js';
import { cn } from '../../lib/cn.js';
import { queueLabel } from './queue-labels.js';

const STATES = [
  { key: 'queued', label: 'Queued' },
  { key: 'running', label: 'Running' },
  { key: 'done', label: 'Done' },
  { key: 'failed', label: 'Failed' },
] as const;

// Narrow padding on phones, so the four counts fit beside the queue's name at 390px.
const cell = 'px-1.5 py-3 text-right tabular-nums sm:px-4';

/** Each queue's jobs by state, one row a queue; failures stand out, as they need a look. */
export function QueueTable({ queues }: { queues: QueueCounts[] }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
      <table className="w-full text-sm">
        <thead className="bg-slate-50 text-xs text-slate-700 sm:text-sm">
          <tr>
            <th scope="col" className="px-3 py-3 text-left font-medium sm:px-4">
              Queue
            </th>
            {STATES.map(({ key, label }) => (
              <th key={key} scope="col" className={cn(cell, 'font-medium')}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {queues.map((queue) => (
            <tr key={queue.name}>
              <th scope="row" className="px-3 py-3 text-left font-medium text-slate-900 sm:px-4">
                {queueLabel(queue.name)}
                <span className="hidden font-mono text-xs font-normal text-slate-600 sm:block">
                  {queue.name}
                </span>
              </th>
              {STATES.map(({ key }) => (
                <td
                  key={key}
                  className={cn(
                    cell,
                    key === 'failed' && queue.failed > 0
                      ? 'bg-red-50 font-semibold text-red-800'
                      : 'text-slate-900',
                  )}
                >
                  {queue[key].toLocaleString('en-GB')}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
