import { Badge, type BadgeTone } from './ui/badge.js';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Spec 2 §4: scheduled blue, live red, completed green, cancelled grey. */
const LIVE_TONES: Record<string, BadgeTone> = {
  scheduled: 'blue',
  live: 'red',
  completed: 'green',
  cancelled: 'grey',
};

export function LiveStatusBadge({ status }: { status: string }) {
  return <Badge tone={LIVE_TONES[status] ?? 'outline'}>{capitalise(status)}</Badge>;
}

/** Spec 2 §4 and spec 1 §9 (dashboard): matched case-insensitively, anything else outlined. */
const SCHEDULED_TONES: Record<string, BadgeTone> = {
  confirmed: 'green',
  pending: 'blue',
  rescheduled: 'yellow',
  cancelled: 'red',
};

export function ScheduledStatusBadge({ status }: { status: string }) {
  return (
    <Badge tone={SCHEDULED_TONES[status.toLowerCase()] ?? 'outline'}>{capitalise(status)}</Badge>
  );
}
