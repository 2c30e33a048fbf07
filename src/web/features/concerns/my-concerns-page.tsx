import { ShieldAlert } from 'lucide-react';
import { CATEGORY_LABELS, STATUS_LABELS, URGENCY_LABELS } from '../../../shared/concerns/rules.js';
import { KeysetList } from '../../components/keyset-list.js';
import { PageHeader } from '../../components/page-header.js';
import { Badge } from '../../components/ui/badge.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { formatDate, formatTime } from '../../lib/dates.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useMyConcerns, type OwnConcernRow } from './api.js';
import { RaiseConcernButton } from './raise-button.js';

function OwnConcernCard({ concern }: { concern: OwnConcernRow }) {
  const closed = concern.status === 'closed';
  return (
    <li className="grid gap-2 rounded-2xl border border-slate-200 bg-white p-4">
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900">{CATEGORY_LABELS[concern.category]}</span>
        {concern.urgency === 'urgent' && <Badge tone="red">{URGENCY_LABELS.urgent}</Badge>}
        <Badge tone={closed ? 'green' : 'yellow'}>{STATUS_LABELS[concern.status]}</Badge>
      </span>
      <p className="line-clamp-3 text-sm whitespace-pre-wrap text-slate-800">
        {concern.description}
      </p>
      <span className="text-sm text-slate-700">
        Raised{' '}
        <time dateTime={concern.raisedAt}>
          {formatDate(concern.raisedAt)}, {formatTime(concern.raisedAt)}
        </time>
      </span>
    </li>
  );
}

/**
 * Issue 31 §3: the concerns a tutor, parent or admin raised and where each stands. What the leads
 * wrote about them stays with the leads (decision 126).
 */
export function MyConcernsPage() {
  useDocumentTitle('My concerns');
  const mine = useMyConcerns();
  return (
    <div className="mx-auto grid max-w-3xl min-w-0 grid-cols-1 gap-6">
      <PageHeader
        title="My concerns"
        description="The safeguarding concerns you raised, newest first, and where each stands. The leads’ notes stay with them."
        actions={<RaiseConcernButton links={{}} />}
      />
      <KeysetList
        query={mine}
        noun="concerns"
        one="concern"
        loadingLabel="Loading your concerns"
        empty={
          <EmptyState icon={ShieldAlert} title="You have not raised a concern">
            Raise one from a message, a lesson or a child’s page, or with the button above.
          </EmptyState>
        }
      >
        {(items) => (
          <ul className="grid gap-3">
            {items.map((concern) => (
              <OwnConcernCard key={concern.id} concern={concern} />
            ))}
          </ul>
        )}
      </KeysetList>
    </div>
  );
}
