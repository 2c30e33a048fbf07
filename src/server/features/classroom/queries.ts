import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { TICKET_SECONDS } from '../../../shared/classroom/rules.js';
import { isPupilFeed } from '../../../shared/policies/classroom.js';
import type { Db } from '../../db/client.js';
import {
  classroomParticipants,
  classroomRooms,
  classroomTickets,
  type ParticipantState,
} from '../../db/schema-classroom.js';
import type { ClassroomPerson } from '../../policies/classroom.js';

/** Room ids are random, so one lesson's id tells nothing of another's. Below 2^53, as JSON needs. */
export const newRoomId = () => randomInt(1, 2 ** 47);
export const newSecret = () => randomBytes(24).toString('base64url');
export const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** At most this many people in one lesson's list: a class, its staff, and people who tried. */
export const MAX_PARTICIPANTS = 200;

export type RoomRow = typeof classroomRooms.$inferSelect;
export type ParticipantRow = typeof classroomParticipants.$inferSelect;

export async function roomOf(db: Db, sessionId: number): Promise<RoomRow | undefined> {
  const [room] = await db
    .select()
    .from(classroomRooms)
    .where(eq(classroomRooms.sessionId, sessionId));
  return room;
}

/** Pins a new room to the session; the first app server to get there wins, the others read it. */
export async function pinRoom(db: Db, room: Omit<RoomRow, 'openedAt' | 'endedAt' | 'locked'>) {
  await db.insert(classroomRooms).values(room).onConflictDoNothing();
  return (await roomOf(db, room.sessionId))!;
}

export async function participantOf(db: Db, sessionId: number, personKey: string) {
  const [row] = await db
    .select()
    .from(classroomParticipants)
    .where(
      and(
        eq(classroomParticipants.sessionId, sessionId),
        eq(classroomParticipants.personKey, personKey),
      ),
    );
  return row;
}

/** The person's row, made on their first arrival: waiting when the room is locked. */
export async function arrive(db: Db, person: ClassroomPerson, locked: boolean) {
  const state: ParticipantState = isPupilFeed(person.role) && locked ? 'waiting' : 'admitted';
  await db
    .insert(classroomParticipants)
    .values({
      sessionId: person.session.id,
      personKey: person.personKey,
      userId: person.userId,
      studentId: person.studentId,
      role: person.role,
      displayName: person.displayName,
      state,
    })
    .onConflictDoNothing();
  return (await participantOf(db, person.session.id, person.personKey))!;
}

/** A new single-use ticket for the participant; only its hash is kept. */
export async function issueTicket(db: Db, participantId: number, now: Date) {
  const ticket = randomBytes(32).toString('base64url');
  const janusToken = randomBytes(24).toString('base64url');
  const [row] = await db
    .insert(classroomTickets)
    .values({
      tokenHash: hashTicket(ticket),
      participantId,
      janusToken,
      expiresAt: new Date(now.getTime() + TICKET_SECONDS * 1000),
    })
    .returning({ id: classroomTickets.id });
  return { ticket, ticketId: row!.id, janusToken };
}

/** Uses a ticket up: the one statement that lets exactly one connection have it. */
export async function consumeTicket(db: Db, ticket: string) {
  const [used] = await db
    .update(classroomTickets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(classroomTickets.tokenHash, hashTicket(ticket)),
        isNull(classroomTickets.usedAt),
        gt(classroomTickets.expiresAt, sql`now()`),
      ),
    )
    .returning({
      id: classroomTickets.id,
      participantId: classroomTickets.participantId,
      janusToken: classroomTickets.janusToken,
    });
  if (!used) return undefined;
  const [participant] = await db
    .select()
    .from(classroomParticipants)
    .where(eq(classroomParticipants.id, used.participantId));
  return participant ? { ...used, participant } : undefined;
}

/** The Janus tokens of a participant's tickets, to take off the room's allowed list. */
export const tokensOf = async (db: Db, participantId: number) =>
  (
    await db
      .select({ token: classroomTickets.janusToken })
      .from(classroomTickets)
      .where(eq(classroomTickets.participantId, participantId))
  ).map((row) => row.token);

export const listParticipants = (db: Db, sessionId: number) =>
  db
    .select()
    .from(classroomParticipants)
    .where(eq(classroomParticipants.sessionId, sessionId))
    .orderBy(asc(classroomParticipants.id))
    .limit(MAX_PARTICIPANTS);

export const setState = (db: Db, participantId: number, state: ParticipantState) =>
  db
    .update(classroomParticipants)
    .set({ state })
    .where(eq(classroomParticipants.id, participantId));

/** Whether the session's tutor (or another member of staff) is in the room now. */
export async function staffInRoom(db: Db, sessionId: number) {
  const [row] = await db
    .select({ id: classroomParticipants.id })
    .from(classroomParticipants)
    .where(
      and(
        eq(classroomParticipants.sessionId, sessionId),
        eq(classroomParticipants.inRoom, true),
        sql`${classroomParticipants.role} <> 'pupil'`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
