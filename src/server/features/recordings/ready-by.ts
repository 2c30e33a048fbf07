import { OVERRUN_MINUTES } from '../../../shared/classroom/rules.js';
import { MINUTE_MS } from '../../../shared/dates/durations.js';

/**
 * Minutes of processing a minute of lesson takes, with a margin: `npm run bench` measures it
 * (decision 119: 0.08 on two idle cores, 0.36 to 0.40 with the load average at 20 to 50).
 */
export const PROCESSING_MINUTES_PER_LESSON_MINUTE = 0.2;

/**
 * When a recording should be ready: one minute for janus-pp-rec, storing and the job's start, plus
 * the lesson's minutes at the measured rate. The lesson's length is how long its room ran — from
 * the start time (or the room's opening, if later) to the tutor's "end" — and the timetable's
 * duration when the room never ended (the sweep's case), never more than that plus the overrun.
 */
export function readyByFor(
  now: Date,
  session: { scheduledFor: Date; duration: number },
  room?: { openedAt: Date; endedAt: Date | null },
) {
  const from = Math.max(session.scheduledFor.getTime(), room?.openedAt.getTime() ?? 0);
  const ran = room?.endedAt ? (room.endedAt.getTime() - from) / MINUTE_MS : session.duration;
  const lessonMinutes = Math.min(Math.max(ran, 1), session.duration + OVERRUN_MINUTES);
  return new Date(
    now.getTime() + Math.ceil(1 + lessonMinutes * PROCESSING_MINUTES_PER_LESSON_MINUTE) * MINUTE_MS,
  );
}
