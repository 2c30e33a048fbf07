import Janode, { type JanodeConnection } from 'janode';
import VideoRoomPlugin, { type VideoRoomHandle } from 'janode/plugins/videoroom';

/*
 * One app server's control line to one Janus server through Meetecho's janode: a WebSocket
 * connection, a session janode keeps alive, and a VideoRoom handle (decision 116). Browsers never
 * use it; they reach Janus only through the signalling proxy.
 */

// janode logs every step at "info" to the console; the app reports what matters as 503s.
Janode.Logger.setLevel('none');

export interface JanusServer {
  url: string;
  apiSecret: string | null;
  adminKey: string | null;
}

/** A Janus or plugin refusal, with its error code (VideoRoom's 426: no such room). */
export class JanusRequestError extends Error {
  constructor(
    message: string,
    readonly code: number | null,
  ) {
    super(message);
  }
}

const NO_SUCH_ROOM = 426;
export const isNoSuchRoom = (err: unknown) =>
  err instanceof JanusRequestError && err.code === NO_SUCH_ROOM;

/** A bounded answer even from a Janus that accepts the connection and then hangs. */
const REQUEST_TIMEOUT_MS = 10_000;
/** Janus ends a session after 60 s of silence; janode's keep-alive every 25 s keeps it. */
const KEEPALIVE_SECS = 25;

/** janode's errors read "<code> <reason>"; plugin errors carry the code as `_code` as well. */
function asRequestError(err: unknown): JanusRequestError {
  if (err instanceof JanusRequestError) return err;
  const message = err instanceof Error ? err.message : String(err);
  const pluginCode = (err as { _code?: unknown } | null)?._code;
  const leading = /^(\d+) (.*)$/s.exec(message);
  const code = typeof pluginCode === 'number' ? pluginCode : leading ? Number(leading[1]) : null;
  return new JanusRequestError(leading?.[2] ?? message, code);
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new JanusRequestError('Janus did not answer in time.', null)),
      REQUEST_TIMEOUT_MS,
    );
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

interface Line {
  connection: JanodeConnection;
  handle: VideoRoomHandle;
}

/**
 * The line is opened on first use. When it ends (Janus restarted, a network drop, the session
 * timed out), the next request opens a new one: that is the reconnect.
 */
export class JanusControl {
  private line: Promise<Line> | null = null;
  private closed = false;

  constructor(readonly server: JanusServer) {}

  /** Opens a line; `ended` forgets it once it is gone, so the next request opens another. */
  private async open(ended: () => void): Promise<Line> {
    const { url, apiSecret } = this.server;
    // One attempt: a request waiting on retries would hold an HTTP answer; the next request retries.
    const connection = await Janode.connect({
      address: { url, ...(apiSecret ? { apisecret: apiSecret } : {}) },
      max_retries: 0,
    }).catch((err: unknown) => {
      throw new JanusRequestError(
        `Could not reach Janus at ${url}: ${asRequestError(err).message}`,
        null,
      );
    });
    const end = () => {
      ended();
      connection.close().catch(() => undefined);
    };
    connection.once(Janode.EVENT.CONNECTION_ERROR, ended);
    connection.once(Janode.EVENT.CONNECTION_CLOSED, ended);
    try {
      const session = await connection.create(KEEPALIVE_SECS);
      session.once(Janode.EVENT.SESSION_DESTROYED, end);
      const handle = await session.attach(VideoRoomPlugin);
      handle.once(Janode.EVENT.HANDLE_DETACHED, end);
      return { connection, handle };
    } catch (err) {
      await connection.close().catch(() => undefined);
      throw asRequestError(err);
    }
  }

  private current(): Promise<Line> {
    if (this.closed) throw new JanusRequestError('The media server connection is closed.', null);
    if (!this.line) {
      const forget = () => {
        if (this.line === line) this.line = null;
      };
      const line: Promise<Line> = this.open(forget).catch((err: unknown) => {
        forget();
        throw err;
      });
      this.line = line;
    }
    return this.line;
  }

  /** Runs one request on the VideoRoom handle, its failures as JanusRequestError. */
  async use<T>(request: (handle: VideoRoomHandle) => Promise<T>): Promise<T> {
    try {
      const { handle } = await withTimeout(this.current());
      return await withTimeout(request(handle));
    } catch (err) {
      throw asRequestError(err);
    }
  }

  /** A VideoRoom request janode has no method for (moderate, create with lock_record and allowed). */
  async message(body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const answer = await this.use((handle) => handle.message(body));
    return answer.plugindata?.data ?? {};
  }

  get adminKey() {
    return this.server.adminKey;
  }

  async close() {
    this.closed = true;
    const line = this.line;
    this.line = null;
    const opened = await line?.catch(() => null);
    await opened?.connection.close().catch(() => undefined);
  }
}
