import { JanusRequestError, openJanusLine, type JanusLine } from './janus-client.js';

export { JanusRequestError };

export interface JanusServer {
  url: string;
  apiSecret: string | null;
  adminKey: string | null;
}

const NO_SUCH_ROOM = 426;
export const isNoSuchRoom = (err: unknown) =>
  err instanceof JanusRequestError && err.code === NO_SUCH_ROOM;

/**
 * One app server's control line to one Janus server, opened on first use. When it closes (Janus
 * restarted, a network drop), the next request opens a new one: that is the reconnect.
 */
export class JanusControl {
  private line: Promise<JanusLine> | null = null;
  private closed = false;

  constructor(readonly server: JanusServer) {}

  private async open() {
    const line = await openJanusLine(this.server.url, this.server.apiSecret);
    line.onClose(() => {
      this.line = null;
    });
    return line;
  }

  /** A VideoRoom request; the admin key goes with it, as room creation needs. */
  async request(body: Record<string, unknown>) {
    if (this.closed) throw new JanusRequestError('The media server connection is closed.', null);
    this.line ??= this.open().catch((err: unknown) => {
      this.line = null;
      throw err;
    });
    const line = await this.line;
    return line.request(body);
  }

  get adminKey() {
    return this.server.adminKey;
  }

  async close() {
    this.closed = true;
    const line = this.line;
    this.line = null;
    (await line?.catch(() => null))?.close();
  }
}
