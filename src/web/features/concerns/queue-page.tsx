import { Flag, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { CATEGORY_LABELS, STATUS_LABELS, URGENCY_LABELS } from '../../../shared/concerns/rules.js';
import { KeysetList } from '../../components/keyset-list.js';
import { PageHeader } from '../../components/page-header.js';
import { Badge } from '../../components/ui/badge.js';
import { buttonClasses } from '../../components/ui/button.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { formatDate, formatTime } from '../../lib/dates.js';
import { ROUTES } from '../../lib/paths.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useConcernQueue, type ConcernRow } from './api.js';

function ConcernCard({ concern }: { concern: ConcernRow }) {
  return (
    <li>
      <Link
        to={ROUTES.adminConcern.to(concern.id)}
        className="grid gap-1 rounded-2xl border border-slate-200 bg-white p-4 hover:border-indigo-300 focus-visible:border-indigo-600"
      >
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-900">{CATEGORY_LABELS[concern.category]}</span>
          {concern.urgency === 'urgent' && <Badge tone="red">{URGENCY_LABELS.urgent}</Badge>}
          <Badge>{STATUS_LABELS[concern.status]}</Badge>
        </span>
        <span className="text-sm text-slate-700">
          {concern.childName ? `About ${concern.childName}` : 'No child named'} · raised by{' '}
          {concern.raisedByName ?? 'the automatic flags'} ·{' '}
          <time dateTime={concern.raisedAt}>
            {formatDate(concern.raisedAt)}, {formatTime(concern.raisedAt)}
          </time>
        </span>
      </Link>
    </li>
  );
}

/** Issue 31 §3: the leads' queue, newest first; opening a case is recorded in the audit trail. */
export function ConcernQueuePage() {
  useDocumentTitle('Concerns');
  const queue = useConcernQueue('');
  return (
    <div className="mx-auto grid max-w-5xl min-w-0 grid-cols-1 gap-6">
      <PageHeader
        title="Concerns"
        description="Safeguarding concerns not yet closed, newest first. Opening one is recorded in the audit trail."
        actions={
          <Link to={ROUTES.adminConcernFlags} className={buttonClasses({ variant: 'outline' })}>
            <Flag aria-hidden="true" className="size-4" />
            Automatic flags
          </Link>
        }
      />
      <KeysetList
        query={queue}
        noun="cases"
        one="case"
        loadingLabel="Loading concerns"
        empty={
          <EmptyState icon={ShieldAlert} title="No open concerns">
            Concerns that tutors, parents, admins or the automatic flags raise appear here.
          </EmptyState>
        }
      >
        {(items) => (
          <ul className="grid gap-3">
            {items.map((concern) => (
              <ConcernCard key={concern.id} concern={concern} />
            ))}
          </ul>
        )}
      </KeysetList>
    </div>
  );
}
