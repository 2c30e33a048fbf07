import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { attendanceMarks, sessionJoins } from '../db/schema-attendance.js';
import { scheduledSessions, students } from '../db/schema.js';
import { attendanceStatus, expectedJoin, joinOf, markOf } from '../sessions/expected.js';
import { notCancelled } from '../sessions/status.js';
import { DAY_MS, MINUTE_MS } from '../../shared/dates/durations.js';

/** As far back as the families' attendance figures look. */
const WINDOW_DAYS = 92;

/** Minutes after the start a pupil first joined, by turn: mostly on time, some late, some never. */
const ARRIVALS = [-4, -2, 0, 1, 3, 8, -1, 2, null, 12, -3, null];

/**
 * Issue 15 §1: joins on the demo's past sessions, and registers marked from them, so the parent's
 * attendance card, the schedule's marks and the tutors' registers look alive. Each tutor's latest
 * past session keeps its register unmarked, pre-filled from the joins, for the demo tutor to mark.
 */
export async function seedDemoAttendance(tx: Db, now: number) {
  const pupils = await tx
    .select({
      sessionId: scheduledSessions.id,
      tutorId: scheduledSessions.tutorId,
      startsAt: scheduledSessions.scheduledFor,
      studentId: students.id,
      parentId: students.parentId,
      userId: students.userId,
    })
    .from(scheduledSessions)
    .innerJoin(students, expectedJoin)
    .where(
      and(
        lt(scheduledSessions.scheduledFor, new Date(now)),
        gte(scheduledSessions.scheduledFor, new Date(now - WINDOW_DAYS * DAY_MS)),
        notCancelled,
      ),
    )
    .orderBy(desc(scheduledSessions.scheduledFor));
  const joins = pupils.flatMap((pupil) => {
    const minutes = ARRIVALS[(pupil.sessionId * 7 + pupil.studentId) % ARRIVALS.length];
    if (minutes === null || minutes === undefined) return [];
    return [
      {
        sessionId: pupil.sessionId,
        studentId: pupil.studentId,
        joinedBy: pupil.userId ?? pupil.parentId,
        joinedAt: new Date(pupil.startsAt.getTime() + minutes * MINUTE_MS),
      },
    ];
  });
  for (let i = 0; i < joins.length; i += 1000) {
    await tx
      .insert(sessionJoins)
      .values(joins.slice(i, i + 1000))
      .onConflictDoNothing();
  }

  const latest = new Map<number, number>();
  for (const pupil of pupils)
    if (!latest.has(pupil.tutorId)) latest.set(pupil.tutorId, pupil.sessionId);
  const open = new Set(latest.values());
  const marked = [...new Set(pupils.map((pupil) => pupil.sessionId))].filter((id) => !open.has(id));
  for (const sessionId of marked) {
    const rows = await tx
      .select({
        studentId: students.id,
        status: attendanceStatus,
        tutorId: scheduledSessions.tutorId,
      })
      .from(scheduledSessions)
      .innerJoin(students, expectedJoin)
      .leftJoin(...joinOf)
      .leftJoin(...markOf)
      .where(eq(scheduledSessions.id, sessionId));
    if (rows.length === 0) continue;
    await tx
      .insert(attendanceMarks)
      .values(
        rows.map((row) => ({
          sessionId,
          studentId: row.studentId,
          status: row.status,
          markedBy: row.tutorId,
        })),
      )
      .onConflictDoNothing();
  }
}
