import { ArrowUpNarrowWide } from 'lucide-react';
import { useState } from 'react';
import type { SchoolYearDetail } from '../../../shared/school-years/schemas.js';
import { TitledSection } from '../../components/titled-section.js';
import { Alert } from '../../components/ui/alert.js';
import { Button } from '../../components/ui/button.js';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.js';
import { ProgressBar } from '../../components/ui/progress-bar.js';
import { toast } from '../../components/ui/toast-store.js';
import { errorText } from '../../lib/api.js';
import { formatLongDate } from '../../../shared/dates/format.js';
import { rollingOver, useRollOver } from './api.js';
import { longDay } from './days.js';

/** The end of the year: the roll-over's button, its confirmation and its progress. */
export function RollOverSection({ year }: { year: SchoolYearDetail }) {
  const [asking, setAsking] = useState(false);
  const rollOver = useRollOver(year.id);
  const { status, progress, stage, rolledOverAt } = year.rollOver;
  const busy = rollingOver(year) || rollOver.isPending;
  const confirm = () =>
    rollOver.mutate(undefined, {
      onSuccess: () => setAsking(false),
      onError: (error) =>
        toast({ title: 'Error', description: errorText(error), variant: 'destructive' }),
    });
  return (
    <TitledSection
      id="year-roll-over"
      title="Roll over"
      description="At the end of the year every child moves up a year group (Year 11 leaves), the year's classes close and each family is emailed to choose next year's classes. Nothing is deleted; running it again changes nothing more."
      action={
        <Button variant="outline" onClick={() => setAsking(true)} disabled={busy}>
          <ArrowUpNarrowWide aria-hidden="true" className="size-4" />
          Roll over {year.label}
        </Button>
      }
    >
      {rollingOver(year) && (
        <ProgressBar
          id={`roll-over-${year.id}`}
          text={stage ?? 'Rolling over…'}
          percent={progress}
        />
      )}
      {status === 'failed' && (
        <Alert variant="error">
          The roll-over stopped before it finished. What it did is kept; run it again to finish.
        </Alert>
      )}
      {rolledOverAt && status === 'done' && (
        <Alert variant="success">Rolled over on {formatLongDate(rolledOverAt)}.</Alert>
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={`Roll over ${year.label}?`}
        description={
          <>
            {year.ended
              ? `${year.label} ended on ${longDay(year.endsOn)}. `
              : `${year.label} has not ended yet: its last day is ${longDay(year.endsOn)}. `}
            Every child moves up a year group, Year 11 leaves, the year&apos;s classes close and
            each family is emailed to choose next year&apos;s classes.
          </>
        }
        confirmLabel="Roll over"
        pendingLabel="Starting…"
        pending={rollOver.isPending}
        onConfirm={confirm}
      />
    </TitledSection>
  );
}
