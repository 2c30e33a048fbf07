/* The part of janode (which ships no types) that the media runtime uses. */
declare module 'janode' {
  import type { EventEmitter } from 'node:events';

  export interface JanodeHandle extends EventEmitter {
    message(body: Record<string, unknown>): Promise<{ event?: string; data?: unknown }>;
    create(params: Record<string, unknown>): Promise<unknown>;
    destroy(params: Record<string, unknown>): Promise<unknown>;
    allow(params: {
      room: number;
      action: 'enable' | 'disable' | 'add' | 'remove';
      list?: string[];
      secret?: string;
    }): Promise<unknown>;
    kick(params: { room: number; feed: number; secret?: string }): Promise<unknown>;
    listParticipants(params: {
      room: number;
      secret?: string;
    }): Promise<{ participants: { feed: number; display?: string }[] }>;
    detach(): Promise<void>;
  }
  export interface JanodeSession extends EventEmitter {
    attach(plugin: unknown): Promise<JanodeHandle>;
    destroy(): Promise<void>;
  }
  export interface JanodeConnection extends EventEmitter {
    create(keepaliveSeconds?: number): Promise<JanodeSession>;
    close(): Promise<void>;
  }
  const Janode: {
    connect(config: {
      address: { url: string; apisecret?: string };
      retry_time_secs?: number;
      max_retries?: number;
    }): Promise<JanodeConnection>;
    Logger: { setLevel(level: string): string };
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
  const VideoRoomPlugin: { id: string };
  export default VideoRoomPlugin;
}
