import { BookOpen, CalendarDays, Clock } from 'lucide-react';
import { formatDate, formatTime } from '../../../lib/dates.js';
import type { Detail } from '../card-details.js';

/** The first facts of every session card on the schedule: when it is and what it teaches. */
export function sessionFacts(session: { scheduledFor: string; subject: string }): Detail[] {
  return [
    { icon: CalendarDays, label: 'Date', value: formatDate(session.scheduledFor) },
    { icon: Clock, label: 'Time', value: formatTime(session.scheduledFor) },
    { icon: BookOpen, label: 'Subject', value: session.subject },
  ];
}
