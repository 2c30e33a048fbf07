import { addMinutes, format, formatDistanceToNow } from 'date-fns';
import { DATE_FORMAT, TIME_FORMAT } from '../../shared/constants.js';

/** Spec 1 §9 formats: "Jan 5, 2025" and "3:00 PM". */
export const formatDate = (iso: string | Date) => format(new Date(iso), DATE_FORMAT);
export const formatTime = (iso: string | Date) => format(new Date(iso), TIME_FORMAT);

/** Spec 1 §9: a session ends scheduledFor plus duration minutes. */
export const sessionEnd = (scheduledFor: string, duration: number) =>
  addMinutes(new Date(scheduledFor), duration);

export const formatTimeRange = (scheduledFor: string, duration: number) =>
  `${formatTime(scheduledFor)} – ${formatTime(sessionEnd(scheduledFor, duration))}`;

/** "3 days ago": how long ago a lesson was uploaded (spec 1 §9). */
export const formatAge = (iso: string) => formatDistanceToNow(new Date(iso), { addSuffix: true });

/** The value of a datetime-local input for a moment, in the browser's time zone. */
export const toDateTimeLocal = (iso: string | Date) => format(new Date(iso), "yyyy-MM-dd'T'HH:mm");
