import { statusTone } from '../lib/status-tones.js';
import { Badge } from './ui/badge.js';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A status word in its one colour, whoever is looking (decision 087). */
export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={statusTone(status)}>{capitalise(status)}</Badge>;
}
