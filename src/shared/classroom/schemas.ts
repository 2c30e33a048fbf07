import { z } from 'zod';
import { dateTime, type Wire } from '../api/contract.js';
import { idField } from '../validation.js';
import { CLASSROOM_MSG } from './messages.js';

/* The live classroom's contract (issue 29, decision 116). */

export const FEED_ROLES = ['tutor', 'pupil', 'admin'] as const;
export const feedRoleSchema = z.enum(FEED_ROLES);
export type FeedRole = z.infer<typeof feedRoleSchema>;

export const CLASSROOM_STATUSES = ['unavailable', 'not-open', 'open', 'ended'] as const;

export const participantSchema = z.object({
  id: z.number().int(),
  displayName: z.string(),
  role: feedRoleSchema,
  state: z.enum(['admitted', 'waiting', 'removed']),
  inRoom: z.boolean(),
  /** The tutor muted them; only the tutor lets them speak again (decision 118). */
  muted: z.boolean(),
  /** The tutor turned their camera off; only the tutor allows it again. */
  cameraOff: z.boolean(),
  firstJoinedAt: dateTime.nullable(),
  lastLeftAt: dateTime.nullable(),
});
export type Participant = Wire<typeof participantSchema>;

/** GET /api/sessions/:id/classroom: whether the room is open, and to the tutor who is there. */
export const classroomStatusSchema = z.object({
  status: z.enum(CLASSROOM_STATUSES),
  opensAt: dateTime,
  endsAt: dateTime,
  reason: z.string().optional(),
  me: z.object({
    role: feedRoleSchema,
    canModerate: z.boolean(),
    /** Held in the waiting room: early, the room locked, or removed until the tutor admits them. */
    waiting: z.boolean(),
    /** The tutor muted this pupil: their microphone stays off until the tutor lets them speak. */
    muted: z.boolean(),
    /** The tutor turned this pupil's camera off: it stays off until the tutor allows it. */
    cameraOff: z.boolean(),
  }),
  locked: z.boolean(),
  /** Pupils come in with their camera on: their class's setting (decision 118). */
  camerasOn: z.boolean(),
  /** What the page heads itself with: the lesson, and its class when it has one. */
  lesson: z.object({
    title: z.string(),
    subject: z.string(),
    scheduledFor: dateTime,
    duration: z.number().int(),
    className: z.string().nullable(),
  }),
  /** For the tutor and admins: everyone who came or is waiting, at most a class's worth and staff. */
  participants: z.array(participantSchema).max(200).optional(),
});
export type ClassroomStatus = Wire<typeof classroomStatusSchema>;

/** A parent names the child joining; everyone else sends nothing. */
export const ticketRequestSchema = z.object({
  studentId: idField(CLASSROOM_MSG.childNotFound).optional(),
});
export type TicketRequest = z.input<typeof ticketRequestSchema>;

export const iceServerSchema = z.object({
  urls: z.array(z.string()),
  username: z.string().optional(),
  credential: z.string().optional(),
});

/** A single-use admission for one connection to the signalling proxy. */
export const ticketSchema = z.object({
  ticket: z.string(),
  /** The WebSocket janus.js connects to as its server (ticket included). */
  signalUrl: z.string(),
  roomId: z.number().int(),
  /** This connection's camera-and-microphone feed id in the room. */
  feedId: z.number().int(),
  /** The feed id a screen share publishes on; null for pupils, who share no screen. */
  screenFeedId: z.number().int().nullable(),
  feedRole: feedRoleSchema,
  displayName: z.string(),
  iceServers: z.array(iceServerSchema),
  /** True: the proxy will not let this ticket in yet; wait (GET the classroom) and ask again. */
  waiting: z.boolean(),
});
export type Ticket = Wire<typeof ticketSchema>;

/** A tutor's control: one participant, or (mute and allow-speak) every pupil when none is named. */
export const controlRequestSchema = z.object({
  participantId: idField(CLASSROOM_MSG.participantNotFound).optional(),
});
export type ControlRequest = z.input<typeof controlRequestSchema>;

export const CONTROLS = [
  'mute',
  'allow-speak',
  'camera-off',
  'allow-camera',
  'remove',
  'lock',
  'unlock',
  'admit',
  'end',
] as const;
export type Control = (typeof CONTROLS)[number];
