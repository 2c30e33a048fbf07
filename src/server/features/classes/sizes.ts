import { sql, type SQL } from 'drizzle-orm';
import { classEnrolments, classWaitlist } from '../../db/schema-classes.js';
import { classes } from '../../db/schema.js';
import { activeToday } from '../../policies/roster.js';

/*
 * A class's sizes as correlated counts over its own rows (class_enrolments_class_idx,
 * class_waitlist_queue_idx): a dozen rows a class, so a page of classes costs a page of lookups
 * and a filter on them stops at the first page of matches.
 */

/** Children on the roster today or joining later: every enrolment still open. */
export const rosterSize = sql<number>`(select count(*)::int from ${classEnrolments} where ${classEnrolments.classId} = ${classes.id} and ${activeToday(classEnrolments)})`;

const waitlistWith = (statuses: SQL) =>
  sql<number>`(select count(*)::int from ${classWaitlist} where ${classWaitlist.classId} = ${classes.id} and ${classWaitlist.status} in ${statuses})`;

/** Places held for the first on the waitlist while their 48-hour offer runs. */
export const offeredPlaces = waitlistWith(sql`('offered')`);

/** Children waiting or holding an offer. */
export const waitlistCount = waitlistWith(sql`('waiting', 'offered')`);
