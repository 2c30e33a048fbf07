import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { classroomRooms } from '../../src/server/db/schema-classroom.js';
import type { UserRow } from '../../src/server/db/schema.js';
import { sweepRooms } from '../../src/server/features/classroom/room-sweep.js';
import { createMedia } from '../../src/server/media/media.js';
import { recordingQueue } from '../../src/server/media/recording-queue.js';
import { classSession, enrol, makeClass } from '../../src/server/factories/classes.js';
import { createStudent, createTutor, createUser } from '../../src/server/factories/index.js';
import { feedKindOf } from '../../src/shared/classroom/feed-ids.js';
import { CLASSROOM_MSG } from '../../src/shared/classroom/messages.js';
import type { ClassroomStatus, Ticket } from '../../src/shared/classroom/schemas.js';
import type { RegisterPage } from '../../src/shared/attendance/schemas.js';
import { createTestApp, rowsOf, signInAs, withJobEngine, type TestApp } from './support/app.js';
import {
  attachVideoRoom,
  connectSignal,
  joinRoom as joinRoomOn,
  pluginData,
  publishAudio,
  signalOn as signalOnPort,
} from './support/janus-ws.js';

/*
 * The live classroom against a real Janus (issue 29 §2, §3; decision 116): admission by the
 * roster rule, single-use tickets through the filtering proxy, the tutor's controls, and presence
 * filling the register. A plain WebSocket client joins and leaves the room without WebRTC.
 */

const LONG_AGO = new Date('2025-01-01T00:00:00Z');
const MINUTE = 60_000;

let t: TestApp;
let port: number;
let tutor: UserRow;
let tutorCookie: string;
let sessionId: number;
const family: Record<string, { parent: UserRow; child: number; cookie: string }> = {};
let outsiderCookie: string;
let adminCookie: string;

const classroom = (id = sessionId) => `/api/sessions/${id}/classroom`;

async function ticketFor(cookie: string, body: object = {}) {
  const response = await t.post(`${classroom()}/tickets`, body, { cookie });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Ticket>();
}

const signalOn = (ticket: Ticket) => signalOnPort(port, ticket);
const joinRoom = (ticket: Ticket) => joinRoomOn(port, ticket);

const status = async (cookie: string) => {
  const response = await t.get(classroom(), { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ClassroomStatus>();
};

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean) {
  for (let i = 0; i < 100; i++) {
    const value = await read();
    if (ok(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition not reached');
}

beforeAll(async () => {
  t = await createTestApp({ env: inject('janusEnv') });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
  tutor = await createTutor(t.db);
  tutorCookie = await signInAs(t, tutor);
  adminCookie = await signInAs(t, await createUser(t.db, { role: 'admin' }));
  const cls = await makeClass(t.db, { tutorId: tutor.id });
  const other = await makeClass(t.db, { tutorId: tutor.id, name: 'Year 10 Maths B' });
  // Starts in five minutes: the classroom is open, and pupils wait until the tutor is there.
  sessionId = (await classSession(t.db, cls, { scheduledFor: new Date(Date.now() + 5 * MINUTE) }))
    .id;
  for (const name of ['rosa', 'leo', 'mia']) {
    const parent = await createUser(t.db, { role: 'parent', fullName: `Parent of ${name}` });
    const child = await createStudent(t.db, { parentId: parent.id, name, createdAt: LONG_AGO });
    await enrol(t.db, cls, child.id);
    family[name] = { parent, child: child.id, cookie: await signInAs(t, parent) };
  }
  const outsider = await createUser(t.db, { role: 'parent' });
  const otherChild = await createStudent(t.db, { parentId: outsider.id, createdAt: LONG_AGO });
  await enrol(t.db, other, otherChild.id);
  outsiderCookie = await signInAs(t, outsider);
});

afterAll(async () => {
  await t?.close();
});

describe('admission', () => {
  it('refuses a pupil of another class and a parent naming a made-up child with 404', async () => {
    expect((await t.get(classroom(), { cookie: outsiderCookie })).statusCode).toBe(404);
    expect(
      (await t.post(`${classroom()}/tickets`, {}, { cookie: outsiderCookie })).statusCode,
    ).toBe(404);
    const madeUp = await t.post(
      `${classroom()}/tickets`,
      { studentId: family.leo!.child },
      { cookie: family.rosa!.cookie },
    );
    expect(madeUp.statusCode).toBe(404);
    expect(
      (
        await t.post(
          `${classroom()}/tickets`,
          { studentId: 999_999 },
          { cookie: family.rosa!.cookie },
        )
      ).statusCode,
    ).toBe(404);
  });

  it('holds an early pupil in the waiting room until the tutor is there', async () => {
    const early = await ticketFor(family.mia!.cookie);
    expect(early.waiting).toBe(true);
    expect((await status(family.mia!.cookie)).me.waiting).toBe(true);
    const client = await connectSignal(signalOn(early));
    expect(await client.closed).toBe(4409);
  });

  it('lets the tutor in, and the pupil once the tutor is there; a used ticket gets nobody in', async () => {
    const tutorTicket = await ticketFor(tutorCookie);
    expect(tutorTicket).toMatchObject({ feedRole: 'tutor', waiting: false });
    const tutorIn = await joinRoom(tutorTicket);
    // The proxy names the feed, whatever the browser asked for.
    expect(tutorIn.joined.id).toBe(tutorTicket.feedId);

    const ticket = await ticketFor(family.rosa!.cookie);
    expect(ticket).toMatchObject({ feedRole: 'pupil', displayName: 'rosa', waiting: false });
    const rosa = await joinRoom(ticket);
    expect(rosa.joined.id).toBe(ticket.feedId);

    // Forwarded or replayed: the same ticket a second time.
    const again = await connectSignal(signalOn(ticket));
    expect(await again.closed).toBe(4401);

    const seen = await until(
      () => status(tutorCookie),
      (s) => s.participants?.filter((p) => p.inRoom).length === 2,
    );
    expect(seen.participants?.find((p) => p.displayName === 'rosa')?.firstJoinedAt).toBeTruthy();
    rosa.client.close();
    tutorIn.client.close();
  });

  it("heads the page with the lesson and its class, and puts the tutor's screen on a feed of its own", async () => {
    const seen = await status(family.leo!.cookie);
    expect(seen.lesson).toMatchObject({
      title: 'Year 10 Maths: quadratics',
      subject: 'Mathematics',
      className: 'Year 10 Maths A',
      duration: 60,
    });
    const tutorTicket = await ticketFor(tutorCookie);
    const tutorIn = await joinRoom(tutorTicket);
    const screen = await attachVideoRoom(tutorIn.client, tutorIn.session);
    const joined = await tutorIn.client.send({
      janus: 'message',
      session_id: tutorIn.session,
      handle_id: screen.handle,
      body: { request: 'join', ptype: 'publisher', room: tutorTicket.roomId, display: 'x' },
    });
    expect(pluginData(joined)).toMatchObject({ videoroom: 'joined', id: tutorTicket.screenFeedId });
    expect(feedKindOf(tutorTicket.screenFeedId!)).toBe('tutor-screen');
    expect(feedKindOf(tutorTicket.feedId)).toBe('tutor-camera');
    // A pupil shares no screen: one feed, and a second publisher is refused.
    expect((await ticketFor(family.leo!.cookie)).screenFeedId).toBeNull();
    tutorIn.client.close();
  });

  it('passes only what a participant needs: no moderating, kicking or other rooms', async () => {
    const tutorIn = await joinRoom(await ticketFor(tutorCookie));
    const ticket = await ticketFor(family.rosa!.cookie);
    const { client, session, handle } = await joinRoom(ticket);
    for (const body of [
      { request: 'kick', room: ticket.roomId, id: 1 },
      { request: 'moderate', room: ticket.roomId, id: 1, mid: '0', mute: true },
      { request: 'create', room: 1234 },
      { request: 'destroy', room: ticket.roomId },
      { request: 'listparticipants', room: ticket.roomId },
      { request: 'join', ptype: 'publisher', room: ticket.roomId + 1 },
    ]) {
      const answer = await client.send({
        janus: 'message',
        session_id: session,
        handle_id: handle,
        body,
      });
      expect(answer.janus, JSON.stringify(body)).toBe('error');
    }
    const streaming = await client.send({
      janus: 'attach',
      session_id: session,
      plugin: 'janus.plugin.streaming',
    });
    expect(streaming.janus).toBe('error');
    client.close();
    tutorIn.client.close();
  });
});

describe('presence', () => {
  it("fills the register: a pupil who joined is present, with the classroom's join time", async () => {
    const response = await t.get(`/api/scheduled-sessions/${sessionId}/register`, {
      cookie: tutorCookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<RegisterPage>();
    const rosa = page.items.find((row) => row.id === family.rosa!.child);
    expect(rosa?.status).toBe('present');
    expect(rosa?.joinedAt).toBeTruthy();
    expect(page.items.find((row) => row.id === family.leo!.child)?.status).toBe('absent');
  });

  it("records the last leave when a pupil's connection ends", async () => {
    const after = await until(
      () => status(tutorCookie),
      (s) => s.participants?.every((p) => !p.inRoom) ?? false,
    );
    expect(after.participants?.find((p) => p.displayName === 'rosa')?.lastLeftAt).toBeTruthy();
  });
});

describe("the tutor's controls", () => {
  it('removes a pupil, who is put out and cannot come back until admitted', async () => {
    const tutorIn = await joinRoom(await ticketFor(tutorCookie));
    const leo = await joinRoom(await ticketFor(family.leo!.cookie));
    const { participants } = await status(tutorCookie);
    const leoId = participants!.find((p) => p.displayName === 'leo')!.id;

    expect((await t.post(`${classroom()}/mute`, {}, { cookie: tutorCookie })).statusCode).toBe(204);
    expect(
      (await t.post(`${classroom()}/camera-off`, { participantId: leoId }, { cookie: tutorCookie }))
        .statusCode,
    ).toBe(204);
    // Pupils have no controls; nor does a parent of the class.
    expect(
      (
        await t.post(
          `${classroom()}/remove`,
          { participantId: leoId },
          { cookie: family.rosa!.cookie },
        )
      ).statusCode,
    ).toBe(403);

    const removed = await t.post(
      `${classroom()}/remove`,
      { participantId: leoId },
      { cookie: tutorCookie },
    );
    expect(removed.statusCode, removed.body).toBe(204);
    await leo.client.next((m) => pluginData(m).leaving !== undefined);

    const back = await ticketFor(family.leo!.cookie);
    expect(back.waiting).toBe(true);
    expect(await (await connectSignal(signalOn(back))).closed).toBe(4409);

    await t.post(`${classroom()}/admit`, { participantId: leoId }, { cookie: tutorCookie });
    const admitted = await ticketFor(family.leo!.cookie);
    expect(admitted.waiting).toBe(false);
    const rejoined = await joinRoom(admitted);
    rejoined.client.close();
    leo.client.close();
    tutorIn.client.close();
  });

  it('locks the room: a newcomer waits until unlocked', async () => {
    expect((await t.post(`${classroom()}/lock`, {}, { cookie: adminCookie })).statusCode).toBe(204);
    expect((await status(family.mia!.cookie)).locked).toBe(true);
    // Mia came before (early), so she was let in: only newcomers wait at a locked door.
    const outsiderAtDoor = await t.post(`${classroom()}/tickets`, {}, { cookie: outsiderCookie });
    expect(outsiderAtDoor.statusCode).toBe(404);
    expect((await t.post(`${classroom()}/unlock`, {}, { cookie: tutorCookie })).statusCode).toBe(
      204,
    );
    expect((await status(family.mia!.cookie)).locked).toBe(false);
  });

  it('mutes a pupil until the tutor lets them speak, on every connection they make meanwhile', async () => {
    const tutorIn = await joinRoom(await ticketFor(tutorCookie));
    const first = await ticketFor(family.rosa!.cookie);
    const rosa = await joinRoom(first);
    await publishAudio(rosa.client, rosa.session, rosa.handle);
    const rosaRow = async () =>
      (await status(tutorCookie)).participants!.find((p) => p.displayName === 'rosa')!;
    const rosaId = (await rosaRow()).id;
    const control = (name: string, cookie: string, body: object = { participantId: rosaId }) =>
      t.post(`${classroom()}/${name}`, body, { cookie });
    // Janus tells the room of each moderation of a feed's microphone (mid 0 in the offer).
    const moderation = async (feed: number) =>
      pluginData(
        await tutorIn.client.next(
          (m) => pluginData(m).moderation !== undefined && pluginData(m).id === feed,
        ),
      ).moderation;
    expect((await status(family.rosa!.cookie)).me.muted).toBe(false);

    expect((await control('mute', tutorCookie)).statusCode).toBe(204);
    expect(await moderation(first.feedId)).toBe('muted');
    // The pupil's page learns it from the classroom's state, the tutor's list shows it.
    expect((await status(family.rosa!.cookie)).me.muted).toBe(true);
    expect((await rosaRow()).muted).toBe(true);
    // Only the tutor lets a pupil speak again.
    expect((await control('allow-speak', family.rosa!.cookie)).statusCode).toBe(403);

    // A new connection is a new feed: muted as Janus answers its offer.
    rosa.client.close();
    const second = await ticketFor(family.rosa!.cookie);
    const again = await joinRoom(second);
    await publishAudio(again.client, again.session, again.handle);
    expect(await moderation(second.feedId)).toBe('muted');

    // She asks with a raised hand; letting her speak answers it, so her hand comes down.
    const hands = async (response: Promise<{ json<T>(): T }>) =>
      (await response).json<{ raisedHands: unknown[] }>().raisedHands;
    const chat = `${classroom()}/chat`;
    expect(
      await hands(t.post(`${chat}/hand`, { raised: true }, { cookie: family.rosa!.cookie })),
    ).toHaveLength(1);

    expect((await control('allow-speak', tutorCookie)).statusCode).toBe(204);
    expect(await moderation(second.feedId)).toBe('unmuted');
    expect((await status(family.rosa!.cookie)).me.muted).toBe(false);
    expect(await hands(t.get(chat, { cookie: tutorCookie }))).toEqual([]);

    // Without a name: every pupil in the room, then every muted pupil.
    expect((await control('mute', tutorCookie, {})).statusCode).toBe(204);
    expect((await rosaRow()).muted).toBe(true);
    expect((await control('allow-speak', tutorCookie, {})).statusCode).toBe(204);
    expect((await rosaRow()).muted).toBe(false);
    again.client.close();
    tutorIn.client.close();
  });

  it('keeps a camera the tutor turned off off on every connection, until the tutor allows it', async () => {
    const tutorIn = await joinRoom(await ticketFor(tutorCookie));
    const first = await ticketFor(family.rosa!.cookie);
    const rosa = await joinRoom(first);
    await publishAudio(rosa.client, rosa.session, rosa.handle, true);
    const rosaRow = async () =>
      (await status(tutorCookie)).participants!.find((p) => p.displayName === 'rosa')!;
    const participantId = (await rosaRow()).id;
    const control = (name: string) =>
      t.post(`${classroom()}/${name}`, { participantId }, { cookie: tutorCookie });
    // Janus tells the room of each moderation of a feed's camera (mid 1 in the offer).
    const cameraModeration = async (feed: number) =>
      pluginData(
        await tutorIn.client.next(
          (m) =>
            pluginData(m).moderation !== undefined &&
            pluginData(m).id === feed &&
            pluginData(m).mid === '1',
        ),
      ).moderation;

    expect((await control('camera-off')).statusCode).toBe(204);
    expect(await cameraModeration(first.feedId)).toBe('muted');
    expect((await status(family.rosa!.cookie)).me.cameraOff).toBe(true);
    expect((await rosaRow()).cameraOff).toBe(true);

    // A reload is a new feed: its camera is held as Janus answers its offer.
    rosa.client.close();
    const second = await ticketFor(family.rosa!.cookie);
    const again = await joinRoom(second);
    await publishAudio(again.client, again.session, again.handle, true);
    expect(await cameraModeration(second.feedId)).toBe('muted');

    expect((await control('allow-camera')).statusCode).toBe(204);
    expect(await cameraModeration(second.feedId)).toBe('unmuted');
    expect((await status(family.rosa!.cookie)).me.cameraOff).toBe(false);
    again.client.close();
    tutorIn.client.close();
  });

  it('ends the lesson: everyone is put out and nobody gets in again', async () => {
    const tutorIn = await joinRoom(await ticketFor(tutorCookie));
    const rosa = await joinRoom(await ticketFor(family.rosa!.cookie));
    expect((await t.post(`${classroom()}/end`, {}, { cookie: tutorCookie })).statusCode).toBe(204);
    expect(await rosa.client.closed).toBe(4410);
    expect(await tutorIn.client.closed).toBe(4410);
    const after = await t.post(`${classroom()}/tickets`, {}, { cookie: family.rosa!.cookie });
    expect(after.statusCode).toBe(409);
    expect(after.json<{ message: string }>().message).toBe(CLASSROOM_MSG.ended);
    expect((await status(tutorCookie)).status).toBe('ended');
    // Ending the lesson sends its recording to be converted at once (decision 117).
    const queued = await rowsOf<{ data: { sessionId: number } }>(
      t.db,
      sql`select data from pgboss.job where name = ${recordingQueue.name}`,
    );
    expect(queued.map((job) => job.data.sessionId)).toContain(sessionId);
  });
});

describe('rooms follow the timetable', () => {
  it('opens the room of a lesson whose classroom opened, and ends the room of one that is over', async () => {
    const media = createMedia(t.config.media, t.config);
    const cls = await makeClass(t.db, { tutorId: tutor.id, name: 'Year 10 Maths C' });
    const soon = await classSession(t.db, cls, { scheduledFor: new Date(Date.now() + 5 * MINUTE) });
    const later = await classSession(t.db, cls, {
      scheduledFor: new Date(Date.now() + 60 * MINUTE),
    });
    try {
      await withJobEngine(t, (jobs) => sweepRooms(t.db, media, jobs, t.config.dataDir, new Date()));
      const [opened] = await t.db
        .select()
        .from(classroomRooms)
        .where(eq(classroomRooms.sessionId, soon.id));
      expect(opened?.endedAt).toBeNull();
      expect(
        await t.db.select().from(classroomRooms).where(eq(classroomRooms.sessionId, later.id)),
      ).toEqual([]);
      // Two hours on, the hour-long lesson and its overrun are over.
      await withJobEngine(t, (jobs) =>
        sweepRooms(t.db, media, jobs, t.config.dataDir, new Date(Date.now() + 120 * MINUTE)),
      );
      const [ended] = await t.db
        .select()
        .from(classroomRooms)
        .where(eq(classroomRooms.sessionId, soon.id));
      expect(ended?.endedAt).not.toBeNull();
    } finally {
      await media.close();
    }
  });
});

describe('without Janus', () => {
  it('says what to install, and the rest of the app works', async () => {
    const bare = await createTestApp({ database: t.database });
    try {
      const response = await bare.get(classroom(), { cookie: tutorCookie });
      expect(response.json<ClassroomStatus>()).toMatchObject({
        status: 'unavailable',
        reason: CLASSROOM_MSG.missingJanus,
      });
    } finally {
      await bare.close();
    }
  });
});
