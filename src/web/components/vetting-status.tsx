import type { VettingStatusWire } from '../../shared/vetting/schemas.js';
import { Badge, type BadgeTone } from './ui/badge.js';
import { formatLongDate } from '../lib/dates.js';

/* A tutor's vetting status as the admins and the tutor read it (issue 31 §1). */

const LOOK: Record<VettingStatusWire['state'], { tone: BadgeTone; label: string }> = {
  complete: { tone: 'green', label: 'Vetting complete' },
  'renew-soon': { tone: 'yellow', label: 'Vetting: renew soon' },
  lapsed: { tone: 'red', label: 'Vetting lapsed' },
  incomplete: { tone: 'orange', label: 'Vetting incomplete' },
};

export const VettingBadge = ({ status }: { status: VettingStatusWire }) => (
  <Badge tone={LOOK[status.state].tone}>{LOOK[status.state].label}</Badge>
);

/** What is missing or due, in a sentence; null when nothing needs doing. */
export function vettingSummary(status: VettingStatusWire): string | null {
  if (status.missing.length > 0) return `Missing: ${status.missing.join(', ')}.`;
  if (status.lapsed.length > 0) return `Needs renewing now: ${status.lapsed.join(', ')}.`;
  if (status.state === 'renew-soon' && status.renewBy)
    return `Renew by ${formatLongDate(`${status.renewBy}T12:00:00`)}.`;
  return null;
}
