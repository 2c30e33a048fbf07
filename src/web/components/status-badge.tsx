import { statusTone } from '../lib/status-tones.js';
import { capitalise } from '../lib/text.js';
import { Badge } from './ui/badge.js';

/** A status word in its one colour, whoever is looking (decision 087). */
export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={statusTone(status)}>{capitalise(status)}</Badge>;
}
