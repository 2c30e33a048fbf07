import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accountErasures, auditEvents, dataExports } from '../../db/schema-audit.js';
import {
  absenceAlertsSent,
  attendanceMarks,
  lessonReportComments,
  lessonReports,
  sessionJoins,
  weeklyDigestsSent,
} from '../../db/schema-attendance.js';
import {
  allocationUnplaced,
  classEnrolments,
  classPreferences,
  classWaitlist,
} from '../../db/schema-classes.js';
import {
  conversationReads,
  conversations,
  messageReports,
  messages,
} from '../../db/schema-messaging.js';
import {
  accountTokens,
  authSessions,
  emailOutbox,
  enquiries,
  lessonViews,
  scheduledSessions,
  securityEvents,
  sessionRemindersSent,
  students,
  trustedDevices,
  tutorProfiles,
  uploadedFiles,
  users,
} from '../../db/schema.js';
import { classroomChat } from '../../db/schema-classroom-chat.js';
import { familyOf } from '../erasure/erase.js';
import { lessonRecordings } from '../../db/schema-recordings.js';
import { coversInstant } from '../../policies/roster.js';
import { ownConcernColumns } from '../../records/concerns.js';
import { concerns } from '../../db/schema-concerns.js';

/** One record type of the export: its file name and its rows. */
export type ExportRecords = Record<string, unknown[]>;

const none = sql`false`;
const SECRET_COLUMNS = new Set(['passwordHash', 'mfaSecret', 'mfaLastStep', 'calendarToken']);
const among = <T>(column: Parameters<typeof inArray>[0], ids: T[]) =>
  ids.length > 0 ? inArray(column, ids) : none;

/**
 * The classroom recordings a child was in, with their dates: their one-to-ones, and their class's
 * sessions on the days they were on its roster (decision 117). A list, not the videos.
 */
const recordingsOf = (db: Db, studentIds: number[]) =>
  db
    .select({
      recordedLessonId: lessonRecordings.recordedLessonId,
      sessionId: lessonRecordings.sessionId,
      title: scheduledSessions.title,
      lessonAt: scheduledSessions.scheduledFor,
      status: lessonRecordings.status,
      durationSeconds: lessonRecordings.durationSeconds,
      recordedAt: lessonRecordings.createdAt,
    })
    .from(lessonRecordings)
    .innerJoin(scheduledSessions, eq(scheduledSessions.id, lessonRecordings.sessionId))
    .where(
      or(
        among(scheduledSessions.studentId, studentIds),
        studentIds.length > 0
          ? sql`exists (select 1 from ${classEnrolments} where ${and(
              eq(classEnrolments.classId, scheduledSessions.classId),
              inArray(classEnrolments.studentId, studentIds),
              coversInstant(classEnrolments, scheduledSessions.scheduledFor),
            )})`
          : undefined,
      ),
    );

/**
 * Everything held about an account and, for a parent, their children (issue 17 §2): the same
 * family an erasure covers, read from every table that can hold something about it. Secrets
 * (password and second-factor hashes, session and token hashes) are left out: they are ours to
 * keep the account safe, not data about the person.
 */
export async function collectFamilyRecords(db: Db, userId: number): Promise<ExportRecords> {
  const family = await familyOf(db, userId);
  if (!family) return {};
  const { userIds, studentIds, emails } = family;
  const accounts = await db.select().from(users).where(among(users.id, userIds));
  const children = await db.select().from(students).where(among(students.id, studentIds));
  const joins = await db
    .select()
    .from(sessionJoins)
    .where(among(sessionJoins.studentId, studentIds));
  const marks = await db
    .select()
    .from(attendanceMarks)
    .where(among(attendanceMarks.studentId, studentIds));
  const comments = await db
    .select()
    .from(lessonReportComments)
    .where(among(lessonReportComments.studentId, studentIds));
  const sessionIds = [...new Set([...joins, ...marks, ...comments].map((row) => row.sessionId))];
  const sessions = await db
    .select()
    .from(scheduledSessions)
    .where(
      or(among(scheduledSessions.studentId, studentIds), among(scheduledSessions.id, sessionIds)),
    );
  const familyConversations = await db
    .select()
    .from(conversations)
    .where(or(among(conversations.parentId, userIds), among(conversations.studentId, studentIds)));
  const conversationIds = familyConversations.map((c) => c.id);
  const familyMessages = await db
    .select()
    .from(messages)
    .where(among(messages.conversationId, conversationIds));

  return {
    accounts: accounts.map((account) => ({
      ...Object.fromEntries(Object.entries(account).filter(([name]) => !SECRET_COLUMNS.has(name))),
      hasPassword: account.passwordHash !== '!',
      hasSecondFactor: account.mfaSecret !== null,
      hasCalendarFeed: account.calendarToken !== null,
    })),
    tutor_profiles: await db
      .select()
      .from(tutorProfiles)
      .where(among(tutorProfiles.userId, userIds)),
    children,
    // The children's classes (issue 28): rosters, waiting lists, preferred times, allocation notes.
    class_enrolments: await db
      .select()
      .from(classEnrolments)
      .where(among(classEnrolments.studentId, studentIds)),
    class_waitlist: await db
      .select()
      .from(classWaitlist)
      .where(among(classWaitlist.studentId, studentIds)),
    class_preferences: await db
      .select()
      .from(classPreferences)
      .where(among(classPreferences.studentId, studentIds)),
    allocation_unplaced: await db
      .select()
      .from(allocationUnplaced)
      .where(among(allocationUnplaced.studentId, studentIds)),
    scheduled_sessions: sessions,
    session_joins: joins,
    attendance_marks: marks,
    lesson_reports: await db
      .select()
      .from(lessonReports)
      .where(among(lessonReports.sessionId, sessionIds)),
    lesson_report_comments: comments,
    absence_alerts_sent: await db
      .select()
      .from(absenceAlertsSent)
      .where(among(absenceAlertsSent.studentId, studentIds)),
    weekly_digests_sent: await db
      .select()
      .from(weeklyDigestsSent)
      .where(among(weeklyDigestsSent.userId, userIds)),
    conversations: familyConversations,
    messages: familyMessages,
    conversation_reads: await db
      .select()
      .from(conversationReads)
      .where(among(conversationReads.userId, userIds)),
    message_reports: await db
      .select()
      .from(messageReports)
      .where(among(messageReports.reportedBy, userIds)),
    // Only what they raised, as they see it; cases about the child stay with the leads (decision 126).
    concerns_raised: await db
      .select(ownConcernColumns)
      .from(concerns)
      .where(among(concerns.raisedBy, userIds)),
    classroom_chat: await db
      .select()
      .from(classroomChat)
      .where(
        or(among(classroomChat.authorId, userIds), among(classroomChat.studentId, studentIds)),
      ),
    lesson_views: await db.select().from(lessonViews).where(among(lessonViews.userId, userIds)),
    lesson_recordings: await recordingsOf(db, studentIds),
    session_reminders_sent: await db
      .select()
      .from(sessionRemindersSent)
      .where(among(sessionRemindersSent.userId, userIds)),
    sign_in_sessions: await db
      .select({
        createdAt: authSessions.createdAt,
        lastSeenAt: authSessions.lastSeenAt,
        expiresAt: authSessions.expiresAt,
        userAgent: authSessions.userAgent,
        ip: authSessions.ip,
      })
      .from(authSessions)
      .where(among(authSessions.userId, userIds)),
    trusted_browsers: await db
      .select({ userId: trustedDevices.userId, createdAt: trustedDevices.createdAt })
      .from(trustedDevices)
      .where(among(trustedDevices.userId, userIds)),
    account_links: await db
      .select({
        userId: accountTokens.userId,
        purpose: accountTokens.purpose,
        expiresAt: accountTokens.expiresAt,
        usedAt: accountTokens.usedAt,
        createdAt: accountTokens.createdAt,
      })
      .from(accountTokens)
      .where(among(accountTokens.userId, userIds)),
    security_events: await db
      .select()
      .from(securityEvents)
      .where(or(among(securityEvents.actorId, userIds), among(securityEvents.subjectId, userIds))),
    audit_events: await db.select().from(auditEvents).where(among(auditEvents.subjectId, userIds)),
    emails: await db
      .select()
      .from(emailOutbox)
      .where(among(sql`lower(${emailOutbox.toAddress})`, emails)),
    enquiries: await db
      .select()
      .from(enquiries)
      .where(among(sql`lower(${enquiries.email})`, emails)),
    uploaded_files: await db
      .select()
      .from(uploadedFiles)
      .where(among(uploadedFiles.uploadedBy, userIds)),
    pending_erasure: await db
      .select()
      .from(accountErasures)
      .where(among(accountErasures.userId, userIds)),
    data_exports: await db
      .select({
        id: dataExports.id,
        status: dataExports.status,
        createdAt: dataExports.createdAt,
        expiresAt: dataExports.expiresAt,
      })
      .from(dataExports)
      .where(eq(dataExports.userId, userId)),
  };
}
