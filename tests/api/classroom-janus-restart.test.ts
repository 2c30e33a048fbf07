import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../src/server/db/schema.js';
import { classSession, enrol, makeClass } from '../../src/server/factories/classes.js';
import { createStudent, createTutor, createUser } from '../../src/server/factories/index.js';
import { startJanus, type LocalJanus } from '../../src/server/media/janus-process.js';
import { CLASSROOM_MSG } from '../../src/shared/classroom/messages.js';
import type { ClassroomStatus, Ticket } from '../../src/shared/classroom/schemas.js';
import { createTestApp, signInAs, type TestApp } from './support/app.js';
import { joinRoom } from './support/janus-ws.js';

/*
 * The control line through janode (decision 116): two app servers share one Janus, and an app
 * server outlives its Janus going away — the classroom answers as usual, a ticket says the media
 * server is not answering — and picks it up again when it is back, room and all.
 */

const LONG_AGO = new Date('2025-01-01T00:00:00Z');
const MINUTE = 60_000;

let dir: string;
let janus: LocalJanus;
/** Two app servers on one database and one Janus, each listening for its signalling proxy. */
const apps: { t: TestApp; port: number }[] = [];
let tutorCookie: string;
let pupilCookie: string;
let sessionId: number;

const classroom = () => `/api/sessions/${sessionId}/classroom`;

async function ticketOn(t: TestApp, cookie: string) {
  const response = await t.post(`${classroom()}/tickets`, {}, { cookie });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Ticket>();
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'classperk-janus-restart-'));
  janus = await startJanus(dir);
  const env = {
    JANUS_URL: janus.url,
    JANUS_API_SECRET: janus.apiSecret,
    JANUS_ADMIN_KEY: janus.adminKey,
  };
  const first = await createTestApp({ env });
  const second = await createTestApp({ env, database: first.database });
  for (const t of [first, second]) {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    apps.push({ t, port: (t.app.server.address() as AddressInfo).port });
  }
  const tutor: UserRow = await createTutor(first.db);
  tutorCookie = await signInAs(first, tutor);
  const cls = await makeClass(first.db, { tutorId: tutor.id });
  sessionId = (
    await classSession(first.db, cls, { scheduledFor: new Date(Date.now() + 5 * MINUTE) })
  ).id;
  const parent = await createUser(first.db, { role: 'parent' });
  const child = await createStudent(first.db, { parentId: parent.id, createdAt: LONG_AGO });
  await enrol(first.db, cls, child.id);
  pupilCookie = await signInAs(first, parent);
});

afterAll(async () => {
  // The second app shares the first's database, so it closes first.
  for (const { t } of [...apps].reverse()) await t.close();
  await janus?.stop();
  await rm(dir, { recursive: true, force: true });
});

/** The tutor comes in through the first app server and the pupil through the second. */
async function tutorAndPupilJoin() {
  const [first, second] = apps as [(typeof apps)[0], (typeof apps)[0]];
  const tutorTicket = await ticketOn(first.t, tutorCookie);
  const tutorIn = await joinRoom(first.port, tutorTicket);
  const pupilTicket = await ticketOn(second.t, pupilCookie);
  expect(pupilTicket.waiting).toBe(false);
  expect(pupilTicket.roomId).toBe(tutorTicket.roomId);
  const pupilIn = await joinRoom(second.port, pupilTicket);
  for (const joined of [tutorIn, pupilIn]) joined.client.close();
  await Promise.all([tutorIn.client.closed, pupilIn.client.closed]);
}

describe('the control line to Janus', () => {
  it('lets two app servers run one lesson on the Janus they share', async () => {
    await tutorAndPupilJoin();
  });

  it('keeps the app answering while Janus is away, and carries on when it is back', async () => {
    await janus.stop();
    for (const { t } of apps) {
      const state = await t.get(classroom(), { cookie: tutorCookie });
      expect(state.statusCode, state.body).toBe(200);
      expect(state.json<ClassroomStatus>().status).not.toBe('unavailable');
      const started = Date.now();
      const refused = await t.post(`${classroom()}/tickets`, {}, { cookie: tutorCookie });
      expect(refused.statusCode, refused.body).toBe(503);
      expect(refused.json<{ message: string }>().message).toBe(CLASSROOM_MSG.mediaDown);
      // Refused at once, not after janode's retries.
      expect(Date.now() - started).toBeLessThan(3000);
    }
    // Back on its address with its secrets, and with no rooms: the next ticket makes it again.
    janus = await startJanus(dir, { same: janus });
    await tutorAndPupilJoin();
  });
});
