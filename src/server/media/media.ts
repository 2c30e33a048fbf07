import { createHmac } from 'node:crypto';
import type { MediaConfig } from '../config.js';
import { janusInstalled, MISSING_JANUS } from './janus-process.js';
import { JanusControl, type JanusServer } from './janus-control.js';

/** Whether live lessons can run here, and if not, what to do about it. */
export type MediaStatus = { available: true } | { available: false; reason: string };

export interface IceServer {
  urls: string[];
  username?: string;
  credential?: string;
}

/** How long a browser's TURN credential lasts: a lesson and its reconnects. */
const TURN_CREDENTIAL_SECONDS = 4 * 60 * 60;

export interface Media {
  status(): MediaStatus;
  /** The server a new room goes to: rooms spread over the servers by session. */
  serverFor(sessionId: number): string;
  /** The control line to the server a room is pinned to. */
  control(url: string): JanusControl;
  /** What the proxy adds to each request for Janus. */
  apiSecret: string | null;
  /** The STUN and TURN servers for one person's browser. */
  iceServers(personKey: string, now: Date): IceServer[];
  close(): Promise<void>;
}

const NO_JANUS_URL =
  'Live lessons need a media server: set JANUS_URL to your Janus servers (docs/operations.md).';

/** The media servers of this app server, from MEDIA settings (a local Janus fills them in at start). */
export function createMedia(
  config: MediaConfig,
  { localEvaluation }: { localEvaluation: boolean },
) {
  const controls = new Map<string, JanusControl>();
  const server = (url: string): JanusServer => ({
    url,
    apiSecret: config.janusApiSecret,
    adminKey: config.janusAdminKey,
  });
  const media: Media = {
    status() {
      if (config.janusUrls.length > 0) return { available: true };
      const reason = localEvaluation || !janusInstalled() ? MISSING_JANUS : NO_JANUS_URL;
      return { available: false, reason };
    },
    serverFor: (sessionId) => config.janusUrls[sessionId % config.janusUrls.length]!,
    control(url) {
      let control = controls.get(url);
      if (!control) {
        control = new JanusControl(server(url));
        controls.set(url, control);
      }
      return control;
    },
    apiSecret: config.janusApiSecret,
    iceServers(personKey, now) {
      if (config.turnUrls.length === 0) return [];
      if (!config.turnSecret) return [{ urls: config.turnUrls }];
      // coturn's "TURN REST API": the user name is the expiry time, the password its HMAC.
      const expires = Math.floor(now.getTime() / 1000) + TURN_CREDENTIAL_SECONDS;
      const username = `${expires}:${personKey}`;
      const credential = createHmac('sha1', config.turnSecret).update(username).digest('base64');
      return [{ urls: config.turnUrls, username, credential }];
    },
    async close() {
      await Promise.all([...controls.values()].map((c) => c.close()));
      controls.clear();
    },
  };
  return media;
}
