import { and, eq } from 'drizzle-orm';
import { CHAT_MSG } from '../../shared/classroom/chat-messages.js';
import { isAdmin, isTutor } from '../../shared/policies/roles.js';
import type { Db } from '../db/client.js';
import { classroomParticipants } from '../db/schema-classroom.js';
import type { scheduledSessions } from '../db/schema.js';
import { classes } from '../db/schema.js';
import { forbidden, notFound } from '../http/errors.js';
import type { SessionUser } from '../identity/guard.js';
import { mayJoin, rosteredAt } from '../sessions/expected.js';
import { staffPersonKey } from './classroom.js';
import { familyProfiles, sessionSeenBy, sessionWithin } from './sessions.js';

/** Who someone is in a lesson's classroom, once admitted by the roster rule. */
export interface ClassroomMember {
  session: typeof scheduledSessions.$inferSelect;
  /** The child a parent or student is there as (decision 118); null for staff. */
  studentId: number | null;
  displayName: string;
  /** The session's tutor, the class's tutor or an admin: may mute, remove, lower hands. */
  canModerate: boolean;
}

/**
 * Who may be in a lesson's classroom and its chat (issue 29 §2, decision 105): the pupils whose
 * roster place covers the session's day (a one-to-one's pupil, a year group's children for a session
 * open to it), a parent for such a child, the session's tutor (a substitute), the class's own tutor
 * and admins. Anyone else gets the same 404 as for a session that does not exist. An admin takes
 * part only while in the room, seen by the class: reading a lesson's chat from outside it is the
 * safeguarding leads', with a reason and audited, from Messages (issue 31 §2, decision 118).
 */
export async function classroomMember(
  db: Db,
  user: SessionUser,
  id: number,
  missing: string,
): Promise<ClassroomMember> {
  const staff = { studentId: null, displayName: user.fullName, canModerate: true };
  if (isAdmin(user)) {
    const session = await sessionWithin(db, id, undefined, missing);
    if (!(await inRoomNow(db, session.id, user.id))) throw forbidden(CHAT_MSG.adminInRoomOnly);
    return { session, ...staff };
  }
  if (isTutor(user)) {
    const session = await sessionWithin(db, id, undefined, missing);
    if (session.tutorId === user.id || (await teachesClass(db, session.classId, user.id)))
      return { session, ...staff };
    throw notFound(missing);
  }
  const { session, children } = await familyJoining(db, user, id, missing);
  const child = children[0];
  if (!child) throw notFound(missing);
  return {
    session,
    studentId: child.id,
    displayName: child.name ?? user.fullName,
    canModerate: false,
  };
}

/** A session the family may see, with those of the caller's children who may join it (decision 105). */
export async function familyJoining(db: Db, user: SessionUser, id: number, missing: string) {
  const session = await sessionSeenBy(db, user, id, missing);
  const profiles = await familyProfiles(db, user);
  const rostered = await rosteredAt(
    db,
    session,
    profiles.map((p) => p.id),
  );
  return { session, children: profiles.filter((p) => mayJoin(session, p, rostered)) };
}

async function teachesClass(db: Db, classId: number | null, tutorId: number) {
  if (classId === null) return false;
  const [row] = await db
    .select({ tutorId: classes.tutorId })
    .from(classes)
    .where(eq(classes.id, classId));
  return row?.tutorId === tutorId;
}

/** Whether a member of staff is in the lesson's room now, as the signalling proxy recorded it. */
async function inRoomNow(db: Db, sessionId: number, userId: number) {
  const [row] = await db
    .select({ inRoom: classroomParticipants.inRoom })
    .from(classroomParticipants)
    .where(
      and(
        eq(classroomParticipants.sessionId, sessionId),
        eq(classroomParticipants.personKey, staffPersonKey(userId)),
      ),
    );
  return row?.inRoom === true;
}
