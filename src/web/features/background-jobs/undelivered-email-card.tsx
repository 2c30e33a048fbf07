import { Mail } from 'lucide-react';
import type { UndeliveredEmail } from '../../../shared/jobs/schemas.js';
import { formatDate, formatTime } from '../../lib/dates.js';
import { useRetryEmail } from './api.js';
import { RetryButton } from './retry-button.js';

/** An email no attempt could deliver: to whom, what, how often it was tried and the last error. */
export function UndeliveredEmailCard({ email }: { email: UndeliveredEmail }) {
  const retry = useRetryEmail();
  return (
    <article className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-5">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-0.5">
          <h3 className="font-semibold break-words text-slate-900">{email.subject}</h3>
          <p className="flex items-center gap-1.5 text-sm break-all text-slate-700">
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            {email.to}
          </p>
          <p className="text-sm text-slate-700">
            Queued{' '}
            <time dateTime={email.createdAt}>
              {formatDate(email.createdAt)}, {formatTime(email.createdAt)}
            </time>{' '}
            · {email.attempts === 1 ? '1 attempt' : `${email.attempts} attempts`}
          </p>
        </div>
        <RetryButton
          what={`email to ${email.to}`}
          retry={() => retry.mutateAsync(email)}
          pending={retry.isPending}
        />
      </header>
      <p className="rounded-xl bg-red-50 p-3 font-mono text-sm break-words text-red-900">
        {email.error ?? 'No error recorded'}
      </p>
    </article>
  );
}
