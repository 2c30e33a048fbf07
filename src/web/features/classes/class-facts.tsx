import { weekdayName } from '../../../shared/classes/rules.js';
import type { ClassSlot, ClassSummary } from '../../../shared/classes/views.js';
import { Badge } from '../../components/ui/badge.js';
import { formatTime } from '../../lib/dates.js';

/** "Tuesday 4:00 PM, 60 mins": a weekly slot in UK wall-clock time. */
export const slotLabel = (slot: Pick<ClassSlot, 'weekday' | 'startsAt' | 'duration'>) =>
  `${weekdayName(slot.weekday)} ${formatTime(`2000-01-03T${slot.startsAt}:00`)}, ${slot.duration} mins`;

/** The timetable in a line or a short list, or that it has none. */
export function Timetable({ slots }: { slots: ClassSlot[] }) {
  if (slots.length === 0) return <span className="text-slate-600">No weekly slots</span>;
  return (
    <ul className="grid gap-0.5">
      {slots.map((slot) => (
        <li key={slot.id}>{slotLabel(slot)}</li>
      ))}
    </ul>
  );
}

/** "9 of 12", with the places left. */
export const sizeLabel = (c: Pick<ClassSummary, 'rosterSize' | 'capacity'>) =>
  `${c.rosterSize} of ${c.capacity}`;

/** What an admin should notice about a class's size: below 8, full, or over its capacity. */
export function SizeBadges({ cls }: { cls: ClassSummary }) {
  return (
    <span className="flex flex-wrap gap-1">
      {cls.belowMinimum && <Badge tone="yellow">Below 8</Badge>}
      {cls.overCapacity ? (
        <Badge tone="red">Over capacity</Badge>
      ) : (
        cls.placesLeft === 0 && <Badge tone="orange">Full</Badge>
      )}
    </span>
  );
}
