import { streamsOfOffer, type Streams } from './presence.js';

/*
 * What the signalling proxy lets through (issue 29 §2, decision 116). Each connection holds one
 * ticket's admission to one room, and may only do what a participant needs there: one Janus
 * session, VideoRoom handles, and joins, publishing, subscribing and leaving in that room. The
 * proxy writes the rest: the API secret, this ticket's token for the room's allowed list, the
 * participant's name and feed ids. Creating, destroying, moderating, kicking, recording and
 * forwarding are the server's, with the room's secret, which never reaches a browser.
 */

type Json = Record<string, unknown>;

export interface SignalContext {
  roomId: number;
  /** This connection's camera-and-microphone feed: its first publisher gets it. */
  feedBase: number;
  /** Its screen share's feed, a second publisher; null where no screen may be shared. */
  screenFeed: number | null;
  displayName: string;
  janusToken: string;
  apiSecret: string | null;
}

/** The VideoRoom requests a participant sends on their handles. */
const PARTICIPANT_REQUESTS = new Set([
  'join',
  'joinandconfigure',
  'configure',
  'publish',
  'unpublish',
  'start',
  'pause',
  'switch',
  'update',
  'leave',
]);
const SESSION_REQUESTS = new Set(['keepalive', 'destroy']);
const HANDLE_REQUESTS = new Set(['trickle', 'detach', 'hangup']);
/** Fields of a request that only the server may set. */
const SERVER_FIELDS = ['record', 'filename', 'secret', 'admin_key', 'pin', 'token', 'id'];
const MAX_HANDLES = 8;

export type Verdict = { forward: Json } | { refuse: string };
export type SignalEvent =
  | { kind: 'joined'; feedId: number }
  | { kind: 'published'; feedId: number; streams: Streams }
  | { kind: 'answered'; feedId: number }
  | { kind: 'left'; feedId: number }
  | { kind: 'destroyed' };

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export class SignalFilter {
  private session: number | null = null;
  private creating: string | null = null;
  private readonly attaching = new Set<string>();
  private readonly handles = new Set<number>();
  /** Publisher handles and the feed id each joined with. */
  private readonly feeds = new Map<number, number>();

  constructor(private readonly ctx: SignalContext) {}

  /** A browser's message: forwarded as rewritten, or refused with a reason. */
  fromClient(message: unknown): Verdict {
    if (!isObject(message) || typeof message.janus !== 'string') return { refuse: 'Not JSON API.' };
    if (typeof message.transaction !== 'string' || message.transaction.length > 64)
      return { refuse: 'A transaction is required.' };
    const janus = message.janus;
    const out: Json = { ...message };
    delete out.apisecret;
    delete out.token;
    if (this.ctx.apiSecret) out.apisecret = this.ctx.apiSecret;
    if (janus === 'create') {
      if (this.session !== null || this.creating) return { refuse: 'One session a connection.' };
      this.creating = message.transaction;
      return { forward: out };
    }
    if (this.session === null || message.session_id !== this.session)
      return { refuse: 'Not your session.' };
    if (SESSION_REQUESTS.has(janus)) return { forward: out };
    if (janus === 'attach') {
      if (message.plugin !== 'janus.plugin.videoroom') return { refuse: 'Only the VideoRoom.' };
      if (this.handles.size + this.attaching.size >= MAX_HANDLES)
        return { refuse: 'Too many handles.' };
      this.attaching.add(message.transaction);
      return { forward: out };
    }
    const handle = typeof message.handle_id === 'number' ? message.handle_id : null;
    if (handle === null || !this.handles.has(handle)) return { refuse: 'Not your handle.' };
    if (HANDLE_REQUESTS.has(janus)) return { forward: out };
    if (janus !== 'message' || !isObject(message.body)) return { refuse: 'Not allowed.' };
    const body = this.body(handle, message.body);
    if ('refuse' in body) return body;
    out.body = body.forward;
    return { forward: out };
  }

  private body(handle: number, body: Json): Verdict {
    const request = body.request;
    if (typeof request !== 'string' || !PARTICIPANT_REQUESTS.has(request))
      return { refuse: 'Not allowed in a classroom.' };
    if (body.room !== undefined && body.room !== this.ctx.roomId)
      return { refuse: 'Not your room.' };
    const out: Json = { ...body };
    for (const field of SERVER_FIELDS) delete out[field];
    if (out.display !== undefined) out.display = this.displayFor(handle);
    if (request === 'join' || request === 'joinandconfigure') {
      out.room = this.ctx.roomId;
      out.token = this.ctx.janusToken;
      if (body.ptype === 'publisher') {
        const feed = this.feeds.get(handle) ?? this.nextFeed();
        if (feed === null) return { refuse: 'Too many feeds.' };
        this.feeds.set(handle, feed);
        out.id = feed;
        out.display = this.displayFor(handle);
      } else if (body.ptype !== 'subscriber') {
        return { refuse: 'Join as a publisher or a subscriber.' };
      }
    }
    return { forward: out };
  }

  /** The camera's feed first, then the screen's, then none. */
  private nextFeed() {
    const taken = new Set(this.feeds.values());
    if (!taken.has(this.ctx.feedBase)) return this.ctx.feedBase;
    return this.ctx.screenFeed !== null && !taken.has(this.ctx.screenFeed)
      ? this.ctx.screenFeed
      : null;
  }

  private displayFor(handle: number) {
    return this.feeds.get(handle) === this.ctx.screenFeed
      ? `${this.ctx.displayName} (screen)`
      : this.ctx.displayName;
  }

  /** The participant's own camera-and-microphone feed, whose presence is theirs. */
  get mainFeed() {
    return this.ctx.feedBase;
  }

  /** The streams a publisher's offer carries, when the message sends one on the main feed. */
  offerOf(message: unknown): SignalEvent | null {
    if (!isObject(message) || !isObject(message.jsep) || message.jsep.type !== 'offer') return null;
    const handle = message.handle_id;
    if (typeof handle !== 'number' || this.feeds.get(handle) !== this.ctx.feedBase) return null;
    const sdp = message.jsep.sdp;
    if (typeof sdp !== 'string') return null;
    return { kind: 'published', feedId: this.ctx.feedBase, streams: streamsOfOffer(sdp) };
  }

  /** Janus's message to the browser: learns the session and handles, and reports presence. */
  fromJanus(message: unknown): SignalEvent[] {
    if (!isObject(message)) return [];
    const data = isObject(message.data) ? message.data : null;
    if (message.janus === 'success' && typeof data?.id === 'number') {
      if (message.transaction === this.creating) {
        this.session = data.id;
        this.creating = null;
      } else if (
        typeof message.transaction === 'string' &&
        this.attaching.delete(message.transaction)
      ) {
        this.handles.add(data.id);
      }
    }
    if (message.janus === 'error' && typeof message.transaction === 'string') {
      if (message.transaction === this.creating) this.creating = null;
      this.attaching.delete(message.transaction);
    }
    const sender = typeof message.sender === 'number' ? message.sender : null;
    const plugin =
      isObject(message.plugindata) && isObject(message.plugindata.data)
        ? message.plugindata.data
        : null;
    if (!plugin) return [];
    if (plugin.videoroom === 'destroyed') return [{ kind: 'destroyed' }];
    const mine = sender !== null && this.feeds.get(sender) === this.ctx.feedBase;
    if (!mine) return [];
    if (plugin.videoroom === 'joined' && plugin.id === this.ctx.feedBase)
      return [{ kind: 'joined', feedId: this.ctx.feedBase }];
    if (plugin.leaving === 'ok' || plugin.leaving === this.ctx.feedBase)
      return [{ kind: 'left', feedId: this.ctx.feedBase }];
    if (isObject(message.jsep) && message.jsep.type === 'answer')
      return [{ kind: 'answered', feedId: this.ctx.feedBase }];
    return [];
  }
}
