import { eq, exists, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { CHAT_MSG } from '../../../shared/classroom/chat-messages.js';
import type { cursorQuerySchema } from '../../../shared/pagination.js';
import type { Db } from '../../db/client.js';
import { classroomChat } from '../../db/schema-classroom-chat.js';
import { classes, scheduledSessions, users } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { keysetRows, microsOf, pageFrom, timeCursorOf } from '../../http/keyset.js';

/*
 * The safeguarding team's reading of lessons' classroom chats (issue 29 §2), as it reads
 * messaging (decision 056): a list that shows no chat text, and a lesson's lines only after the
 * admin opened it with a reason in the last hour.
 */

const selectLessons = (db: Db) =>
  db
    .select({
      sessionId: scheduledSessions.id,
      title: scheduledSessions.title,
      subject: scheduledSessions.subject,
      className: classes.name,
      scheduledFor: scheduledSessions.scheduledFor,
      tutorName: sql<string>`coalesce(${users.fullName}, ${users.username})`,
      micros: microsOf(scheduledSessions.scheduledFor),
    })
    .from(scheduledSessions)
    .innerJoin(users, eq(users.id, scheduledSessions.tutorId))
    .leftJoin(classes, eq(classes.id, scheduledSessions.classId));

type LessonRow = Awaited<ReturnType<ReturnType<typeof selectLessons>['execute']>>[number];
const present = ({ micros: _micros, ...lesson }: LessonRow) => lesson;

/** Lessons with at least one chat line, latest lesson first. */
export async function lessonsWithChat(db: Db, query: z.output<typeof cursorQuerySchema>) {
  const rows = await keysetRows(
    selectLessons(db).$dynamic(),
    { direction: 'desc', time: scheduledSessions.scheduledFor, id: scheduledSessions.id },
    query,
    exists(
      db
        .select({ one: sql`1` })
        .from(classroomChat)
        .where(eq(classroomChat.sessionId, scheduledSessions.id)),
    ),
  );
  return pageFrom(rows, query.pageSize, (row) => timeCursorOf(row.micros, row.sessionId), present);
}

/** One lesson as the list shows it, or 404. */
export async function lessonChat(db: Db, sessionId: number) {
  const [row] = await selectLessons(db).where(eq(scheduledSessions.id, sessionId));
  if (!row) throw notFound(CHAT_MSG.notFound);
  return present(row);
}
