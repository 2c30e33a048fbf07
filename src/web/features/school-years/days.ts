import { formatDay, formatLongDate } from '../../../shared/dates/format.js';

/* A UK day ("2026-09-02") read at noon, so no zone can move it to the day before. */
const noon = (day: string) => `${day}T12:00:00`;

/** "2 September 2026". */
export const longDay = (day: string) => formatLongDate(noon(day));
/** "Friday 25 December 2026". */
export const fullDay = (day: string) => formatDay(noon(day));
/** "2 September 2026 to 21 July 2027". */
export const dayRange = (from: string, to: string) => `${longDay(from)} to ${longDay(to)}`;
