import { isToday } from 'date-fns';
import { formatDate, formatTime } from '../../lib/dates.js';

/** When a message was sent: the time today, the date before (spec 1 §9 formats). */
export const formatWhen = (iso: string) =>
  isToday(new Date(iso)) ? formatTime(iso) : `${formatDate(iso)}, ${formatTime(iso)}`;

/** A list row's short time: the time today, the date before. */
export const formatShortWhen = (iso: string) =>
  isToday(new Date(iso)) ? formatTime(iso) : formatDate(iso);
