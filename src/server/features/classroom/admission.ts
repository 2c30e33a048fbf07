import { feedIdFor } from '../../../shared/classroom/feed-ids.js';
import { CLASSROOM_MSG } from '../../../shared/classroom/messages.js';
import { classroomState } from '../../../shared/classroom/rules.js';
import type { FeedRole, Ticket } from '../../../shared/classroom/schemas.js';
import { isPupilFeed, moderates } from '../../../shared/policies/classroom.js';
import type { Db } from '../../db/client.js';
import { conflict, HttpError } from '../../http/errors.js';
import { JanusRequestError } from '../../media/janus-control.js';
import { allowToken } from '../../media/rooms.js';
import type { ClassroomPerson } from '../../policies/classroom.js';
import { assertMayEnterClassroom } from '../../policies/vetting.js';
import type { Services } from '../../services.js';
import { arrive, issueTicket, roomOf, staffInRoom, type ParticipantRow } from './queries.js';
import { openRoom } from './room-lifecycle.js';

/*
 * Admission (issue 29 §2, decision 116): each request for a ticket gives one connection to the
 * signalling proxy, single-use, for a minute, for this person in this lesson's room only. People
 * the tutor must let in wait: pupils before a member of staff is there (until the start), anyone
 * arriving at a locked room, and anyone removed from this lesson.
 */

export const SIGNAL_PATH = '/api/classroom/signal';

/**
 * A ticket's camera-and-microphone feed id: its kind (decision 117) carried in the id, so the
 * recording's file names say whose each track is.
 */
export const feedBaseOf = (ticketId: number, role: FeedRole) =>
  feedIdFor(FEED_KIND_OF[role], ticketId);

/**
 * The feed a moderator's screen share publishes on: the same number in the screen's kind, so the
 * recording keeps it as the screen layer (decision 117). Pupils share no screen.
 */
export const screenFeedOf = (ticketId: number, role: FeedRole) =>
  moderates(role) ? feedIdFor('tutor-screen', ticketId) : null;

const FEED_KIND_OF = { tutor: 'tutor-camera', pupil: 'pupil', admin: 'admin' } as const;

/** Why the room cannot be entered now, as the status answer says it. */
export function refusalOf(state: ReturnType<typeof classroomState>) {
  if (state === 'cancelled') return CLASSROOM_MSG.cancelled;
  if (state === 'not-open') return CLASSROOM_MSG.notOpen;
  if (state === 'ended') return CLASSROOM_MSG.ended;
  return null;
}

/** Whether the participant waits for the tutor now. */
export async function mustWait(db: Db, participant: ParticipantRow, start: Date, now: Date) {
  if (!isPupilFeed(participant.role)) return false;
  if (participant.state !== 'admitted') return true;
  return now < start && !(await staffInRoom(db, participant.sessionId));
}

/** Media server trouble as a 503 with words, never a 500. */
export async function onMedia<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof JanusRequestError) throw new HttpError(503, CLASSROOM_MSG.mediaDown);
    throw err;
  }
}

/** A ticket for the person, opening the room when it is the first. */
export async function admit(
  { db, media, config }: Services,
  person: ClassroomPerson,
  now: Date,
): Promise<Ticket> {
  // A tutor whose vetting has lapsed hears that first, whatever the media server's state.
  await assertMayEnterClassroom(db, person, now);
  const status = media.status();
  if (!status.available) throw conflict(status.reason);
  const existing = await roomOf(db, person.session.id);
  const refusal = refusalOf(classroomState(person.session, now, existing?.endedAt ?? null));
  if (refusal) throw conflict(refusal);
  const room = await onMedia(() => openRoom(db, media, person.session, config.dataDir));
  const participant = await arrive(db, person, room.locked);
  const { ticket, ticketId, janusToken } = await issueTicket(db, participant.id, now);
  await onMedia(() => allowToken(media.control(room.serverUrl), room, janusToken));
  const signal = new URL(SIGNAL_PATH, config.publicUrl.replace(/^http/, 'ws'));
  signal.searchParams.set('ticket', ticket);
  return {
    ticket,
    signalUrl: signal.toString(),
    roomId: room.roomId,
    feedId: feedBaseOf(ticketId, person.role),
    screenFeedId: screenFeedOf(ticketId, person.role),
    feedRole: person.role,
    displayName: person.displayName,
    iceServers: media.iceServers(person.personKey, now),
    waiting: await mustWait(db, participant, person.session.scheduledFor, now),
  };
}
