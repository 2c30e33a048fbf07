import { request as httpRequest, Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import type { Database } from '../src/server/db/client.js';
import { authSessions } from '../src/server/db/schema.js';
import { createStudent, createTutor, createUser } from '../src/server/factories/index.js';
import { createConversation } from '../src/server/factories/messaging.js';
import { SESSION_COOKIE } from '../src/server/identity/sessions.js';
import { hashSecret, newSecret } from '../src/server/identity/tokens.js';
import type { MessagingEvent } from '../src/shared/messaging/schemas.js';

const LISTENERS = Number(process.env.BENCH_LISTENERS ?? 500);
const RATE = Number(process.env.BENCH_MESSAGES_PER_SECOND ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

/** A session row and its cookie, without 500 argon2 sign-ins. */
async function cookieFor(database: Database, userId: number) {
  const secret = newSecret();
  await database.db.insert(authSessions).values({
    idHash: hashSecret(secret),
    userId,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return `${SESSION_COOKIE}=${secret}`;
}

/**
 * Issue 16: LISTENERS signed-in parents and tutors hold the event stream open on one app server,
 * in pairs that share a conversation, while RATE messages a second are sent for SECONDS seconds
 * over HTTP (alternating sides, so no sender reaches the 20-a-minute limit). The latency is from
 * just before the POST to the recipient's event arriving: the transaction, the NOTIFY, the LISTEN
 * connection, the fan-out and the socket. The email jobs run on the same server meanwhile. The
 * clients run in the same process, so the figures include their cost too.
 */
export async function benchMessagingDelivery(database: Database) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });

  const pairs: { conversationId: number; cookies: [string, string] }[] = [];
  for (let i = 0; i < LISTENERS / 2; i++) {
    const tutor = await createTutor(database.db);
    const parent = await createUser(database.db, { role: 'parent' });
    const child = await createStudent(database.db, { parentId: parent.id, tutorId: tutor.id });
    const conversation = await createConversation(database.db, {
      parentId: parent.id,
      tutorId: tutor.id,
      studentId: child.id,
    });
    pairs.push({
      conversationId: conversation.id,
      cookies: [await cookieFor(database, parent.id), await cookieFor(database, tutor.id)],
    });
  }

  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  /** When each message on its way in a conversation was sent, oldest first, and who must receive it. */
  const pending = new Map<number, { sentAt: number; to: number }[]>();
  const latencies: number[] = [];
  const streams: (() => void)[] = [];
  const openStream = (cookie: string, side: number) =>
    new Promise<void>((resolve, reject) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        path: '/api/messages/events',
        headers: { cookie, accept: 'text/event-stream' },
      });
      req.on('error', reject);
      req.on('response', (response) => {
        if (response.statusCode !== 200) reject(new Error(`stream ${response.statusCode}`));
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          const arrived = performance.now();
          for (const line of chunk.split('\n')) {
            if (!line.startsWith('data: ')) continue;
            const event = JSON.parse(line.slice(6)) as MessagingEvent;
            const queue = pending.get(event.conversationId) ?? [];
            const waiting = queue.findIndex((message) => message.to === side);
            if (event.type === 'message' && waiting >= 0) {
              latencies.push(arrived - queue[waiting]!.sentAt);
              queue.splice(waiting, 1);
            }
          }
        });
        resolve();
      });
      req.end();
      streams.push(() => req.destroy());
    });
  for (const pair of pairs) {
    await openStream(pair.cookies[0], 0);
    await openStream(pair.cookies[1], 1);
  }
  const rssOpen = process.memoryUsage().rss;

  const total = RATE * SECONDS;
  let sent = 0;
  let failed = 0;
  const statuses = new Map<number, number>();
  const post = (pair: (typeof pairs)[number], from: number, body: string) =>
    new Promise<void>((resolve) => {
      const payload = JSON.stringify({ body });
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          agent,
          method: 'POST',
          path: `/api/messages/conversations/${pair.conversationId}/messages`,
          headers: {
            cookie: pair.cookies[from]!,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
          },
        },
        (response) => {
          statuses.set(response.statusCode!, (statuses.get(response.statusCode!) ?? 0) + 1);
          if (response.statusCode !== 201) failed += 1;
          response.resume();
          response.on('end', resolve);
        },
      );
      req.on('error', () => {
        failed += 1;
        resolve();
      });
      req.end(payload);
    });

  const inFlight: Promise<void>[] = [];
  const start = performance.now();
  await new Promise<void>((resolve) => {
    const tick = () => {
      // Catches up to the schedule: RATE a second from the start, whatever the timer's drift.
      const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * RATE));
      while (sent < due) {
        const pair = pairs[sent % pairs.length]!;
        const from = Math.floor(sent / pairs.length) % 2;
        const queue = pending.get(pair.conversationId) ?? [];
        queue.push({ sentAt: performance.now(), to: 1 - from });
        pending.set(pair.conversationId, queue);
        inFlight.push(post(pair, from, `Benchmark message ${sent}`));
        sent += 1;
      }
      if (sent >= total) resolve();
      else setTimeout(tick, 5);
    };
    tick();
  });
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1000;
  // Stragglers get a second to arrive.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  global.gc?.();
  const rssAfter = process.memoryUsage().rss;

  const sorted = latencies.sort((a, b) => a - b);
  console.log(
    `\nMessaging delivery: ${streams.length} open event streams, ${sent} messages in ${elapsed.toFixed(1)} s (${(sent / elapsed).toFixed(0)}/s asked ${RATE}/s)`,
  );
  console.log(
    `  delivered to the recipient  ${sorted.length} (${failed} sends failed: ${JSON.stringify(Object.fromEntries(statuses))})`,
  );
  console.log(
    `  latency send → event        p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms, max ${(sorted.at(-1) ?? NaN).toFixed(1)} ms`,
  );
  console.log(
    `  RSS                         ${mb(rssBefore)} before the streams, ${mb(rssOpen)} with them open, ${mb(rssAfter)} after the run`,
  );

  for (const close of streams) close();
  agent.destroy();
  await app.close();
}
