import type { FastifyBaseLogger } from 'fastify';
import WebSocket from 'ws';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/api/contract.js';
import { CLASSROOM_MSG } from '../../../shared/classroom/messages.js';
import { classroomState } from '../../../shared/classroom/rules.js';
import type { Db } from '../../db/client.js';
import { scheduledSessions } from '../../db/schema.js';
import type { Api } from '../../http/contract.js';
import type { Services } from '../../services.js';
import { eq } from 'drizzle-orm';
import { feedBaseOf, mustWait, screenFeedOf, SIGNAL_PATH } from './admission.js';
import { keepHeld } from './controls.js';
import { joined, left, published } from './presence.js';
import { consumeTicket, participantOf, roomOf } from './queries.js';
import { SignalFilter, type SignalEvent } from './signal-filter.js';

/*
 * The signalling proxy (issue 29 §2, decision 116): janus.js in the browser talks Janus's JSON
 * API to this WebSocket as if it were Janus, and each message goes on to the room's Janus server
 * only as SignalFilter allows and rewrites it. The ticket in the address is used up as the
 * connection opens, so a forwarded link or a replayed ticket gets nobody in. What Janus answers
 * comes back unchanged, and its joins and leaves are the participant's presence.
 */

/** WebSocket close codes (4000-4999 are the application's). */
export const CLOSE = {
  ticket: 4401,
  signedOut: 4402,
  refused: 4403,
  waiting: 4409,
  ended: 4410,
} as const;

const MAX_MESSAGE_BYTES = 256 * 1024;

const signalQuery = z.object({ ticket: z.string().min(1).max(100) });

async function admitted(db: Db, ticket: string, now: Date) {
  const used = await consumeTicket(db, ticket);
  if (!used) return { close: CLOSE.ticket, reason: CLASSROOM_MSG.ticketInvalid } as const;
  const { participant } = used;
  const [session] = await db
    .select()
    .from(scheduledSessions)
    .where(eq(scheduledSessions.id, participant.sessionId));
  const room = await roomOf(db, participant.sessionId);
  if (!session || !room || classroomState(session, now, room.endedAt) !== 'open')
    return { close: CLOSE.ended, reason: CLASSROOM_MSG.ended } as const;
  if (await mustWait(db, participant, session.scheduledFor, now))
    return { close: CLOSE.waiting, reason: CLASSROOM_MSG.waiting } as const;
  return { used, room } as const;
}

/** Runs one admitted connection: browser ⇄ filter ⇄ Janus, presence on the side. */
function relay(
  socket: WebSocket,
  { db, media }: Services,
  log: FastifyBaseLogger,
  entry: Extract<Awaited<ReturnType<typeof admitted>>, { used: unknown }>,
) {
  const { used, room } = entry;
  const participant = used.participant;
  const filter = new SignalFilter({
    roomId: room.roomId,
    feedBase: feedBaseOf(used.id, participant.role),
    screenFeed: screenFeedOf(used.id, participant.role),
    displayName: participant.displayName,
    janusToken: used.janusToken,
    apiSecret: media.apiSecret,
  });
  const upstream = new WebSocket(room.serverUrl, 'janus-protocol', {
    maxPayload: MAX_MESSAGE_BYTES,
  });
  const pending: string[] = [];
  let inRoom = false;
  // Presence is written before the browser hears of the join, in Janus's order: whoever reads
  // the classroom after seeing "joined" finds the person in the room.
  let delivered = Promise.resolve();
  const record = async (work: Promise<unknown>) => {
    try {
      await work;
    } catch (err) {
      log.error({ err }, 'classroom presence not recorded');
    }
  };
  const onEvent = async (event: SignalEvent) => {
    if (event.kind === 'joined') {
      // A removed participant's feed may race their removal: check before counting them in.
      const now = await participantOf(db, participant.sessionId, participant.personKey);
      if (now?.state !== 'admitted') return;
      inRoom = true;
      await joined(db, participant, event.feedId);
    } else if (event.kind === 'published') {
      await published(db, participant.id, event.feedId, event.streams);
    } else if (event.kind === 'answered') {
      await keepHeld({ db, media }, room, participant.id, event.feedId);
    } else if (event.kind === 'left' && inRoom) {
      inRoom = false;
      await left(db, participant.id, event.feedId);
    } else if (event.kind === 'destroyed') {
      socket.close(CLOSE.ended, CLASSROOM_MSG.ended);
    }
  };
  const refuse = (message: unknown, reason: string) => {
    const transaction = (message as { transaction?: unknown } | null)?.transaction;
    socket.send(
      JSON.stringify({
        janus: 'error',
        ...(typeof transaction === 'string' ? { transaction } : {}),
        error: { code: 403, reason: `${CLASSROOM_MSG.refused} ${reason}` },
      }),
    );
  };

  socket.on('message', (data: Buffer) => {
    let message: unknown;
    try {
      message = JSON.parse(data.toString());
    } catch {
      refuse(null, 'Not JSON.');
      return;
    }
    const verdict = filter.fromClient(message);
    if ('refuse' in verdict) {
      refuse(message, verdict.refuse);
      return;
    }
    const offer = filter.offerOf(message);
    if (offer) delivered = delivered.then(() => record(onEvent(offer)));
    const text = JSON.stringify(verdict.forward);
    if (upstream.readyState === WebSocket.OPEN) upstream.send(text);
    else pending.push(text);
  });
  upstream.on('open', () => {
    for (const text of pending.splice(0)) upstream.send(text);
  });
  upstream.on('message', (data: Buffer) => {
    const text = data.toString();
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    const events = filter.fromJanus(message);
    delivered = delivered.then(async () => {
      for (const event of events) await record(onEvent(event));
      if (socket.readyState === WebSocket.OPEN) socket.send(text);
    });
  });
  upstream.on('error', (err) => log.warn({ err }, 'classroom media server connection failed'));
  upstream.on('close', () => {
    if (socket.readyState === WebSocket.OPEN) socket.close(1011, CLASSROOM_MSG.mediaDown);
  });
  socket.on('close', () => {
    // Janus ends the sessions of a transport that went away, which takes the feeds out of the room.
    upstream.close();
    if (inRoom) {
      inRoom = false;
      void record(left(db, participant.id, filter.mainFeed));
    }
  });
}

export function registerSignalRoute(app: Api, services: Services) {
  app.route({
    method: 'GET',
    url: SIGNAL_PATH.replace(/^\/api/, ''),
    config: { access: 'public' },
    schema: {
      // A WebSocket has no operation OpenAPI can describe; decision 116 and the ticket route do.
      hide: true,
      summary: "The live classroom's signalling WebSocket (Janus's JSON API, filtered)",
      description:
        'janus.js connects here as its server, with the ticket POST /sessions/{id}/classroom/tickets gave. A plain HTTP request gets 426. Closes with 4401 for a used or expired ticket, 4409 while the person must wait, 4410 when the lesson has ended.',
      tags: ['Classroom'],
      querystring: signalQuery,
      response: { 426: errorBodySchema },
    },
    handler: async (_request, reply) =>
      reply.status(426).send({ message: 'Connect with a WebSocket (janus-protocol).' }),
    wsHandler: (socket, request) => {
      // Messages arriving while the ticket is checked wait in the socket's buffer, not lost.
      socket.pause?.();
      const { ticket } = request.query;
      admitted(services.db, ticket, new Date())
        .then((entry) => {
          // Reading again before closing too, or the closing handshake could not finish.
          if ('close' in entry) {
            socket.resume?.();
            socket.close(entry.close, entry.reason);
            return;
          }
          relay(socket, services, request.log, entry);
          // Whoever opened it signs out or is closed (a leaver): the connection ends with the session.
          if (request.sessionIdHash) {
            const unwatch = services.sessionWatch.watch(request.sessionIdHash, () =>
              socket.close(CLOSE.signedOut, CLASSROOM_MSG.signedOut),
            );
            socket.on('close', unwatch);
          }
          socket.resume?.();
        })
        .catch((err: unknown) => {
          request.log.error({ err }, 'classroom admission failed');
          socket.resume?.();
          socket.close(1011, CLASSROOM_MSG.mediaDown);
        });
    },
  });
}
