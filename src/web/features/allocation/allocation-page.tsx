import { Shuffle } from 'lucide-react';
import { Link } from 'react-router';
import type { AllocationRun } from '../../../shared/allocation/schemas.js';
import { PageHeader } from '../../components/page-header.js';
import { CardList } from '../../components/card-list.js';
import { TitledSection } from '../../components/titled-section.js';
import { Card } from '../../components/ui/card.js';
import { formatSessionMoment } from '../../lib/dates.js';
import { ROUTES } from '../../lib/paths.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useAllocationRuns } from './api.js';
import { percent, RunStatus } from './run-status.js';
import { StartAllocationForm } from './start-allocation-form.js';

function RunCard({ run }: { run: AllocationRun }) {
  const result = run.result;
  return (
    <Card className="grid gap-2 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link
          to={ROUTES.adminAllocationRun.to(run.id)}
          className="font-semibold text-indigo-800 underline-offset-4 hover:underline"
        >
          {run.yearGroup} {run.subject}
        </Link>
        <RunStatus status={run.status} />
      </div>
      <p className="text-sm text-slate-700">
        Started {formatSessionMoment(run.createdAt)}
        {run.requestedBy ? ` by ${run.requestedBy}` : ''}
      </p>
      {result && (
        <p className="text-sm text-slate-800">
          {result.placed} placed in {result.classesOpened} new{' '}
          {result.classesOpened === 1 ? 'class' : 'classes'}, {result.unplaced} unplaced; first
          preference for {percent(result.preferencesMet.first)}
        </p>
      )}
    </Card>
  );
}

/** Issue 28 §4 and §8: start an allocation of a year group and subject, and see past runs. */
export function AllocationPage() {
  useDocumentTitle('Allocation');
  const runs = useAllocationRuns();
  return (
    <div className="mx-auto grid max-w-5xl gap-8">
      <PageHeader
        title="Allocation"
        description="Place every child of a year group who has no class in a subject yet: classes of 8 to 12 at the families' preferred times, with tutors who are free then."
      />
      <TitledSection
        id="start-allocation"
        title="Start an allocation"
        description="Free places in open classes are filled first; new classes open where enough children prefer a time."
      >
        <StartAllocationForm />
      </TitledSection>
      <TitledSection id="allocation-runs" title="Runs" description="Latest first.">
        <CardList
          query={runs}
          noun="runs"
          one="run"
          layout="grid gap-3"
          placeholders={2}
          empty={{
            icon: Shuffle,
            title: 'No allocations yet',
            headingLevel: 3,
            text: 'Runs you start appear here with their results.',
          }}
          renderItem={(run) => <RunCard run={run} />}
        />
      </TitledSection>
    </div>
  );
}
