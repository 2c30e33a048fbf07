/** The offer's numbers for classes (issue 28). */
export const CLASS_DEFAULT_CAPACITY = 12;
/** The product aims for classes of 8 to 12 and says when one is below 8. */
export const CLASS_MIN_SIZE = 8;
export const CLASS_MAX_SIZE = 12;
export const CLASS_MAX_CAPACITY = 30;
/** How long a freed place offered to the first on the waitlist is held for them. */
export const WAITLIST_OFFER_HOURS = 48;
/** Preferred weekly times a family may give per child and subject, first choice first. */
export const MAX_PREFERRED_TIMES = 3;
/** Live hours a week the offer promises a child, and its teaching weeks a year. */
export const OFFER_WEEKLY_HOURS = 15;
export const OFFER_TEACHING_WEEKS = 39;
/** The most classes a tutor is given unless their profile says otherwise. */
export const DEFAULT_TUTOR_MAX_CLASSES = 6;

/** ISO weekdays, 1 Monday … 7 Sunday. */
export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export const weekdayName = (isoWeekday: number) => WEEKDAYS[isoWeekday - 1] ?? '';

/** Whether a class of `size` pupils is below the size the product aims for. */
export const isBelowMinimum = (size: number) => size < CLASS_MIN_SIZE;

/** Places left in a class: capacity less the roster and the places held by open offers. */
export const placesLeft = (capacity: number, enrolled: number, offered = 0) =>
  Math.max(0, capacity - enrolled - offered);

/** Bank-holiday regions of date-holidays' GB calendar that an academic year may follow. */
export const HOLIDAY_REGIONS = {
  ENG: 'England and Wales',
  SCT: 'Scotland',
  NIR: 'Northern Ireland',
} as const;
export type HolidayRegion = keyof typeof HOLIDAY_REGIONS;
