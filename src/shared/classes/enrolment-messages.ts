import { MAX_PREFERRED_TIMES, WAITLIST_OFFER_HOURS } from './rules.js';

/** What parents and admins are told about joining, leaving and waiting for classes (issue 28 §3). */
export const ENROLMENT_MSG = {
  childNotFound: 'Child not found.',
  classNotFound: 'Class not found.',
  notOnRoster: 'That child is not in this class.',
  classClosed: 'This class has closed; please choose another.',
  otherYearGroup: "This class is for another year group than the child's.",
  sameSubjectOnly: 'A child can only be moved to a class of the same year group and subject.',
  sameClass: 'The child is already in this class.',
  alreadyInSubject: 'This child is already in a class for this subject. Leave it first.',
  classFull: 'This class is full. You can join its waiting list instead.',
  classHasWaitlist:
    'Children are waiting for a place in this class. You can join its waiting list.',
  classFullAdmin: 'This class is full. Raise its capacity first, or choose another class.',
  notFull: 'This class has places: join it instead of waiting.',
  alreadyWaiting: 'This child is already on the waiting list for this class.',
  notWaiting: 'This child is not on the waiting list for this class.',
  noOffer: 'There is no open offer of a place for this child in this class.',
  offerLapsed: `This offer has lapsed: a place is held for ${WAITLIST_OFFER_HOURS} hours.`,
  tooManyTimes: `Give at most ${MAX_PREFERRED_TIMES} preferred times.`,
  repeatedTime: 'Each preferred time may be given once.',
  timeFormat: 'Enter a time as HH:MM, e.g. 16:00.',
  weekday: 'Choose a day of the week.',
  subject: 'Choose a subject.',
} as const;
