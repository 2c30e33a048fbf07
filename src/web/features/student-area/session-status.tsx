import { Badge, type BadgeTone } from '../../components/ui/badge.js';

/**
 * Spec 2 §4, student and parent views: scheduled blue, completed green, cancelled red, else
 * orange; pending is blue as on every other screen (spec 1 §9), so it has one colour everywhere.
 */
const TONES: Record<string, BadgeTone> = {
  scheduled: 'blue',
  pending: 'blue',
  completed: 'green',
  cancelled: 'red',
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function SessionStatusBadge({ status }: { status: string }) {
  return <Badge tone={TONES[status.toLowerCase()] ?? 'orange'}>{capitalise(status)}</Badge>;
}
