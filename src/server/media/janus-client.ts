import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';

/*
 * The Janus JSON API over one WebSocket: a session with its keep-alive, and requests matched to
 * their answers by transaction. Ours rather than janode's, which cannot load under the pinned
 * Node 24: it imports a native module (unix-dgram) for a transport we do not use (decision 116).
 */

/** A Janus or plugin refusal, with its error code (VideoRoom's 426: no such room). */
export class JanusRequestError extends Error {
  constructor(
    message: string,
    readonly code: number | null,
  ) {
    super(message);
  }
}

type Json = Record<string, unknown>;
interface Waiting {
  resolve(message: Json): void;
  reject(err: Error): void;
  timer: NodeJS.Timeout;
}

const REQUEST_TIMEOUT_MS = 10_000;
/** Janus ends a session after 60 s of silence; a keep-alive every 25 s keeps it. */
const KEEPALIVE_MS = 25_000;

export interface JanusLine {
  /** A plugin request on the line's VideoRoom handle; resolves with the plugin's answer. */
  request(body: Json): Promise<Json>;
  onClose(listener: () => void): void;
  close(): void;
}

/** Opens a session on `url` with a VideoRoom handle attached. */
export async function openJanusLine(url: string, apiSecret: string | null): Promise<JanusLine> {
  const ws = new WebSocket(url, 'janus-protocol');
  const waiting = new Map<string, Waiting>();
  const closeListeners: (() => void)[] = [];
  let closed = false;
  const fail = (err: Error) => {
    for (const entry of waiting.values()) {
      clearTimeout(entry.timer);
      entry.reject(err);
    }
    waiting.clear();
  };
  ws.on('message', (data: Buffer) => {
    let message: Json;
    try {
      message = JSON.parse(data.toString()) as Json;
    } catch {
      return;
    }
    // "ack" only says an asynchronous request arrived; its answer follows with the same transaction.
    if (message.janus === 'ack') return;
    const entry = waiting.get(String(message.transaction));
    if (!entry) return;
    waiting.delete(String(message.transaction));
    clearTimeout(entry.timer);
    entry.resolve(message);
  });
  ws.on('error', () => undefined);
  ws.on('close', () => {
    closed = true;
    fail(new JanusRequestError('The media server connection closed.', null));
    for (const listener of closeListeners) listener();
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('close', () => reject(new JanusRequestError(`Could not reach Janus at ${url}.`, null)));
  });

  const send = (message: Json) =>
    new Promise<Json>((resolve, reject) => {
      if (closed) return reject(new JanusRequestError('The media server connection closed.', null));
      const transaction = randomBytes(9).toString('base64url');
      const timer = setTimeout(() => {
        waiting.delete(transaction);
        reject(new JanusRequestError('Janus did not answer in time.', null));
      }, REQUEST_TIMEOUT_MS);
      waiting.set(transaction, { resolve, reject, timer });
      ws.send(
        JSON.stringify({ ...message, transaction, ...(apiSecret ? { apisecret: apiSecret } : {}) }),
      );
    });
  const core = async (message: Json) => {
    const answer = await send(message);
    if (answer.janus === 'error') {
      const error = answer.error as { code?: number; reason?: string } | undefined;
      throw new JanusRequestError(error?.reason ?? 'Janus refused.', error?.code ?? null);
    }
    return answer;
  };

  try {
    const session = ((await core({ janus: 'create' })).data as { id: number }).id;
    const handle = (
      (await core({ janus: 'attach', session_id: session, plugin: 'janus.plugin.videoroom' }))
        .data as { id: number }
    ).id;
    const keepalive = setInterval(() => {
      core({ janus: 'keepalive', session_id: session }).catch(() => undefined);
    }, KEEPALIVE_MS);
    keepalive.unref();
    closeListeners.push(() => clearInterval(keepalive));
    return {
      async request(body) {
        const answer = await core({
          janus: 'message',
          session_id: session,
          handle_id: handle,
          body,
        });
        const data = (answer.plugindata as { data?: Json } | undefined)?.data ?? {};
        if (typeof data.error === 'string')
          throw new JanusRequestError(data.error, Number(data.error_code) || null);
        return data;
      },
      onClose: (listener) => closeListeners.push(listener),
      close: () => ws.close(),
    };
  } catch (err) {
    ws.close();
    throw err;
  }
}
