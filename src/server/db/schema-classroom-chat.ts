import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { scheduledSessions, students, users } from './schema.js';

/*
 * The classroom's chat and raised hands (issue 29 §2, decision 118): kept with the session, so the
 * safeguarding team reads them as it reads messaging, and a family's export and erasure hold them.
 */

/** One line of a lesson's chat, or a hand raised or lowered: the latest hand line of a person wins. */
export const classroomChat = pgTable(
  'classroom_chat',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => scheduledSessions.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The child a parent or student is in the lesson as; null for the tutor and admins. */
    studentId: integer('student_id').references(() => students.id, { onDelete: 'cascade' }),
    /** The name shown to the class when the line was written. */
    authorName: text('author_name').notNull(),
    kind: text('kind').notNull(),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('classroom_chat_session_idx').on(t.sessionId, t.id),
    index('classroom_chat_author_idx').on(t.authorId),
    index('classroom_chat_student_idx').on(t.studentId),
    check('classroom_chat_kind', sql`${t.kind} in ('message', 'hand-raised', 'hand-lowered')`),
    check(
      'classroom_chat_body',
      sql`(${t.kind} = 'message') = (${t.body} is not null) and length(${t.body}) <= 1000`,
    ),
  ],
);
