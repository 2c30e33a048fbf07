import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessagingEvent } from '../../src/shared/messaging/schemas.js';
import { sql } from 'drizzle-orm';
import { createTestApp, rowsOf, type TestApp } from './support/app.js';
import { conversationOf, pairing, send, type Pairing } from './support/messaging.js';

/*
 * Issue 16: new messages reach the other side without a reload, through the server-sent event
 * stream fed by LISTEN/NOTIFY, also when the sender and the recipient use different app servers.
 */

let t: TestApp;
/** A second app server on the same database. */
let other: TestApp;
let origin: string;
let p: Pairing;
let id: number;

beforeAll(async () => {
  t = await createTestApp();
  other = await createTestApp({ database: t.database, workers: false });
  await other.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}`;
  p = await pairing(t);
  id = await conversationOf(t, p);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

interface Stream {
  response: IncomingMessage;
  /** Resolves with the next event for which `match` holds. */
  next(match: (event: MessagingEvent) => boolean): Promise<MessagingEvent>;
  text(): string;
  close(): void;
}

/** Opens the event stream on the second server, as a browser's EventSource would. */
function open(cookie: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${origin}/api/messages/events`, {
      headers: { cookie, accept: 'text/event-stream' },
    });
    req.on('error', reject);
    req.on('response', (response) => {
      let received = '';
      const events: MessagingEvent[] = [];
      const waiting: {
        match: (e: MessagingEvent) => boolean;
        done: (e: MessagingEvent) => void;
      }[] = [];
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        received += chunk;
        for (const line of chunk.split('\n')) {
          if (!line.startsWith('data: ')) continue;
          const event = JSON.parse(line.slice(6)) as MessagingEvent;
          events.push(event);
          for (const w of waiting.filter((x) => x.match(event))) {
            waiting.splice(waiting.indexOf(w), 1);
            w.done(event);
          }
        }
      });
      resolve({
        response,
        next: (match) =>
          new Promise((done, fail) => {
            const seen = events.find(match);
            if (seen) return done(seen);
            waiting.push({ match, done });
            // Generous: NOTIFY crosses servers through PostgreSQL, slow on a loaded 2-core machine.
            setTimeout(() => fail(new Error(`No matching event; received: ${received}`)), 15_000);
          }),
        text: () => received,
        close: () => req.destroy(),
      });
    });
    req.end();
  });
}

describe('the event stream', () => {
  it('delivers a message sent through another server to both sides, by ids only', async () => {
    const tutor = await open(p.tutorCookie);
    const parent = await open(p.parentCookie);
    expect(tutor.response.statusCode).toBe(200);
    expect(tutor.response.headers['content-type']).toContain('text/event-stream');
    const secret = 'A body that must never travel on the stream';
    const res = await send(t, p.parentCookie, id, secret);
    expect(res.statusCode, res.body).toBe(201);
    const messageId = res.json<{ id: number }>().id;
    for (const stream of [tutor, parent]) {
      expect(await stream.next((e) => e.type === 'message')).toEqual({
        type: 'message',
        conversationId: id,
        messageId,
      });
    }
    const withdraw = await t.post(
      `/api/messages/${messageId}/withdraw`,
      {},
      { cookie: p.parentCookie },
    );
    expect(withdraw.statusCode).toBe(200);
    expect(await tutor.next((e) => e.type === 'withdrawn')).toEqual({
      type: 'withdrawn',
      conversationId: id,
      messageId,
    });
    expect(tutor.text()).not.toContain(secret);
    tutor.close();
    parent.close();
  });

  it('tells nobody else', async () => {
    const stranger = await pairing(t);
    const stream = await open(stranger.tutorCookie);
    const res = await send(t, p.tutorCookie, id, 'Just for this family');
    expect(res.statusCode).toBe(201);
    // A message of the stranger's own arrives, and nothing before it.
    const own = await conversationOf(t, stranger);
    await send(t, stranger.parentCookie, own, 'Hello');
    const first = await stream.next(() => true);
    expect(first).toMatchObject({ conversationId: own });
    stream.close();
  });

  it('allows five streams per user and frees a place when one closes', async () => {
    const q = await pairing(t);
    const streams = await Promise.all(Array.from({ length: 5 }, () => open(q.tutorCookie)));
    expect(streams.map((s) => s.response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const sixth = await open(q.tutorCookie);
    expect(sixth.response.statusCode).toBe(429);
    sixth.response.resume();
    streams[0]!.close();
    // The server notices the closed connection a moment later.
    let again: Stream | undefined;
    for (let i = 0; i < 50 && again?.response.statusCode !== 200; i++) {
      again?.response.resume();
      await new Promise((resolve) => setTimeout(resolve, 20));
      again = await open(q.tutorCookie);
    }
    expect(again?.response.statusCode).toBe(200);
    for (const s of [...streams, again!]) s.close();
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'keeps delivering after the listening connection is cut, as in a database restart',
    async () => {
      const listeners = sql`select pid from pg_stat_activity
        where application_name = 'classperk-messaging' and datname = current_database()`;
      const stream = await open(p.tutorCookie);
      const [before] = await rowsOf<{ pid: number }>(t.db, listeners);
      expect(before).toBeDefined();
      await t.db.execute(sql`select pg_terminate_backend(${before!.pid})`);
      for (let i = 0; i < 100; i++) {
        const now = await rowsOf<{ pid: number }>(t.db, listeners);
        if (now.length > 0 && now[0]!.pid !== before!.pid) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const res = await send(t, p.parentCookie, id, 'After the restart');
      const messageId = res.json<{ id: number }>().id;
      expect(await stream.next((e) => e.type === 'message' && e.messageId === messageId)).toEqual({
        type: 'message',
        conversationId: id,
        messageId,
      });
      stream.close();
    },
  );

  it('refuses signed-out callers', async () => {
    const res = await other.get('/api/messages/events');
    expect(res.statusCode).toBe(401);
  });
});
