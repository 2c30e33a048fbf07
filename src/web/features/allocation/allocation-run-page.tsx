import { UserCheck } from 'lucide-react';
import { useParams } from 'react-router';
import type { AllocationRunDetail } from '../../../shared/allocation/schemas.js';
import { CardList } from '../../components/card-list.js';
import { BackLink } from '../../components/back-link.js';
import { PageHeader } from '../../components/page-header.js';
import { ProgressBar } from '../../components/ui/progress-bar.js';
import { TitledSection } from '../../components/titled-section.js';
import { Alert } from '../../components/ui/alert.js';
import { Card } from '../../components/ui/card.js';
import { ListError } from '../../components/ui/list-error.js';
import { formatSessionMoment } from '../../lib/dates.js';
import { idFrom } from '../../lib/id-param.js';
import { ROUTES } from '../../lib/paths.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useAllocationRun, useUnplaced } from './api.js';
import { OpenedClasses, RunFigures } from './run-result.js';
import { RunStatus } from './run-status.js';

function Unplaced({ run }: { run: AllocationRunDetail }) {
  const unplaced = useUnplaced(run.id, run.status === 'done');
  return (
    <CardList
      query={unplaced}
      noun="children"
      one="child"
      layout="grid gap-3"
      placeholders={2}
      loadingLabel="Loading unplaced children"
      empty={{
        icon: UserCheck,
        title: 'Every child was placed',
        headingLevel: 3,
        text: 'No child of the year group is left without a class in this subject.',
      }}
      renderItem={(child) => (
        <Card className="grid gap-1 p-4">
          <p className="font-semibold text-slate-900">{child.name}</p>
          <p className="text-slate-800">{child.reason}</p>
          <p className="text-sm text-slate-700">
            Preferred:{' '}
            {child.preferredTimes.length ? child.preferredTimes.join(', ') : 'no times given'}
          </p>
        </Card>
      )}
    />
  );
}

function RunBody({ run }: { run: AllocationRunDetail }) {
  if (run.status === 'failed')
    return (
      <Alert variant="error">
        The allocation failed: {run.error ?? 'it stopped without saying why.'} Nothing was changed;
        start it again.
      </Alert>
    );
  if (!run.result)
    return (
      <ProgressBar
        id={`allocation-progress-${run.id}`}
        text={run.stage ?? 'Waiting to start…'}
        percent={run.progress}
      />
    );
  return (
    <div className="grid gap-8">
      <TitledSection id="result" title="Result" description="What the run did, and how good it is.">
        <RunFigures result={run.result} />
      </TitledSection>
      <TitledSection
        id="opened-classes"
        title="New classes"
        description="Open a class for its roster and timetable."
      >
        <OpenedClasses run={run} />
      </TitledSection>
      <TitledSection
        id="unplaced"
        title="Children not placed"
        description="Each with the reason the run could not place them."
      >
        <Unplaced run={run} />
      </TitledSection>
    </div>
  );
}

/** One allocation run: its progress while the job runs, then its result. */
export function AllocationRunPage() {
  const id = idFrom(useParams().id) ?? 0;
  const { data: run, error, refetch } = useAllocationRun(id);
  useDocumentTitle(run ? `Allocation of ${run.yearGroup} ${run.subject}` : 'Allocation');
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <BackLink to={ROUTES.adminAllocation}>All allocations</BackLink>
      {error ? (
        <ListError error={error} onRetry={() => void refetch()} />
      ) : !run ? (
        <p className="text-slate-700">Loading the allocation…</p>
      ) : (
        <>
          <PageHeader
            title={`Allocation of ${run.yearGroup} ${run.subject}`}
            description={`Started ${formatSessionMoment(run.createdAt)}${run.requestedBy ? ` by ${run.requestedBy}` : ''}.`}
            actions={<RunStatus status={run.status} />}
          />
          <RunBody run={run} />
        </>
      )}
    </div>
  );
}
