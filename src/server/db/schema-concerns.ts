import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { FlagContextLine } from '../../shared/concerns/schemas.js';
import { classroomChat } from './schema-classroom-chat.js';
import { messages } from './schema-messaging.js';
import { scheduledSessions, students, users } from './schema.js';

/*
 * Safeguarding concerns (issue 31 §3, §4, decision 126). A concern is a case only leads read; its
 * history is append-only, as the audit trail is. Links to a child, a message or a lesson fall
 * back to null if the row goes, and an automatic flag keeps the lines around it as its context.
 */

export const concerns = pgTable(
  'concerns',
  {
    id: serial('id').primaryKey(),
    /** Who raised it; null for an automatic flag (and once the account is gone). */
    raisedBy: integer('raised_by').references(() => users.id, { onDelete: 'set null' }),
    category: text('category').notNull(),
    urgency: text('urgency').notNull(),
    description: text('description').notNull(),
    studentId: integer('student_id').references(() => students.id, { onDelete: 'set null' }),
    messageId: integer('message_id').references(() => messages.id, { onDelete: 'set null' }),
    sessionId: integer('session_id').references(() => scheduledSessions.id, {
      onDelete: 'set null',
    }),
    /** The classroom chat line an automatic flag matched. */
    chatLineId: integer('chat_line_id').references(() => classroomChat.id, {
      onDelete: 'set null',
    }),
    /** An automatic flag's matched entries and the lines around the one that matched. */
    context: jsonb('context').$type<{ phrases: string[]; lines: FlagContextLine[] }>(),
    status: text('status').notNull().default('open'),
    outcome: text('outcome'),
    /** The job engine's time (a test's clock in tests), so raising to notice is measurable. */
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull(),
    /** When every lead was told: in the queue, and their emails queued. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('concerns_status_idx').on(t.status, t.id),
    index('concerns_student_idx').on(t.studentId, t.id),
    index('concerns_raised_by_idx').on(t.raisedBy, t.id),
    // A retried flag job finds the concern it raised before.
    uniqueIndex('concerns_flagged_message_idx')
      .on(t.messageId)
      .where(sql`${t.category} = 'automatic_flag'`),
    uniqueIndex('concerns_flagged_chat_idx').on(t.chatLineId),
    index('concerns_unnotified_idx')
      .on(t.raisedAt)
      .where(sql`${t.notifiedAt} is null`),
    check(
      'concerns_status',
      sql`${t.status} in ('open', 'in_progress', 'closed') and (${t.status} = 'closed') = (${t.outcome} is not null)`,
    ),
    check('concerns_urgency', sql`${t.urgency} in ('urgent', 'not_urgent')`),
    check('concerns_description', sql`length(${t.description}) <= 4000`),
  ],
);

/**
 * Who did what to a case and when: raised, notified, a note, an action, a status change. Never
 * changed or removed (a trigger refuses it); the actor is an id without a key, as in the audit trail.
 */
export const concernHistory = pgTable(
  'concern_history',
  {
    id: serial('id').primaryKey(),
    concernId: integer('concern_id')
      .notNull()
      .references(() => concerns.id),
    actorId: integer('actor_id'),
    kind: text('kind').notNull(),
    body: text('body'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('concern_history_concern_idx').on(t.concernId, t.id),
    check(
      'concern_history_kind',
      sql`${t.kind} in ('raised', 'notified', 'note', 'action', 'action_done', 'status')`,
    ),
  ],
);

/** Something to be done about a case, by someone, by a day. */
export const concernActions = pgTable(
  'concern_actions',
  {
    id: serial('id').primaryKey(),
    concernId: integer('concern_id')
      .notNull()
      .references(() => concerns.id),
    description: text('description').notNull(),
    /** Named as typed: a lead, a tutor, or an agency such as the local authority's LADO. */
    owner: text('owner').notNull(),
    dueOn: date('due_on'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('concern_actions_concern_idx').on(t.concernId, t.id)],
);

/** The automatic flags' list, which leads tune, with how often each entry fired. */
export const concernFlagTerms = pgTable(
  'concern_flag_terms',
  {
    id: serial('id').primaryKey(),
    /** Stored normalised (normalisePhrase), so one phrase is one row. */
    phrase: text('phrase').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    fired: integer('fired').notNull().default(0),
    lastFiredAt: timestamp('last_fired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('concern_flag_terms_phrase_idx').on(t.phrase)],
);
