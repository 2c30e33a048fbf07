import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessionJoins } from '../../db/schema-attendance.js';
import { classroomParticipants } from '../../db/schema-classroom.js';
import type { ParticipantRow } from './queries.js';

/*
 * Attendance from presence (issue 29 §3): Janus's "joined" answer to a participant's join, seen
 * by the proxy that carries it, and the end of their connection or Janus's "kicked" give each
 * person's first join and last leave. A pupil's first join is the register's join (decision 062),
 * so the register shows them present or late; the tutor only corrects it. Only admitted people
 * reach Janus, and pupils are admitted by the roster rule, so only roster members appear.
 */

export interface Streams {
  audio: string[];
  video: string[];
}

/** In the room now, with the feed Janus announced. */
export async function joined(db: Db, participant: ParticipantRow, feedId: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(classroomParticipants)
      .set({
        inRoom: true,
        feedId,
        audioMids: [],
        videoMids: [],
        firstJoinedAt: sql`coalesce(${classroomParticipants.firstJoinedAt}, now())`,
        lastJoinedAt: sql`now()`,
      })
      .where(eq(classroomParticipants.id, participant.id))
      .returning({ at: classroomParticipants.lastJoinedAt });
    if (participant.studentId !== null && row?.at) {
      await tx
        .insert(sessionJoins)
        .values({
          sessionId: participant.sessionId,
          studentId: participant.studentId,
          joinedBy: participant.userId,
          joinedAt: row.at,
        })
        .onConflictDoNothing();
    }
  });
}

/** The streams a publisher's offer carries, by kind, read from its SDP's m-lines and mids. */
export function streamsOfOffer(sdp: string): Streams {
  const streams: Streams = { audio: [], video: [] };
  let kind: 'audio' | 'video' | null = null;
  for (const line of sdp.split(/\r?\n/)) {
    if (line.startsWith('m=')) {
      const media = line.slice(2).split(' ')[0];
      kind = media === 'audio' || media === 'video' ? media : null;
    } else if (kind && line.startsWith('a=mid:')) {
      streams[kind].push(line.slice('a=mid:'.length).trim());
    }
  }
  return streams;
}

/** Records the streams of a feed once its offer is seen (after the join). */
export const published = (db: Db, participantId: number, feedId: number, streams: Streams) =>
  db
    .update(classroomParticipants)
    .set({ audioMids: streams.audio, videoMids: streams.video })
    .where(
      and(eq(classroomParticipants.id, participantId), eq(classroomParticipants.feedId, feedId)),
    );

/** Out of the room: the last leave; a later connection's feed is left alone. */
export const left = (db: Db, participantId: number, feedId: number) =>
  db
    .update(classroomParticipants)
    .set({ inRoom: false, lastLeftAt: sql`now()` })
    .where(
      and(eq(classroomParticipants.id, participantId), eq(classroomParticipants.feedId, feedId)),
    );

/** Everyone still in a room that ended leaves with it. */
export const allLeft = (db: Db, sessionId: number) =>
  db
    .update(classroomParticipants)
    .set({ inRoom: false, lastLeftAt: sql`now()` })
    .where(
      and(eq(classroomParticipants.sessionId, sessionId), eq(classroomParticipants.inRoom, true)),
    );
