// Plain values, apart from the zod schemas, so the admin's home can read them without loading zod.

export const SCHEDULE_SORTS = ['date-asc', 'date-desc'] as const;
export type ScheduleSort = (typeof SCHEDULE_SORTS)[number];

/** Upcoming lists the soonest first and All the newest first, unless `sort` says otherwise. */
export const defaultScheduleSort = (filter: 'upcoming' | 'all'): ScheduleSort =>
  filter === 'upcoming' ? 'date-asc' : 'date-desc';
