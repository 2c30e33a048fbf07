/** Lengths of time in milliseconds, for arithmetic on instants (the calendar's own units are date-fns'). */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
