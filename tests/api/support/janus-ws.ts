import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import { expect } from 'vitest';
import type { Ticket } from '../../../src/shared/classroom/schemas.js';

/*
 * A plain WebSocket client speaking Janus's JSON API, as janus.js does, for the classroom tests:
 * through the app's signalling proxy it can create a session, attach the VideoRoom, and join and
 * leave a room without any WebRTC.
 */

type Json = Record<string, unknown>;

export interface SignalClient {
  /** Sends a request and resolves with the first answer of its transaction that is not an ack. */
  send(message: Json): Promise<Json>;
  /** Resolves with the next message, answer or event, that `match` accepts. */
  next(match: (message: Json) => boolean, timeoutMs?: number): Promise<Json>;
  /** Resolves with the close code once the connection is closed. */
  closed: Promise<number>;
  close(): void;
}

export function connectSignal(url: string): Promise<SignalClient> {
  const ws = new WebSocket(url, 'janus-protocol');
  const seen: Json[] = [];
  const waiters: { match: (m: Json) => boolean; resolve: (m: Json) => void }[] = [];
  ws.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString()) as Json;
    const waiter = waiters.find((w) => w.match(message));
    if (waiter) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(message);
    } else seen.push(message);
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const next = (match: (m: Json) => boolean, timeoutMs = 10_000) => {
    const found = seen.find(match);
    if (found) {
      seen.splice(seen.indexOf(found), 1);
      return Promise.resolve(found);
    }
    return new Promise<Json>((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(new Error(`No matching message in ${timeoutMs} ms; seen ${JSON.stringify(seen)}`)),
        timeoutMs,
      );
      waiters.push({
        match,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () =>
      resolve({
        send(message) {
          const transaction = randomBytes(6).toString('hex');
          ws.send(JSON.stringify({ ...message, transaction }));
          return next((m) => m.transaction === transaction && m.janus !== 'ack');
        },
        next,
        closed,
        close: () => ws.close(),
      }),
    );
    ws.once('error', reject);
  });
}

/** Attaches the VideoRoom in a new Janus session or (given one) in that: the ids janus.js holds. */
export async function attachVideoRoom(client: SignalClient, existing?: number) {
  const session = existing ?? ((await client.send({ janus: 'create' })).data as { id: number }).id;
  const attached = await client.send({
    janus: 'attach',
    session_id: session,
    plugin: 'janus.plugin.videoroom',
  });
  return { session, handle: (attached.data as { id: number }).id };
}

/** The plugin's data in an answer or event, if any. */
export const pluginData = (message: Json) =>
  (message.plugindata as { data?: Json } | undefined)?.data ?? {};

/** The signalling proxy of an app listening on `port` (signalUrl names the configured PUBLIC_URL). */
export const signalOn = (port: number, ticket: Ticket) =>
  `ws://127.0.0.1:${port}/api/classroom/signal?ticket=${encodeURIComponent(ticket.ticket)}`;

/** Joins the ticket's room as a publisher through the proxy on `port`, as janus.js would. */
export async function joinRoom(port: number, ticket: Ticket) {
  const client = await connectSignal(signalOn(port, ticket));
  const { session, handle } = await attachVideoRoom(client);
  // The join's answer is its event: joined, or Janus's refusal.
  const joined = await client.send({
    janus: 'message',
    session_id: session,
    handle_id: handle,
    body: { request: 'join', ptype: 'publisher', room: ticket.roomId, display: 'anything' },
  });
  expect(pluginData(joined).videoroom, JSON.stringify(joined)).toBe('joined');
  return { client, session, handle, joined: pluginData(joined) };
}

/**
 * An offer of a microphone (mid 0) and, when asked, a camera (mid 1), with made-up ICE and DTLS
 * details: enough for Janus to take the streams and answer, so its moderation has mids to act on,
 * without any WebRTC.
 */
const offer = (camera: boolean) =>
  [
    'v=0',
    'o=- 4611731400430051336 2 IN IP4 127.0.0.1',
    's=-',
    't=0 0',
    camera ? 'a=group:BUNDLE 0 1' : 'a=group:BUNDLE 0',
    'a=msid-semantic: WMS',
    ...mediaLines('audio', '0', '111', 'opus/48000/2'),
    ...(camera ? mediaLines('video', '1', '96', 'VP8/90000') : []),
    '',
  ].join('\r\n');

const mediaLines = (kind: string, mid: string, payload: string, codec: string) => [
  `m=${kind} 9 UDP/TLS/RTP/SAVPF ${payload}`,
  'c=IN IP4 0.0.0.0',
  'a=rtcp:9 IN IP4 0.0.0.0',
  'a=ice-ufrag:test',
  'a=ice-pwd:testtesttesttesttesttest',
  'a=ice-options:trickle',
  `a=fingerprint:sha-256 ${Array.from({ length: 32 }, () => 'AB').join(':')}`,
  'a=setup:actpass',
  `a=mid:${mid}`,
  'a=sendonly',
  'a=rtcp-mux',
  `a=rtpmap:${payload} ${codec}`,
];

/**
 * Publishes a microphone (and a camera when asked) on a joined publisher handle and resolves with
 * Janus's answer event.
 */
export async function publishAudio(
  client: SignalClient,
  session: number,
  handle: number,
  camera = false,
) {
  const answer = await client.send({
    janus: 'message',
    session_id: session,
    handle_id: handle,
    body: { request: 'publish', audio: true, ...(camera ? { video: true } : {}) },
    jsep: { type: 'offer', sdp: offer(camera) },
  });
  expect((answer.jsep as Json | undefined)?.type, JSON.stringify(answer)).toBe('answer');
  return answer;
}
