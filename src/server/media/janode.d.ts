/*
 * The part of Meetecho's janode (plain JavaScript, no types of its own) that the control line
 * uses: a WebSocket connection, a session with its keep-alive, and a VideoRoom handle.
 */
declare module 'janode' {
  import type { EventEmitter } from 'node:events';

  export interface JanodeServer {
    url: string;
    apisecret?: string;
  }
  export interface JanodeConfig {
    address: JanodeServer | JanodeServer[];
    /** Seconds between attempts to open the WebSocket, and how many more attempts after the first. */
    retry_time_secs?: number;
    max_retries?: number;
  }
  export interface JanodeHandle extends EventEmitter {
    readonly id: number;
    /** A plugin request; resolves with Janus's whole answer, rejects on a Janus or plugin error. */
    message(
      body: Record<string, unknown>,
    ): Promise<{ plugindata?: { data?: Record<string, unknown> } }>;
    detach(): Promise<void>;
  }
  export interface JanodeSession extends EventEmitter {
    readonly id: number;
    attach<H extends JanodeHandle>(plugin: {
      id: string;
      Handle: new (...args: never[]) => H;
    }): Promise<H>;
    destroy(): Promise<void>;
  }
  export interface JanodeConnection extends EventEmitter {
    /** Opens a session that sends a keep-alive every `keepaliveSecs`. */
    create(keepaliveSecs?: number): Promise<JanodeSession>;
    close(): Promise<void>;
  }
  const Janode: {
    connect(config: JanodeConfig): Promise<JanodeConnection>;
    Logger: {
      setLevel(level: 'none' | 'error' | 'warning' | 'info' | 'verbose' | 'debug'): string;
    };
    EVENT: {
      CONNECTION_CLOSED: string;
      CONNECTION_ERROR: string;
      SESSION_DESTROYED: string;
      HANDLE_DETACHED: string;
    };
  };
  export default Janode;
}

declare module 'janode/plugins/videoroom' {
  import type { JanodeHandle } from 'janode';

  type Room = { room: number };
  export interface VideoRoomHandle extends JanodeHandle {
    exists(req: Room): Promise<{ exists: boolean }>;
    allow(
      req: Room & { secret: string; action: 'add' | 'remove'; list: string[] },
    ): Promise<unknown>;
    kick(req: Room & { secret: string; feed: number }): Promise<unknown>;
    destroy(req: Room & { secret: string }): Promise<unknown>;
  }
  const VideoRoomPlugin: { id: string; Handle: new (...args: never[]) => VideoRoomHandle };
  export default VideoRoomPlugin;
}
