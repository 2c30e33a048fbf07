import type { Db } from '../db/client.js';
import {
  classEnrolments,
  classPreferences,
  classWaitlist,
  tutorAvailability,
  type PreferredTime,
} from '../db/schema-classes.js';
import type { scheduledSessions } from '../db/schema.js';
import { classes, classSlots } from '../db/schema.js';
import { classroomChat } from '../db/schema-classroom-chat.js';
import { classroomParticipants } from '../db/schema-classroom.js';
import { staffPersonKey } from '../policies/classroom.js';
import { createScheduledSession } from './index.js';

/* Classes, their timetables, sessions, rosters and waitlists for the tests and the seed (issue 28). */

type Insert<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;
type SlotInput = Pick<typeof classSlots.$inferInsert, 'weekday' | 'startsAt' | 'duration'> &
  Insert<typeof classSlots>;

/**
 * A Year 10 Mathematics class of 12 of the tutor's, with one weekly slot (Tuesday 16:00 for an
 * hour) unless told, and no sessions or roster yet.
 */
export async function makeClass(
  db: Db,
  overrides: Insert<typeof classes> & { tutorId: number },
  slots: SlotInput[] = [{ weekday: 2, startsAt: '16:00', duration: 60 }],
) {
  const [row] = await db
    .insert(classes)
    .values({ name: 'Year 10 Maths A', yearGroup: 'Year 10', subject: 'Mathematics', ...overrides })
    .returning();
  if (slots.length > 0) {
    await db
      .insert(classSlots)
      .values(slots.map((slot) => ({ validFrom: '2020-01-01', ...slot, classId: row!.id })));
  }
  return row!;
}

type ClassRow = typeof classes.$inferSelect;

/** One of the class's sessions: its year group, subject and tutor unless overridden. */
export const classSession = (
  db: Db,
  cls: ClassRow,
  overrides: Insert<typeof scheduledSessions> = {},
) =>
  createScheduledSession(db, {
    classId: cls.id,
    academicYear: cls.yearGroup,
    subject: cls.subject,
    tutorId: cls.tutorId,
    ...overrides,
  });

/** Puts a child on a class's roster from `joinedOn` (a UK date, by default long ago) until `leftOn`. */
export async function enrol(
  db: Db,
  cls: { id: number; subject: string },
  studentId: number,
  overrides: Insert<typeof classEnrolments> = {},
) {
  const [row] = await db
    .insert(classEnrolments)
    .values({
      classId: cls.id,
      studentId,
      subject: cls.subject,
      joinedOn: '2000-01-01',
      ...overrides,
    })
    .returning();
  return row!;
}

/** Adds a child to a class's waitlist, waiting unless told otherwise. */
export async function addToWaitlist(
  db: Db,
  classId: number,
  studentId: number,
  overrides: Insert<typeof classWaitlist> = {},
) {
  const [row] = await db
    .insert(classWaitlist)
    .values({ classId, studentId, ...overrides })
    .returning();
  return row!;
}

/** A child's preferred weekly times for a subject, first choice first. */
export async function preferTimes(
  db: Db,
  studentId: number,
  subject: string,
  times: PreferredTime[],
) {
  const [row] = await db.insert(classPreferences).values({ studentId, subject, times }).returning();
  return row!;
}

/** A tutor's weekly availability: one range a weekday, UK wall-clock times. */
export async function makeAvailable(
  db: Db,
  tutorId: number,
  ranges: { weekday: number; startsAt: string; endsAt: string }[],
) {
  return db
    .insert(tutorAvailability)
    .values(ranges.map((range) => ({ ...range, tutorId })))
    .returning();
}

/** A line in a lesson's classroom chat, as `author` wrote it under `name`. */
export async function chatLine(
  db: Db,
  sessionId: number,
  author: { id: number; name: string },
  body: string,
) {
  const [row] = await db
    .insert(classroomChat)
    .values({ sessionId, authorId: author.id, authorName: author.name, kind: 'message', body })
    .returning();
  return row!;
}

/**
 * A member of staff in a lesson's classroom now, as the signalling proxy records it once Janus
 * says they joined (decision 116): for tests that need presence without a media server.
 */
export async function staffInClassroom(
  db: Db,
  sessionId: number,
  user: { id: number; fullName: string | null },
  role: 'tutor' | 'admin',
) {
  const [row] = await db
    .insert(classroomParticipants)
    .values({
      sessionId,
      personKey: staffPersonKey(user.id),
      userId: user.id,
      role,
      displayName: user.fullName ?? 'Staff',
      state: 'admitted',
      inRoom: true,
      firstJoinedAt: new Date(),
      lastJoinedAt: new Date(),
    })
    .returning();
  return row!;
}
