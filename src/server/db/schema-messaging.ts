import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { students, users } from './schema.js';

/** A parent and a tutor writing about one of the parent's children (issue 16). */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by an admin: nobody can write until it is lifted. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspendedBy: integer('suspended_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('conversations_pair_idx').on(t.parentId, t.tutorId, t.studentId),
    index('conversations_parent_idx').on(t.parentId, t.lastMessageAt, t.id),
    index('conversations_tutor_idx').on(t.tutorId, t.lastMessageAt, t.id),
    index('conversations_last_idx').on(t.lastMessageAt, t.id),
  ],
);

/** Every message is kept; a withdrawn one keeps its text for the safeguarding team only. */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.id),
    index('messages_sender_idx').on(t.senderId, t.sentAt),
    index('messages_body_trgm').using('gin', t.body.op('gin_trgm_ops')),
    check('messages_body_length_check', sql`char_length(${t.body}) between 1 and 2000`),
  ],
);

/** How far each side has read: unread counts are the messages after it from the other side. */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
    /** When the last new-message email went out, so there is at most one per 15 minutes. */
    lastEmailedAt: timestamp('last_emailed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_reads_user_idx').on(t.userId),
  ],
);

/** A message either side reported: the admins' safeguarding queue. */
export const messageReports = pgTable(
  'message_reports',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    reportedBy: integer('reported_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('message_reports_once_idx').on(t.messageId, t.reportedBy),
    index('message_reports_open_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.resolvedAt} is null`),
  ],
);
