import { CalendarDays, UserRound } from 'lucide-react';
import type { ClassOption } from '../../../shared/classes/enrolment-schemas.js';
import { slotText } from '../../../shared/classes/slot-text.js';
import { Badge } from '../../components/ui/badge.js';

/** A class's weekly times (UK), tutor and places, as a family chooses between classes. */
export function ClassFacts({ option, places = true }: { option: ClassOption; places?: boolean }) {
  const full = option.placesLeft === 0 || option.waiting > 0;
  return (
    <div className="grid gap-1 text-sm text-slate-700">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900">{option.name}</span>
        {places &&
          (full ? (
            <Badge tone="orange">Full</Badge>
          ) : (
            <Badge tone="green">
              {option.placesLeft} {option.placesLeft === 1 ? 'place' : 'places'} left
            </Badge>
          ))}
      </div>
      {option.slots.map((slot) => (
        <p key={`${slot.weekday}-${slot.startsAt}`} className="flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          {slotText(slot)} (UK time)
        </p>
      ))}
      <p className="flex items-center gap-1.5">
        <UserRound aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
        {option.tutorName ?? 'Tutor to be confirmed'}
      </p>
    </div>
  );
}
