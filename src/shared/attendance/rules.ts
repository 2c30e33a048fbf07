import { DAY_MS, MINUTE_MS } from '../dates/durations.js';
/** The timings of attendance (issue 15 §1, decision 062). */

/** Join opens this long before the start and closes when the session ends. */
export const JOIN_OPENS_MINUTES_BEFORE = 10;
/** A first join more than this long after the start pre-fills the register as late. */
export const LATE_AFTER_MINUTES = 5;
/** The tutor edits the register from the start until this long after the session ends. */
export const REGISTER_EDIT_DAYS = 7;
/** The absence email goes for children not joined this long after the start… */
export const ABSENCE_ALERT_AFTER_MINUTES = 10;
/** …and no later than this, so a late worker does not alarm a family about a session long over. */
export const ABSENCE_ALERT_UNTIL_MINUTES = 20;
/** The parent's attendance figures cover this many days back, at most. */
export const ATTENDANCE_WINDOW_DAYS = 92;

export const ATTENDANCE_STATUSES = ['present', 'late', 'absent'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

interface Timed {
  scheduledFor: Date;
  duration: number;
}

export const sessionEnd = (session: Timed) =>
  new Date(session.scheduledFor.getTime() + session.duration * MINUTE_MS);

export const joinOpensAt = (session: Timed) =>
  new Date(session.scheduledFor.getTime() - JOIN_OPENS_MINUTES_BEFORE * MINUTE_MS);

export const registerClosesAt = (session: Timed) =>
  new Date(sessionEnd(session).getTime() + REGISTER_EDIT_DAYS * DAY_MS);

export const STATUS_LABELS: Record<AttendanceStatus, string> = {
  present: 'Present',
  late: 'Late',
  absent: 'Absent',
};
