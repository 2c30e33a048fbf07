import Janode, { type JanodeConnection, type JanodeHandle } from 'janode';
import VideoRoomPlugin from 'janode/plugins/videoroom';

// Janode writes to the console at info level; the app logs what matters through its own logger.
Janode.Logger.setLevel('none');

export interface JanusServer {
  url: string;
  apiSecret: string | null;
  adminKey: string | null;
}

/** A Janus refusal of a room request, with VideoRoom's error code (426: no such room). */
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

const asJanusError = (err: unknown) => {
  if (err instanceof JanusRequestError) return err;
  const code = (err as { _code?: unknown } | null)?._code;
  const message = err instanceof Error ? err.message : String(err);
  return new JanusRequestError(message, typeof code === 'number' ? code : null);
};

/**
 * One app server's control line to one Janus server: a janode connection with a session and a
 * VideoRoom handle, opened on first use. When the connection, session or handle goes (Janus
 * restarted, a network drop), the next request opens a new one: that is the reconnect.
 */
export class JanusControl {
  private line: Promise<{ connection: JanodeConnection; handle: JanodeHandle }> | null = null;
  private closed = false;

  constructor(readonly server: JanusServer) {}

  private async open() {
    const connection = await Janode.connect({
      address: {
        url: this.server.url,
        ...(this.server.apiSecret ? { apisecret: this.server.apiSecret } : {}),
      },
      retry_time_secs: 1,
      max_retries: 2,
    });
    const forget = () => {
      this.line = null;
    };
    connection.once(Janode.EVENT.CONNECTION_CLOSED, forget);
    connection.once(Janode.EVENT.CONNECTION_ERROR, forget);
    try {
      const session = await connection.create();
      session.once(Janode.EVENT.SESSION_DESTROYED, forget);
      const handle = await session.attach(VideoRoomPlugin);
      handle.once(Janode.EVENT.HANDLE_DETACHED, forget);
      return { connection, handle };
    } catch (err) {
      await connection.close().catch(() => undefined);
      throw err;
    }
  }

  /** Runs one request on the handle, opening the line first when there is none. */
  async run<T>(request: (handle: JanodeHandle, adminKey: string | undefined) => Promise<T>) {
    if (this.closed) throw new JanusRequestError('The media server connection is closed.', null);
    this.line ??= this.open().catch((err: unknown) => {
      this.line = null;
      throw err;
    });
    const { handle } = await this.line;
    try {
      return await request(handle, this.server.adminKey ?? undefined);
    } catch (err) {
      throw asJanusError(err);
    }
  }

  async close() {
    this.closed = true;
    const line = this.line;
    this.line = null;
    if (!line) return;
    const { connection } = await line.catch(() => ({ connection: null }));
    await connection?.close().catch(() => undefined);
  }
}
