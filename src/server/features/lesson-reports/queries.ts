import { and, eq, inArray, sql } from 'drizzle-orm';
import type { IdCursor } from '../../../shared/pagination.js';
import type { Db } from '../../db/client.js';
import { lessonReportComments, lessonReports } from '../../db/schema-attendance.js';
import { scheduledSessions, students } from '../../db/schema.js';
import { keysetRows, pageFrom } from '../../http/keyset.js';
import { onRegisterJoin, pupilName, withOwnAccount } from '../../sessions/expected.js';
import { profilesOf } from '../../policies/sessions.js';
import type { SessionUser } from '../../identity/guard.js';

type Session = typeof scheduledSessions.$inferSelect;

interface Page {
  cursor?: IdCursor | undefined;
  pageSize: number;
}

const comment = and(
  eq(lessonReportComments.sessionId, scheduledSessions.id),
  eq(lessonReportComments.studentId, students.id),
);

const commentRow = {
  id: students.id,
  name: pupilName,
  comment: lessonReportComments.comment,
};

const page = <R extends { id: number }>(rows: R[], pageSize: number) =>
  pageFrom(
    rows,
    pageSize,
    (row) => String(row.id),
    (row) => row,
  );

export async function findReport(db: Db, sessionId: number) {
  const [report] = await db
    .select({
      covered: lessonReports.covered,
      homework: lessonReports.homework,
      updatedAt: lessonReports.updatedAt,
    })
    .from(lessonReports)
    .where(eq(lessonReports.sessionId, sessionId));
  return report ?? null;
}

/** Every pupil on the session's register (expected, or joined), by id, with the tutor's comment where there is one. */
export async function expectedWithComments(db: Db, sessionId: number, { cursor, pageSize }: Page) {
  const rows = await keysetRows(
    db
      .select(commentRow)
      .from(scheduledSessions)
      .innerJoin(students, onRegisterJoin)
      .leftJoin(...withOwnAccount)
      .leftJoin(lessonReportComments, comment)
      .$dynamic(),
    { direction: 'asc', id: students.id },
    { cursor, pageSize },
    eq(scheduledSessions.id, sessionId),
  );
  return page(rows, pageSize);
}

/** The comments on the caller's own children, or on the student themselves: never anyone else's. */
export async function ownComments(
  db: Db,
  user: SessionUser,
  sessionId: number,
  { cursor, pageSize }: Page,
) {
  const mine = profilesOf(user);
  if (!mine) return { items: [], nextCursor: null };
  const rows = await keysetRows(
    db
      .select(commentRow)
      .from(scheduledSessions)
      .innerJoin(students, mine)
      .leftJoin(...withOwnAccount)
      .innerJoin(lessonReportComments, comment)
      .$dynamic(),
    { direction: 'asc', id: students.id },
    { cursor, pageSize },
    eq(scheduledSessions.id, sessionId),
  );
  return page(rows, pageSize);
}

/** The ids among `ids` that are not on the session's register. */
export async function unexpectedPupils(db: Db, session: Session, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: students.id })
    .from(scheduledSessions)
    .innerJoin(students, onRegisterJoin)
    .where(and(eq(scheduledSessions.id, session.id), inArray(students.id, ids)));
  const expected = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !expected.has(id));
}

export interface ReportInput {
  covered: string;
  homework: string | null;
  comments: { studentId: number; comment: string }[];
}

/** Writes the report and the comments sent, in one transaction; a blank comment removes one. */
export async function saveReport(db: Db, sessionId: number, writer: number, input: ReportInput) {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [report] = await tx
      .insert(lessonReports)
      .values({ sessionId, covered: input.covered, homework: input.homework, writtenBy: writer })
      .onConflictDoUpdate({
        target: lessonReports.sessionId,
        set: {
          covered: input.covered,
          homework: input.homework,
          writtenBy: writer,
          updatedAt: now,
        },
      })
      .returning({
        covered: lessonReports.covered,
        homework: lessonReports.homework,
        updatedAt: lessonReports.updatedAt,
      });
    const written = input.comments.filter((c) => c.comment !== '');
    const blank = input.comments.filter((c) => c.comment === '').map((c) => c.studentId);
    if (blank.length > 0) {
      await tx
        .delete(lessonReportComments)
        .where(
          and(
            eq(lessonReportComments.sessionId, sessionId),
            inArray(lessonReportComments.studentId, blank),
          ),
        );
    }
    if (written.length > 0) {
      await tx
        .insert(lessonReportComments)
        .values(written.map((c) => ({ sessionId, studentId: c.studentId, comment: c.comment })))
        .onConflictDoUpdate({
          target: [lessonReportComments.sessionId, lessonReportComments.studentId],
          set: { comment: sql`excluded.comment`, updatedAt: now },
        });
    }
    return report!;
  });
}
