import { formatDay } from '../../../shared/dates/format.js';

/** A lesson as the raise dialog names it: its title and day. */
export const lessonAbout = (title: string, scheduledFor: string) =>
  `the lesson “${title}” on ${formatDay(scheduledFor)}`;
