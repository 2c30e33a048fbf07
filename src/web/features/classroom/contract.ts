import type { RoomTicket } from './janus-room.js';

/*
 * The engine's admission answers (issue 29 contract), as the classroom page reads them. The
 * engine's zod schemas are the source; these are the fields the page uses.
 */

export type ClassroomStatusKind = 'unavailable' | 'not-open' | 'open' | 'ended';
export type FeedRole = 'tutor' | 'pupil' | 'admin';

export interface ClassroomParticipant {
  id: number;
  displayName: string;
  role: FeedRole;
  state: 'admitted' | 'waiting' | 'removed';
  inRoom: boolean;
}

export interface ClassroomStatus {
  status: ClassroomStatusKind;
  opensAt: string;
  reason?: string;
  me: { role: FeedRole; canModerate: boolean };
  locked: boolean;
  /** Pupils' cameras on when they come in: the class's setting. */
  camerasOn?: boolean;
  participants?: ClassroomParticipant[];
}

export interface ClassroomTicket extends RoomTicket {
  ticket: string;
  feedRole: FeedRole;
  waiting: boolean;
}

export const TUTOR_CONTROLS = [
  'mute',
  'camera-off',
  'remove',
  'lock',
  'unlock',
  'admit',
  'end',
] as const;
export type TutorControl = (typeof TUTOR_CONTROLS)[number];
