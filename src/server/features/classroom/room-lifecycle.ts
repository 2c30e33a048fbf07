import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { classroomRooms } from '../../db/schema-classroom.js';
import type { JobEngine } from '../../jobs/engine.js';
import type { Media } from '../../media/media.js';
import { recordingDirFor } from '../../media/recording-paths.js';
import { lessonEnded } from '../../media/recording-queue.js';
import { destroyRoom, ensureRoom } from '../../media/rooms.js';
import type { ClassroomSession } from '../../policies/classroom.js';
import { allLeft } from './presence.js';
import { newRoomId, newSecret, pinRoom, roomOf, type RoomRow } from './queries.js';

/*
 * A lesson's room (issue 29 §1): made when its classroom opens, on the Janus server the session
 * is pinned to, recording from then on; destroyed when the tutor ends the lesson or it is over.
 * Every app server reads the pin and the secret from the database, so any of them can run it.
 */

/** The session's room, made (or made again on a restarted Janus) as needed. */
export async function openRoom(
  db: Db,
  media: Media,
  session: ClassroomSession,
  dataDir: string,
): Promise<RoomRow> {
  const room =
    (await roomOf(db, session.id)) ??
    (await pinRoom(db, {
      sessionId: session.id,
      serverUrl: media.serverFor(session.id),
      roomId: newRoomId(),
      secret: newSecret(),
    }));
  await ensureRoom(media.control(room.serverUrl), {
    roomId: room.roomId,
    secret: room.secret,
    description: `Lesson ${session.id}`,
    recordDir: recordingDirFor(session.id, dataDir),
  });
  return room;
}

/**
 * Ends the room: Janus puts everyone out and closes the recording; presence closes with it, and
 * the recording's conversion is queued in the same transaction, so the lesson is on its way to
 * the class's recorded lessons as soon as the tutor ends it (decision 117).
 */
export async function endRoom(db: Db, media: Media, jobs: JobEngine, room: RoomRow) {
  await destroyRoom(media.control(room.serverUrl), room);
  await db.transaction(async (tx) => {
    await lessonEnded(jobs, room.sessionId, tx);
    await tx
      .update(classroomRooms)
      .set({ endedAt: sql`coalesce(${classroomRooms.endedAt}, now())` })
      .where(eq(classroomRooms.sessionId, room.sessionId));
    await allLeft(tx, room.sessionId);
  });
}
