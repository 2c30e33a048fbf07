import { isNoSuchRoom, type JanusControl } from './janus-control.js';

/*
 * A lesson's room on Janus, driven through the control line's janode VideoRoom handle with the
 * room's secret (decision 116). Rooms are private (not listed), check every join against their allowed tokens, announce
 * joins to the room, and record into the session's folder from the moment they exist.
 */

export interface RoomRef {
  roomId: number;
  secret: string;
}

/** Publishers a room admits: a class, its tutor, a screen share and an admin, with room to spare. */
const MAX_PUBLISHERS = 24;
/** VideoRoom's "no such feed": the person left meanwhile. */
const NO_SUCH_FEED = 428;

export interface RoomSpec extends RoomRef {
  description: string;
  recordDir: string;
}

/** Creates the room unless it already exists (Janus restarted, or another app server got there first). */
export async function ensureRoom(control: JanusControl, spec: RoomSpec) {
  const found = await control.use((handle) => handle.exists({ room: spec.roomId }));
  if (found.exists) return;
  // janode's create() knows neither lock_record nor an empty allowed list, so the body goes as is.
  await control.message({
    request: 'create',
    room: spec.roomId,
    description: spec.description,
    secret: spec.secret,
    ...(control.adminKey ? { admin_key: control.adminKey } : {}),
    is_private: true,
    publishers: MAX_PUBLISHERS,
    notify_joining: true,
    record: true,
    rec_dir: spec.recordDir,
    // Only the room's secret (the server's) may stop the recording (decision 117).
    lock_record: true,
    // Every join must bring a token on the allowed list: the proxy adds each ticket's own.
    allowed: [],
  });
}

const allowed = (
  control: JanusControl,
  room: RoomRef,
  action: 'add' | 'remove',
  tokens: string[],
) =>
  control.use((handle) =>
    handle.allow({ room: room.roomId, secret: room.secret, action, list: tokens }),
  );

/** Lets one connection's token join the room. */
export const allowToken = (control: JanusControl, room: RoomRef, token: string) =>
  allowed(control, room, 'add', [token]);

/** Takes tokens off the allowed list, so nobody rejoins with them. */
export async function disallowTokens(control: JanusControl, room: RoomRef, tokens: string[]) {
  if (tokens.length > 0) await allowed(control, room, 'remove', tokens);
}

/** Puts a feed out of the room; a feed already gone is fine. */
export async function kickFeed(control: JanusControl, room: RoomRef, feed: number) {
  await control
    .use((handle) => handle.kick({ room: room.roomId, secret: room.secret, feed }))
    .catch((err: unknown) => {
      if ((err as { code?: number }).code !== NO_SUCH_FEED) throw err;
    });
}

/** Stops (or lets through again) some of a feed's streams, by their mids: Janus's moderation. */
export async function moderate(
  control: JanusControl,
  room: RoomRef,
  feed: number,
  mids: string[],
  mute: boolean,
) {
  // janode has no moderate(); the plugin request goes through its generic message().
  for (const mid of mids) {
    await control
      .message({ request: 'moderate', room: room.roomId, secret: room.secret, id: feed, mid, mute })
      .catch((err: unknown) => {
        if ((err as { code?: number }).code !== NO_SUCH_FEED) throw err;
      });
  }
}

/** Ends the room: everyone in it is told and put out; a room already gone is fine. */
export async function destroyRoom(control: JanusControl, room: RoomRef) {
  await control
    .use((handle) => handle.destroy({ room: room.roomId, secret: room.secret }))
    .catch((err: unknown) => {
      if (!isNoSuchRoom(err)) throw err;
    });
}
