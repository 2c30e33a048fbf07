import { and, eq, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { JOIN_OPENS_MINUTES_BEFORE } from '../../../shared/attendance/rules.js';
import { OVERRUN_MINUTES } from '../../../shared/classroom/rules.js';
import { MINUTE_MS } from '../../../shared/dates/durations.js';
import type { Db } from '../../db/client.js';
import { classroomRooms } from '../../db/schema-classroom.js';
import { scheduledSessions } from '../../db/schema.js';
import type { JobEngine } from '../../jobs/engine.js';
import { defineQueue } from '../../jobs/queue.js';
import { defineTask } from '../../jobs/task.js';
import type { Media } from '../../media/media.js';
import { endRoom, openRoom } from './room-lifecycle.js';

/*
 * Rooms follow the timetable without anyone pressing anything (issue 29 §1, §4): each minute,
 * a class or one-to-one lesson whose classroom has opened gets its room, so its recording starts
 * with the lesson, and the room of a lesson that is over (or was cancelled) is destroyed.
 */

/** At most this many rooms opened or ended a minute; the next run takes the rest. */
const SWEEP_LIMIT = 100;

export const roomSweepQueue = defineQueue<Record<string, never>>('classroom-rooms', {
  policy: 'stately',
  retryLimit: 2,
  retryDelay: 20,
  expireInSeconds: 300,
});

/** When a session's classroom closes by itself: classroomClosesAt in SQL. */
const closesAt = sql`${scheduledSessions.scheduledFor} + make_interval(mins => ${scheduledSessions.duration} + ${OVERRUN_MINUTES})`;

export async function sweepRooms(
  db: Db,
  media: Media,
  jobs: JobEngine,
  dataDir: string,
  now: Date,
) {
  if (!media.status().available) return { opened: 0, ended: 0 };
  const at = now.toISOString();
  const over = await db
    .select({ room: classroomRooms })
    .from(classroomRooms)
    .innerJoin(scheduledSessions, eq(scheduledSessions.id, classroomRooms.sessionId))
    .where(
      and(
        isNull(classroomRooms.endedAt),
        or(eq(scheduledSessions.status, 'cancelled'), sql`${closesAt} <= ${at}::timestamptz`),
      ),
    )
    .limit(SWEEP_LIMIT);
  for (const { room } of over) await endRoom(db, media, jobs, room);
  const due = await db
    .select()
    .from(scheduledSessions)
    .leftJoin(classroomRooms, eq(classroomRooms.sessionId, scheduledSessions.id))
    .where(
      and(
        isNull(classroomRooms.sessionId),
        ne(scheduledSessions.status, 'cancelled'),
        or(
          sql`${scheduledSessions.classId} is not null`,
          sql`${scheduledSessions.studentId} is not null`,
        ),
        lte(
          scheduledSessions.scheduledFor,
          new Date(now.getTime() + JOIN_OPENS_MINUTES_BEFORE * MINUTE_MS),
        ),
        sql`${closesAt} > ${at}::timestamptz`,
      ),
    )
    .limit(SWEEP_LIMIT);
  for (const { scheduled_sessions: session } of due) await openRoom(db, media, session, dataDir);
  return { opened: due.length, ended: over.length };
}

export const roomSweepTask = defineTask({
  queue: roomSweepQueue,
  schedules: [{ key: 'classroom-rooms', cron: '* * * * *', data: {} }],
  handler:
    ({ jobs, db, media, config }) =>
    async () =>
      sweepRooms(db, media, jobs, config.dataDir, jobs.now()),
});
