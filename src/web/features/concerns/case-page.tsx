import { useParams } from 'react-router';
import { CATEGORY_LABELS, STATUS_LABELS, URGENCY_LABELS } from '../../../shared/concerns/rules.js';
import { BackLink } from '../../components/back-link.js';
import { PageHeader } from '../../components/page-header.js';
import { TitledSection } from '../../components/titled-section.js';
import { Badge } from '../../components/ui/badge.js';
import { ListError } from '../../components/ui/list-error.js';
import { LoadingBlocks } from '../../components/ui/loading-blocks.js';
import { formatDate, formatTime } from '../../lib/dates.js';
import { ROUTES } from '../../lib/paths.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useConcernCase, type ConcernCaseView } from './api.js';
import { ActionForm, CloseForm, NoteForm } from './case-forms.js';

const when = (iso: string) => `${formatDate(iso)}, ${formatTime(iso)}`;
const HISTORY_WORDS: Record<ConcernCaseView['history'][number]['kind'], string> = {
  raised: 'Raised',
  notified: 'Leads notified',
  note: 'Note',
  action: 'Action added',
  action_done: 'Action done',
  status: 'Status changed',
};

function CaseBody({ found }: { found: ConcernCaseView }) {
  const closed = found.status === 'closed';
  return (
    <>
      <PageHeader
        title={`${CATEGORY_LABELS[found.category]}${found.childName ? `: ${found.childName}` : ''}`}
        description={`Raised by ${found.raisedByName ?? 'the automatic flags'} on ${when(found.raisedAt)}${
          found.notifiedAt
            ? `; leads notified ${when(found.notifiedAt)}`
            : '; leads not yet notified'
        }.`}
      />
      <div className="flex flex-wrap gap-2">
        <Badge tone={found.urgency === 'urgent' ? 'red' : 'grey'}>
          {URGENCY_LABELS[found.urgency]}
        </Badge>
        <Badge tone={closed ? 'green' : 'yellow'}>{STATUS_LABELS[found.status]}</Badge>
        {found.sessionTitle && <Badge tone="outline">Lesson: {found.sessionTitle}</Badge>}
      </div>
      <TitledSection
        id="case-what"
        title="What was raised"
        description="As the person wrote it."
        size="card"
      >
        <p className="text-sm whitespace-pre-wrap text-slate-900">{found.description}</p>
        {found.context && (
          <ol aria-label="The lines around the flagged one" className="mt-3 grid gap-2">
            {found.context.lines.map((line, index) => (
              <li
                key={index}
                className={`rounded-lg px-3 py-2 text-sm ${line.flagged ? 'bg-yellow-100 text-slate-900' : 'bg-slate-100 text-slate-800'}`}
              >
                <span className="font-medium">{line.author}</span> · {when(line.at)}
                {line.flagged && <span className="sr-only"> (flagged)</span>}
                <p>{line.body}</p>
              </li>
            ))}
          </ol>
        )}
        {found.outcome && (
          <p className="mt-3 text-sm text-slate-900">
            <span className="font-medium">Outcome:</span> {found.outcome}
          </p>
        )}
      </TitledSection>
      <TitledSection
        id="case-actions"
        title="Actions"
        description="Who does what, by when."
        size="card"
      >
        {found.actions.length === 0 ? (
          <p className="text-sm text-slate-700">No actions yet.</p>
        ) : (
          <ul className="grid gap-2">
            {found.actions.map((action) => (
              <li key={action.id} className="text-sm text-slate-900">
                <span className="font-medium">{action.description}</span> · {action.owner}
                {action.dueOn && ` · due ${formatDate(action.dueOn)}`}
                {action.doneAt && ' · done'}
              </li>
            ))}
          </ul>
        )}
        {!closed && (
          <div className="mt-4">
            <ActionForm id={found.id} />
          </div>
        )}
      </TitledSection>
      {!closed && (
        <TitledSection
          id="case-work"
          title="Notes and outcome"
          description="Each is kept in the history with your name."
          size="card"
        >
          <div className="grid gap-6">
            <NoteForm id={found.id} />
            <CloseForm id={found.id} />
          </div>
        </TitledSection>
      )}
      <TitledSection
        id="case-history"
        title="History"
        description="Who did what and when; nothing here can be changed."
        size="card"
      >
        <ol className="grid gap-2">
          {found.history.map((entry) => (
            <li key={entry.id} className="text-sm text-slate-900">
              <span className="font-medium">{HISTORY_WORDS[entry.kind]}</span> ·{' '}
              {entry.actorName ?? 'ClassPerk'} · <time dateTime={entry.at}>{when(entry.at)}</time>
              {entry.body && <p className="text-slate-700">{entry.body}</p>}
            </li>
          ))}
        </ol>
      </TitledSection>
    </>
  );
}

/** Issue 31 §3: one case as a lead works it; reading it is recorded in the audit trail. */
export function ConcernCasePage() {
  useDocumentTitle('Concern');
  const id = Number(useParams().id);
  const found = useConcernCase(id);
  return (
    <div className="mx-auto grid max-w-3xl min-w-0 grid-cols-1 gap-6">
      <BackLink to={ROUTES.adminConcerns}>All concerns</BackLink>
      {/* A refresh that fails keeps the case, and whatever a lead is typing, on the page. */}
      {found.data ? (
        <CaseBody found={found.data} />
      ) : found.isError ? (
        <ListError error={found.error} onRetry={() => void found.refetch()} />
      ) : (
        <LoadingBlocks label="Loading the case" blocks={['h-10', 'h-40', 'h-40']} />
      )}
    </div>
  );
}
