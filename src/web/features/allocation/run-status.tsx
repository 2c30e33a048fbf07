import type { AllocationRun } from '../../../shared/allocation/schemas.js';
import { Badge, type BadgeTone } from '../../components/ui/badge.js';

const STATUS: Record<AllocationRun['status'], { label: string; tone: BadgeTone }> = {
  queued: { label: 'Queued', tone: 'grey' },
  running: { label: 'Running', tone: 'blue' },
  done: { label: 'Done', tone: 'green' },
  failed: { label: 'Failed', tone: 'red' },
};

export const RunStatus = ({ status }: { status: AllocationRun['status'] }) => (
  <Badge tone={STATUS[status].tone}>{STATUS[status].label}</Badge>
);

/** "62%": a share of the children placed, as the result reports it. */
export const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;
