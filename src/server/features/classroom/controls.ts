import { and, eq, inArray } from 'drizzle-orm';
import { CLASSROOM_MSG } from '../../../shared/classroom/messages.js';
import type { Control } from '../../../shared/classroom/schemas.js';
import { isPupilFeed } from '../../../shared/policies/classroom.js';
import type { Db } from '../../db/client.js';
import { classroomParticipants, classroomRooms } from '../../db/schema-classroom.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import type { Media } from '../../media/media.js';
import { disallowTokens, kickFeed, moderate } from '../../media/rooms.js';
import type { Services } from '../../services.js';
import { endRoom } from './room-lifecycle.js';
import {
  listParticipants,
  roomOf,
  setState,
  tokensOf,
  type ParticipantRow,
  type RoomRow,
} from './queries.js';
import { onMedia } from './admission.js';
import { lowerHands } from '../classroom-chat/queries.js';

/*
 * The tutor's controls (issue 29 §2), through the server's control line with the room's secret:
 * Janus's moderation stops a pupil's microphone or camera, its kick puts a feed out. A removed
 * pupil's tokens come off the room's allowed list and their row says removed, so no ticket lets
 * them back until the tutor admits them. Staff are not moderated. A mute or a camera turned off is
 * kept on the pupil's row too, so it holds on every feed they publish this lesson (a reconnection
 * is a new feed) until the tutor lets it through; nobody's microphone or camera is turned on for
 * them (decision 118).
 */

async function pupil(db: Db, sessionId: number, participantId: number | undefined) {
  if (participantId === undefined) throw badRequest(CLASSROOM_MSG.participantNeeded);
  const [row] = await db
    .select()
    .from(classroomParticipants)
    .where(
      and(
        eq(classroomParticipants.id, participantId),
        eq(classroomParticipants.sessionId, sessionId),
      ),
    );
  if (!row) throw notFound(CLASSROOM_MSG.participantNotFound);
  if (!isPupilFeed(row.role)) throw badRequest(CLASSROOM_MSG.notStaff);
  return row;
}

const pupilsWhere = async (db: Db, sessionId: number, which: (p: ParticipantRow) => boolean) =>
  (await listParticipants(db, sessionId)).filter((p) => isPupilFeed(p.role) && which(p));

/** Stops (or lets through again) the pupils' microphone or camera on the feeds they have now. */
async function silence(
  media: Media,
  room: RoomRow,
  who: ParticipantRow[],
  kind: 'audio' | 'video',
  mute = true,
) {
  const control = media.control(room.serverUrl);
  for (const p of who) {
    if (p.feedId === null) continue;
    await moderate(control, room, p.feedId, kind === 'audio' ? p.audioMids : p.videoMids, mute);
  }
}

/** Which of a pupil's streams the tutor holds, and the row's column that keeps it held. */
const HELD = { audio: 'muted', video: 'cameraOff' } as const;

/**
 * Holds the pupils' microphone or camera, or lets it through again: their rows first, which every
 * later feed of theirs follows, then the feeds they have now.
 */
async function hold(
  { db, media }: Pick<Services, 'db' | 'media'>,
  room: RoomRow,
  who: ParticipantRow[],
  kind: keyof typeof HELD,
  held: boolean,
) {
  if (who.length === 0) return;
  await db
    .update(classroomParticipants)
    .set({ [HELD[kind]]: held })
    .where(
      inArray(
        classroomParticipants.id,
        who.map((p) => p.id),
      ),
    );
  await silence(media, room, who, kind, held);
}

/**
 * A held pupil's new feed (they reconnected), or a camera added to their feed, is held as Janus
 * answers its offer, before their browser hears the answer, so nothing the tutor stopped reaches
 * the room.
 */
export async function keepHeld(
  { db, media }: Pick<Services, 'db' | 'media'>,
  room: RoomRow,
  participantId: number,
  feedId: number,
) {
  const [row] = await db
    .select()
    .from(classroomParticipants)
    .where(eq(classroomParticipants.id, participantId));
  if (!row || row.feedId !== feedId) return;
  if (row.muted) await silence(media, room, [row], 'audio');
  if (row.cameraOff) await silence(media, room, [row], 'video');
}

export async function runControl(
  { db, media, jobs }: Pick<Services, 'db' | 'media' | 'jobs'>,
  sessionId: number,
  control: Control,
  participantId: number | undefined,
) {
  const room = await roomOf(db, sessionId);
  if (!room || room.endedAt) throw conflict(CLASSROOM_MSG.ended);
  await onMedia(async () => {
    switch (control) {
      case 'mute': {
        const who =
          participantId === undefined
            ? await pupilsWhere(db, sessionId, (p) => p.inRoom)
            : [await pupil(db, sessionId, participantId)];
        await hold({ db, media }, room, who, 'audio', true);
        return;
      }
      case 'allow-speak': {
        const who =
          participantId === undefined
            ? await pupilsWhere(db, sessionId, (p) => p.muted)
            : [await pupil(db, sessionId, participantId)];
        await hold({ db, media }, room, who, 'audio', false);
        await lowerHands(
          db,
          sessionId,
          who.flatMap((p) => (p.userId === null ? [] : [p.userId])),
        );
        return;
      }
      case 'camera-off':
      case 'allow-camera': {
        const who = [await pupil(db, sessionId, participantId)];
        await hold({ db, media }, room, who, 'video', control === 'camera-off');
        return;
      }
      case 'remove': {
        const who = await pupil(db, sessionId, participantId);
        await setState(db, who.id, 'removed');
        const line = media.control(room.serverUrl);
        await disallowTokens(line, room, await tokensOf(db, who.id));
        if (who.feedId !== null) await kickFeed(line, room, who.feedId);
        return;
      }
      case 'admit':
        await setState(db, (await pupil(db, sessionId, participantId)).id, 'admitted');
        return;
      case 'lock':
      case 'unlock':
        await db.transaction(async (tx) => {
          await tx
            .update(classroomRooms)
            .set({ locked: control === 'lock' })
            .where(eq(classroomRooms.sessionId, sessionId));
          // Unlocking lets in who waited at the locked door; the removed stay out.
          if (control === 'unlock')
            await tx
              .update(classroomParticipants)
              .set({ state: 'admitted' })
              .where(
                and(
                  eq(classroomParticipants.sessionId, sessionId),
                  eq(classroomParticipants.state, 'waiting'),
                ),
              );
        });
        return;
      case 'end':
        await endRoom(db, media, jobs, room);
        return;
    }
  });
}
