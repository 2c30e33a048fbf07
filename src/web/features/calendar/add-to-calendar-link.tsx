import { CalendarPlus } from 'lucide-react';
import type { ScheduledSession } from '../../../shared/content/schemas.js';
import { buttonClasses } from '../../components/ui/button.js';

/** One session as an .ics file that any calendar app imports. */
export function AddToCalendarLink({ session }: { session: Pick<ScheduledSession, 'id'> }) {
  return (
    <a
      href={`/api/scheduled-sessions/${session.id}/ics`}
      download
      className={buttonClasses({ variant: 'outline' })}
    >
      <CalendarPlus aria-hidden="true" className="size-4" />
      Add to calendar
    </a>
  );
}
