import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  classSession,
  enrol,
  makeClass,
  staffInClassroom,
} from '../../src/server/factories/classes.js';
import { createStudent, createUser, inDays } from '../../src/server/factories/index.js';
import { CHAT_MSG } from '../../src/shared/classroom/chat-messages.js';
import type { ChatLine, ChatPage, RaisedHand } from '../../src/shared/classroom/chat.js';
import { createTestApp, signInAs, type TestApp } from './support/app.js';
import { createTutorWorld, type TutorWorld } from './support/tutor.js';

/* Issue 29 §2: the classroom's chat and hand-raise, open to exactly who the classroom admits. */

type Refusal = { errors: Record<string, string[]> };
type Hands = { raisedHands: RaisedHand[] };

let t: TestApp;
let w: TutorWorld;
let sessionId: number;
let pupilCookie: string;
let parentCookie: string;
let outsiderCookie: string;
let pupilUserId: number;

const chatUrl = (id = sessionId) => `/api/sessions/${id}/classroom/chat`;
const read = async (cookie: string, query = '') => {
  const res = await t.get(`${chatUrl()}${query}`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ChatPage>();
};

beforeAll(async () => {
  t = await createTestApp();
  w = await createTutorWorld(t);
  const cls = await makeClass(t.db, { tutorId: w.tutor.id, name: 'Chat class' });
  const other = await makeClass(t.db, { tutorId: w.tutor.id, name: 'Other class' });
  sessionId = (await classSession(t.db, cls, { scheduledFor: inDays(1) })).id;
  const pupilUser = await createUser(t.db, { role: 'student', fullName: 'Pat Pupil' });
  pupilUserId = pupilUser.id;
  const parent = await createUser(t.db, { role: 'parent', fullName: 'Penny Parent' });
  await enrol(t.db, cls, (await createStudent(t.db, { userId: pupilUser.id, name: 'Pat' })).id);
  await enrol(t.db, cls, (await createStudent(t.db, { parentId: parent.id, name: 'Kit' })).id);
  // Same year group, another class: the roster, not the year group, decides.
  const outsider = await createUser(t.db, { role: 'student' });
  await enrol(t.db, other, (await createStudent(t.db, { userId: outsider.id })).id);
  pupilCookie = await signInAs(t, pupilUser);
  parentCookie = await signInAs(t, parent);
  outsiderCookie = await signInAs(t, outsider);
});
afterAll(() => t.close());

describe('the classroom chat', () => {
  it('keeps each line with the session, under the name the class sees', async () => {
    const sent = await t.post(chatUrl(), { body: 'Hello class' }, { cookie: w.cookies.tutor });
    expect(sent.statusCode, sent.body).toBe(201);
    await t.post(chatUrl(), { body: ' Is it page 12? ' }, { cookie: pupilCookie });
    await t.post(chatUrl(), { body: 'Kit is here' }, { cookie: parentCookie });

    const page = await read(pupilCookie);
    expect(page.items.map((l: ChatLine) => [l.authorName, l.body, l.mine])).toEqual([
      ['Tess Tutor', 'Hello class', false],
      ['Pat', 'Is it page 12?', true],
      ['Kit', 'Kit is here', false],
    ]);
    const after = await read(w.cookies.tutor, `?cursor=${page.items[1]!.id}`);
    expect(after.items.map((l) => l.body)).toEqual(['Kit is here']);
  });

  it('pages the lines after a cursor', async () => {
    const first = await read(w.cookies.tutor, '?pageSize=2');
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const rest = await read(w.cookies.tutor, `?pageSize=2&cursor=${first.nextCursor}`);
    expect(rest.items[0]!.id).toBeGreaterThan(first.items[1]!.id);
  });

  it('refuses anyone the classroom would not admit, as if there were no lesson', async () => {
    for (const cookie of [outsiderCookie, w.cookies.otherTutor, w.cookies.parent]) {
      expect((await t.get(chatUrl(), { cookie })).statusCode).toBe(404);
      expect((await t.post(chatUrl(), { body: 'hi' }, { cookie })).statusCode).toBe(404);
    }
    expect((await t.get(chatUrl(2_000_000_000), { cookie: pupilCookie })).statusCode).toBe(404);
  });

  it('says what is wrong with an empty or long message', async () => {
    const empty = await t.post(chatUrl(), { body: '   ' }, { cookie: pupilCookie });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<Refusal>().errors.body).toEqual(['Please write a message.']);
    const long = await t.post(chatUrl(), { body: 'x'.repeat(1001) }, { cookie: pupilCookie });
    expect(long.json<Refusal>().errors.body).toEqual(['Messages can be at most 1000 characters.']);
  });
});

describe('an admin and the chat (decision 118)', () => {
  it('is refused outside the room, lead or not: the transcript is read from Messages with a reason', async () => {
    const plain = await signInAs(t, await createUser(t.db, { role: 'admin' }));
    for (const cookie of [plain, w.cookies.admin]) {
      const res = await t.get(chatUrl(), { cookie });
      expect(res.statusCode).toBe(403);
      expect(res.json<{ message: string }>().message).toBe(CHAT_MSG.adminInRoomOnly);
      expect((await t.post(chatUrl(), { body: 'hi' }, { cookie })).statusCode).toBe(403);
      const hand = await t.post(`${chatUrl()}/hand`, { raised: false }, { cookie });
      expect(hand.statusCode).toBe(403);
    }
  });

  it('reads and writes the live chat while in the room, as the class sees', async () => {
    const admin = await createUser(t.db, { role: 'admin', fullName: 'Ada Looking In' });
    const cookie = await signInAs(t, admin);
    await staffInClassroom(t.db, sessionId, admin, 'admin');
    expect((await read(cookie)).items.map((l) => l.body)).toContain('Hello class');
    const said = await t.post(chatUrl(), { body: 'Hello from the office' }, { cookie });
    expect(said.statusCode, said.body).toBe(201);
    expect((await read(pupilCookie)).items.at(-1)).toMatchObject({
      authorName: 'Ada Looking In',
      body: 'Hello from the office',
    });
  });
});

describe('raised hands', () => {
  const hand = (cookie: string, body: object) => t.post(`${chatUrl()}/hand`, body, { cookie });
  const names = (hands: RaisedHand[]) => hands.map((h) => h.authorName);

  it('shows a hand until it is lowered, by its owner or the tutor', async () => {
    expect((await hand(pupilCookie, { raised: true })).json<Hands>().raisedHands).toHaveLength(1);
    await hand(parentCookie, { raised: true });
    expect(names((await read(w.cookies.tutor)).raisedHands)).toEqual(['Pat', 'Kit']);

    await hand(parentCookie, { raised: false });
    expect(names((await read(pupilCookie)).raisedHands)).toEqual(['Pat']);

    const lowered = await hand(w.cookies.tutor, { raised: false, userId: pupilUserId });
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect(lowered.json<Hands>().raisedHands).toEqual([]);
  });

  it('lets nobody but the tutor touch another hand', async () => {
    await hand(pupilCookie, { raised: true });
    const res = await hand(parentCookie, { raised: false, userId: pupilUserId });
    expect(res.statusCode).toBe(403);
    expect((await hand(w.cookies.tutor, { raised: true, userId: pupilUserId })).statusCode).toBe(
      403,
    );
  });
});
