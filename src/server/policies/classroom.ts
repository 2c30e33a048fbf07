import { eq, inArray } from 'drizzle-orm';
import { CLASSROOM_MSG } from '../../shared/classroom/messages.js';
import type { FeedRole } from '../../shared/classroom/schemas.js';
import { UK_ZONE } from '../../shared/dates/uk-zone.js';
import { moderates, staffRoleIn } from '../../shared/policies/classroom.js';
import { familyRoleOf } from '../../shared/policies/roles.js';
import type { Db } from '../db/client.js';
import { classes, scheduledSessions, students } from '../db/schema.js';
import { badRequest, notFound } from '../http/errors.js';
import type { SessionUser } from '../identity/guard.js';
import { pupilName, rosteredAt, withOwnAccount } from '../sessions/expected.js';
import { familyProfiles } from './sessions.js';

/*
 * Who may enter a session's live classroom (issue 29 §2, decision 116): a class session's roster
 * on its UK day (decision 105), a one-to-one's pupil, a whole-year-group session's year group
 * among pupils who were with us by its day (so a child added today with a made-up year group
 * gets nothing), the session's tutor or a substitute, the class's tutor, and admins. A parent
 * enters for their own child on the roster. Everyone else gets the 404 a missing session gets.
 */

export type ClassroomSession = typeof scheduledSessions.$inferSelect;

export interface ClassroomPerson {
  session: ClassroomSession;
  role: FeedRole;
  canModerate: boolean;
  userId: number;
  /** The pupil's profile; null for staff. */
  studentId: number | null;
  /** One row a person in classroom_participants, however they came in. */
  personKey: string;
  displayName: string;
}

/** A member of staff's one row in a lesson's classroom_participants. */
export const staffPersonKey = (userId: number) => `u:${userId}`;

const ukDay = new Intl.DateTimeFormat('en-CA', { timeZone: UK_ZONE });

/** The family's pupils who may enter the session, with their names. */
async function pupilsFor(db: Db, user: SessionUser, session: ClassroomSession) {
  const profiles = await familyProfiles(db, user);
  if (profiles.length === 0) return [];
  const rostered = await rosteredAt(
    db,
    session,
    profiles.map((p) => p.id),
  );
  const day = ukDay.format(session.scheduledFor);
  const allowed = profiles.filter((p) => {
    if (session.studentId !== null) return p.id === session.studentId;
    if (session.classId !== null) return rostered.has(p.id);
    return (
      session.academicYear !== null &&
      p.grade === session.academicYear &&
      ukDay.format(p.createdAt) <= day
    );
  });
  if (allowed.length === 0) return [];
  const names = await db
    .select({ id: students.id, name: pupilName })
    .from(students)
    .leftJoin(...withOwnAccount)
    .where(
      inArray(
        students.id,
        allowed.map((p) => p.id),
      ),
    );
  return names;
}

/** The person the caller enters a session's classroom as, or 404 (400 when a parent must choose). */
export async function classroomPersonFor(
  db: Db,
  user: SessionUser,
  sessionId: number,
  studentId?: number,
): Promise<ClassroomPerson> {
  const [row] = await db
    .select({ session: scheduledSessions, classTutorId: classes.tutorId })
    .from(scheduledSessions)
    .leftJoin(classes, eq(classes.id, scheduledSessions.classId))
    .where(eq(scheduledSessions.id, sessionId));
  if (!row) throw notFound(CLASSROOM_MSG.notFound);
  const { session } = row;
  const staff = staffRoleIn(user, session, row.classTutorId);
  if (staff) {
    return {
      session,
      role: staff,
      canModerate: moderates(staff),
      userId: user.id,
      studentId: null,
      personKey: staffPersonKey(user.id),
      displayName: user.fullName ?? user.username,
    };
  }
  if (!familyRoleOf(user)) throw notFound(CLASSROOM_MSG.notFound);
  const pupils = await pupilsFor(db, user, session);
  if (pupils.length === 0) throw notFound(CLASSROOM_MSG.notFound);
  const pupil =
    studentId === undefined
      ? pupils.length === 1
        ? pupils[0]
        : undefined
      : pupils.find((p) => p.id === studentId);
  if (!pupil) {
    if (studentId !== undefined) throw notFound(CLASSROOM_MSG.notFound);
    throw badRequest(CLASSROOM_MSG.chooseChild);
  }
  return {
    session,
    role: 'pupil',
    canModerate: false,
    userId: user.id,
    studentId: pupil.id,
    personKey: `s:${pupil.id}`,
    displayName: pupil.name,
  };
}

/** The staff user a moderator acts as: 404 unless they run the room. */
export async function classroomModeratorFor(db: Db, user: SessionUser, sessionId: number) {
  const person = await classroomPersonFor(db, user, sessionId);
  if (!person.canModerate) throw notFound(CLASSROOM_MSG.notFound);
  return person;
}
