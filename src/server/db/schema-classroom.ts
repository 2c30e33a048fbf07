import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { scheduledSessions, students, users } from './schema.js';

/* The live classroom (issue 29, decision 116): rooms on Janus, who is in them, and their tickets. */

const at = (name: string) => timestamp(name, { withTimezone: true });
const sessionId = () =>
  integer('session_id')
    .notNull()
    .references(() => scheduledSessions.id, { onDelete: 'cascade' });

/**
 * A session's Janus room: pinned to one server, so every app server finds it, with the room's
 * secret, which never leaves the server.
 */
export const classroomRooms = pgTable(
  'classroom_rooms',
  {
    sessionId: integer('session_id')
      .primaryKey()
      .references(() => scheduledSessions.id, { onDelete: 'cascade' }),
    serverUrl: text('server_url').notNull(),
    roomId: bigint('room_id', { mode: 'number' }).notNull(),
    secret: text('secret').notNull(),
    locked: boolean('locked').notNull().default(false),
    openedAt: at('opened_at').notNull().defaultNow(),
    endedAt: at('ended_at'),
  },
  (t) => [
    uniqueIndex('classroom_rooms_room_idx').on(t.serverUrl, t.roomId),
    index('classroom_rooms_open_idx')
      .on(t.sessionId)
      .where(sql`${t.endedAt} is null`),
  ],
);

export const PARTICIPANT_STATES = ['admitted', 'waiting', 'removed'] as const;
export type ParticipantState = (typeof PARTICIPANT_STATES)[number];

/**
 * One person at one lesson: a pupil (by their profile, whoever of the family opened it) or a
 * member of staff. Their presence (first join, last leave) fills the register; their state says
 * whether they may be in the room or wait for the tutor.
 */
export const classroomParticipants = pgTable(
  'classroom_participants',
  {
    id: serial('id').primaryKey(),
    sessionId: sessionId(),
    /** `s:<student id>` for a pupil, `u:<user id>` for staff: one row a person, however they came in. */
    personKey: text('person_key').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    studentId: integer('student_id').references(() => students.id, { onDelete: 'cascade' }),
    role: text('role').$type<'tutor' | 'pupil' | 'admin'>().notNull(),
    displayName: text('display_name').notNull(),
    state: text('state').$type<ParticipantState>().notNull(),
    inRoom: boolean('in_room').notNull().default(false),
    /**
     * The tutor muted this pupil: Janus drops their microphone, on every feed they publish this
     * lesson, until the tutor lets them speak (decision 118).
     */
    muted: boolean('muted').notNull().default(false),
    /**
     * The tutor turned their camera off: it stays off on every feed they publish in this lesson,
     * a reload too, until the tutor allows it again (decision 118).
     */
    cameraOff: boolean('camera_off').notNull().default(false),
    /** Their camera-and-microphone feed in the room now, and its streams, for the tutor's controls. */
    feedId: bigint('feed_id', { mode: 'number' }),
    audioMids: text('audio_mids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    videoMids: text('video_mids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    firstJoinedAt: at('first_joined_at'),
    lastJoinedAt: at('last_joined_at'),
    lastLeftAt: at('last_left_at'),
  },
  (t) => [
    uniqueIndex('classroom_participants_person_idx').on(t.sessionId, t.personKey),
    index('classroom_participants_student_idx').on(t.studentId),
    index('classroom_participants_user_idx').on(t.userId),
    check(
      'classroom_participants_state_check',
      sql`${t.state} in ('admitted', 'waiting', 'removed')`,
    ),
    check('classroom_participants_role_check', sql`${t.role} in ('tutor', 'pupil', 'admin')`),
  ],
);

/**
 * A single-use admission to one room for one participant: only its hash is kept, it lasts a
 * minute, and the proxy marks it used as it lets the connection in.
 */
export const classroomTickets = pgTable(
  'classroom_tickets',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    participantId: integer('participant_id')
      .notNull()
      .references(() => classroomParticipants.id, { onDelete: 'cascade' }),
    /** The token added to the room's allowed list for this connection's joins. */
    janusToken: text('janus_token').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('classroom_tickets_hash_idx').on(t.tokenHash),
    index('classroom_tickets_participant_idx').on(t.participantId),
    index('classroom_tickets_expires_idx').on(t.expiresAt),
  ],
);
