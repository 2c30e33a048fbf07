import { and, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { chatQuerySchema } from '../../../shared/classroom/chat.js';
import type { Db } from '../../db/client.js';
import { classroomChat } from '../../db/schema-classroom-chat.js';
import { keysetRows, pageFrom } from '../../http/keyset.js';
import type { ClassroomMember } from '../../policies/classroom-members.js';

type ChatRow = typeof classroomChat.$inferSelect;

const present = (readerId: number) => (row: ChatRow) => ({
  id: row.id,
  kind: row.kind as 'message' | 'hand-raised' | 'hand-lowered',
  body: row.body,
  authorId: row.authorId,
  authorName: row.authorName,
  mine: row.authorId === readerId,
  createdAt: row.createdAt,
});

/** The chat of a session after the cursor, oldest first, with the hands up now. */
export async function chatPage(
  db: Db,
  sessionId: number,
  readerId: number,
  query: z.output<typeof chatQuerySchema>,
) {
  const rows = await keysetRows(
    db.select().from(classroomChat).$dynamic(),
    { direction: 'asc', id: classroomChat.id },
    query,
    eq(classroomChat.sessionId, sessionId),
  );
  return {
    ...pageFrom(rows, query.pageSize, (row) => String(row.id), present(readerId)),
    raisedHands: await raisedHands(db, sessionId),
  };
}

/** Each person's latest hand line in the lesson, or of the `authors` given only. */
const latestHands = (db: Db, sessionId: number, authors?: number[]) =>
  db
    .selectDistinctOn([classroomChat.authorId], {
      authorId: classroomChat.authorId,
      authorName: classroomChat.authorName,
      studentId: classroomChat.studentId,
      kind: classroomChat.kind,
      raisedAt: classroomChat.createdAt,
    })
    .from(classroomChat)
    .where(
      and(
        eq(classroomChat.sessionId, sessionId),
        inArray(classroomChat.kind, ['hand-raised', 'hand-lowered']),
        authors && inArray(classroomChat.authorId, authors),
      ),
    )
    .orderBy(classroomChat.authorId, desc(classroomChat.id))
    .as('latest');

/** Each person's latest hand line, kept where it says raised: at most 100, earliest first. */
async function raisedHands(db: Db, sessionId: number) {
  const latest = latestHands(db, sessionId);
  return db
    .select({
      authorId: latest.authorId,
      authorName: latest.authorName,
      raisedAt: latest.raisedAt,
    })
    .from(latest)
    .where(eq(latest.kind, 'hand-raised'))
    .orderBy(latest.raisedAt)
    .limit(100);
}

/**
 * Lowers the hands that are up among `userIds`, under the names they were raised with: the tutor
 * has let those pupils speak, which answers the hand (decision 118).
 */
export async function lowerHands(db: Db, sessionId: number, userIds: number[]) {
  if (userIds.length === 0) return;
  const latest = latestHands(db, sessionId, userIds);
  const raised = await db
    .select({
      authorId: latest.authorId,
      authorName: latest.authorName,
      studentId: latest.studentId,
    })
    .from(latest)
    .where(eq(latest.kind, 'hand-raised'));
  if (raised.length === 0) return;
  await db
    .insert(classroomChat)
    .values(raised.map((hand) => ({ ...hand, sessionId, kind: 'hand-lowered', body: null })));
}

/** Writes one line as the member, answering it as its reader sees it. */
export async function addLine(
  db: Db,
  member: ClassroomMember,
  authorId: number,
  line: { kind: ChatRow['kind']; body: string | null },
) {
  const [row] = await db
    .insert(classroomChat)
    .values({
      sessionId: member.session.id,
      authorId,
      studentId: member.studentId,
      authorName: member.displayName,
      ...line,
    })
    .returning();
  return present(authorId)(row!);
}

/** The name a person's hand was raised under in this lesson, if they wrote any line. */
export async function nameInLesson(db: Db, sessionId: number, userId: number) {
  const [row] = await db
    .select({ name: classroomChat.authorName, studentId: classroomChat.studentId })
    .from(classroomChat)
    .where(and(eq(classroomChat.sessionId, sessionId), eq(classroomChat.authorId, userId)))
    .orderBy(desc(classroomChat.id))
    .limit(1);
  return row;
}
