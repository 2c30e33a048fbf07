import Janus, { type JanusJS } from 'janus-gateway';
import adapter from 'webrtc-adapter';
import { feedKindOf } from '../../../shared/classroom/feed-ids.js';

/*
 * One person's connection to a lesson's Janus room (issue 29 §2, decision 118), through the app's
 * signalling proxy: janus.js speaks Janus's JSON API over the WebSocket the ticket opens. One
 * handle publishes the person's microphone and camera, a second (the tutor's) a shared screen as
 * its own feed, so the recording knows it for the screen; one handle a feed receives each other
 * person and screen. Everything else (who may be here, who is muted) is the server's.
 */

export interface RoomTicket {
  signalUrl: string;
  roomId: number;
  /** The feed id the engine reserved for this connection's camera and microphone. */
  feedId?: number;
  /** The feed id a screen share publishes on, where this person may share one. */
  screenFeedId?: number | null;
  displayName: string;
  iceServers: RTCIceServer[];
}

/** Someone else in the room, with the tracks received from them so far. */
export interface RemoteFeed {
  feedId: number;
  displayName: string;
  stream: MediaStream;
  /** Whether this feed is a shared screen. */
  sharing: boolean;
}

export interface RoomEvents {
  /** Joined (again) and publishing. */
  onJoined(): void;
  onFeeds(feeds: RemoteFeed[]): void;
  onLocalStream(stream: MediaStream): void;
  /** The screen share stopped by itself: refused, or ended from the browser's own bar. */
  onScreenStopped(): void;
  /** Someone came in or left, for the live region. */
  onPresence(text: string): void;
  /** The connection dropped: the caller asks for a new ticket and joins again. */
  onDropped(): void;
  /** The tutor removed this person, or ended the lesson: no rejoining. */
  onClosed(reason: 'removed' | 'ended'): void;
}

interface Publisher {
  id: number;
  display?: string;
  streams?: { type: string; mid: string; description?: string }[];
}

/** janus.js needs an absolute ws:// or wss:// address to choose its WebSocket transport. */
export const absoluteSignalUrl = (url: string, location: Location = window.location) =>
  url.startsWith('/')
    ? `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${url}`
    : url;

let initialised: Promise<void> | undefined;
const initJanus = () =>
  (initialised ??= new Promise<void>((resolve) =>
    Janus.init({
      debug: false,
      // janus.js's bundle reads the adapter as a global unless it is handed one.
      dependencies: Janus.useDefaultDependencies({ adapter }),
      callback: resolve,
    }),
  ));

export class JanusRoom {
  private janus: JanusJS.Janus | undefined;
  private publisher: JanusJS.PluginHandle | undefined;
  private screen: JanusJS.PluginHandle | undefined;
  private privateId: number | undefined;
  private readonly feeds = new Map<number, RemoteFeed>();
  private readonly subscribers = new Map<number, JanusJS.PluginHandle>();
  private local = new MediaStream();
  private closed = false;
  private cameraOn: boolean;
  private screenOn = false;

  constructor(
    private readonly ticket: RoomTicket,
    private readonly events: RoomEvents,
    options: { cameraOn: boolean },
  ) {
    this.cameraOn = options.cameraOn;
  }

  async connect() {
    await initJanus();
    this.janus = new Janus({
      server: absoluteSignalUrl(this.ticket.signalUrl),
      iceServers: this.ticket.iceServers,
      destroyOnUnload: true,
      success: () => this.attachPublisher(),
      error: () => this.drop(),
    });
  }

  /** Leaves the room for good (page left, lesson over). */
  leave() {
    this.closed = true;
    this.janus?.destroy({ cleanupHandles: true });
  }

  /** All peer connections, for the statistics a debugging person or a test reads. */
  peerConnections(): RTCPeerConnection[] {
    return [this.publisher, ...this.subscribers.values()]
      .map((handle) => handle?.webrtcStuff.pc)
      .filter((pc): pc is RTCPeerConnection => !!pc);
  }

  setMicrophone(on: boolean) {
    if (on) this.publisher?.unmuteAudio();
    else this.publisher?.muteAudio();
  }

  /** Adds or removes the camera's track, so the camera's light is off while it is off. */
  setCamera(on: boolean) {
    if (on === this.cameraOn) return;
    this.cameraOn = on;
    this.renegotiate([
      on ? { type: 'video', capture: true, recv: false, add: true } : this.cameraRemoval(),
    ]);
  }

  /** Shares a screen on a handle of its own, which joins as a second publisher. */
  setScreen(on: boolean) {
    if (on === this.screenOn) return;
    this.screenOn = on;
    if (on) this.attachScreen();
    else this.stopScreen();
  }

  private stopScreen() {
    this.screenOn = false;
    this.screen?.detach();
    this.screen = undefined;
  }

  private cameraRemoval(): JanusJS.TrackOption {
    const track = this.publisher?.getLocalTracks().find((t) => t.type === 'video');
    return {
      type: 'video',
      capture: false,
      remove: true,
      ...(track?.mid ? { mid: track.mid } : {}),
    };
  }

  private attachScreen() {
    this.janus?.attach({
      plugin: 'janus.plugin.videoroom',
      success: (handle) => {
        if (!this.screenOn) return handle.detach();
        this.screen = handle;
        handle.send({
          message: {
            request: 'join',
            ptype: 'publisher',
            room: this.ticket.roomId,
            display: this.ticket.displayName,
          },
        });
      },
      error: () => this.screenStopped(),
      onmessage: (message, jsep) => {
        const handle = this.screen;
        if (!handle) return;
        if (message.videoroom === 'joined')
          handle.createOffer({
            tracks: [{ type: 'screen', capture: true, recv: false }],
            success: (offer) => handle.send({ message: { request: 'publish' }, jsep: offer }),
            // The person chose no screen, or the browser may not share one.
            error: () => this.screenStopped(),
          });
        if (message.error_code) this.screenStopped();
        if (jsep) handle.handleRemoteJsep({ jsep });
      },
      // Stopped from the browser's own "Stop sharing" bar.
      onlocaltrack: (_track, on) => {
        if (!on) this.screenStopped();
      },
    });
  }

  private screenStopped() {
    if (!this.screenOn) return;
    this.stopScreen();
    this.events.onScreenStopped();
  }

  private attachPublisher() {
    this.janus?.attach({
      plugin: 'janus.plugin.videoroom',
      success: (handle) => {
        this.publisher = handle;
        handle.send({
          message: {
            request: 'join',
            ptype: 'publisher',
            room: this.ticket.roomId,
            ...(this.ticket.feedId === undefined ? {} : { id: this.ticket.feedId }),
            display: this.ticket.displayName,
          },
        });
      },
      error: () => this.drop(),
      iceState: (state) => {
        if (state === 'failed') this.drop();
      },
      onlocaltrack: (track, on) => {
        if (on) this.local.addTrack(track);
        else this.local.removeTrack(track);
        this.local = new MediaStream(this.local.getTracks());
        this.events.onLocalStream(this.local);
      },
      onmessage: (message, jsep) => this.onPublisherMessage(message, jsep),
      oncleanup: () => {
        this.local = new MediaStream();
        this.events.onLocalStream(this.local);
      },
    });
  }

  private onPublisherMessage(message: JanusJS.Message, jsep?: JanusJS.JSEP) {
    const event = message.videoroom as string | undefined;
    if (event === 'joined') {
      this.privateId = message.private_id as number;
      this.publish();
      this.events.onJoined();
      this.subscribeAll(message.publishers as Publisher[] | undefined);
    } else if (event === 'event') {
      this.subscribeAll(message.publishers as Publisher[] | undefined);
      const gone = (message.unpublished ?? message.leaving) as number | string | undefined;
      if (gone === 'ok') this.events.onClosed('removed');
      else if (typeof gone === 'number') this.unsubscribe(gone);
      if (message.error_code === 426 || message.error_code === 428) this.events.onClosed('removed');
    } else if (event === 'destroyed') {
      this.closed = true;
      this.events.onClosed('ended');
    }
    if (jsep) this.publisher?.handleRemoteJsep({ jsep });
  }

  private publish() {
    this.renegotiate(
      [
        { type: 'audio', capture: true, recv: false },
        ...(this.cameraOn ? [{ type: 'video' as const, capture: true, recv: false }] : []),
      ],
      'publish',
    );
  }

  private renegotiate(
    tracks: JanusJS.TrackOption[],
    request: 'publish' | 'configure' = 'configure',
  ) {
    const handle = this.publisher;
    if (!handle) return;
    handle.createOffer({
      tracks,
      success: (jsep) => handle.send({ message: { request }, jsep }),
      error: () => {
        // No camera or microphone to be had (refused, or none): stay in to watch and listen.
        if (request === 'publish') handle.send({ message: { request: 'publish' } });
      },
    });
  }

  private subscribeAll(publishers: Publisher[] | undefined) {
    for (const publisher of publishers ?? []) {
      if (publisher.id === this.ticket.screenFeedId) continue;
      if (this.subscribers.has(publisher.id)) {
        this.feeds.set(publisher.id, {
          ...this.feeds.get(publisher.id)!,
          displayName: publisher.display ?? '',
        });
        continue;
      }
      this.subscribe(publisher);
      this.events.onPresence(`${publisher.display ?? 'Someone'} joined`);
    }
  }

  private subscribe(publisher: Publisher) {
    const feed: RemoteFeed = {
      feedId: publisher.id,
      displayName: publisher.display ?? '',
      stream: new MediaStream(),
      sharing: feedKindOf(publisher.id) === 'tutor-screen',
    };
    this.feeds.set(publisher.id, feed);
    this.janus?.attach({
      plugin: 'janus.plugin.videoroom',
      success: (handle) => {
        this.subscribers.set(publisher.id, handle);
        handle.send({
          message: {
            request: 'join',
            ptype: 'subscriber',
            room: this.ticket.roomId,
            streams: [{ feed: publisher.id }],
            private_id: this.privateId,
          },
        });
      },
      onmessage: (_message, jsep) => {
        const handle = this.subscribers.get(publisher.id);
        if (!jsep || !handle) return;
        handle.createAnswer({
          jsep,
          tracks: [{ type: 'data', capture: false }],
          success: (answer) => handle.send({ message: { request: 'start' }, jsep: answer }),
        });
      },
      onremotetrack: (track, _mid, on) => {
        const current = this.feeds.get(publisher.id);
        if (!current) return;
        const tracks = current.stream.getTracks().filter((t) => t.id !== track.id);
        if (on) tracks.push(track);
        this.feeds.set(publisher.id, { ...current, stream: new MediaStream(tracks) });
        this.emitFeeds();
      },
    });
    this.emitFeeds();
  }

  private unsubscribe(feedId: number) {
    const feed = this.feeds.get(feedId);
    this.subscribers.get(feedId)?.detach();
    this.subscribers.delete(feedId);
    this.feeds.delete(feedId);
    if (feed) this.events.onPresence(`${feed.displayName || 'Someone'} left`);
    this.emitFeeds();
  }

  private emitFeeds() {
    this.events.onFeeds([...this.feeds.values()]);
  }

  private drop() {
    if (this.closed) return;
    this.closed = true;
    this.janus?.destroy({ cleanupHandles: true, notifyDestroyed: false });
    this.events.onDropped();
  }
}
