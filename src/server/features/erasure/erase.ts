import { rm } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, isNotNull, notExists, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AuditReason } from '../../../shared/audit/events.js';
import type { Db } from '../../db/client.js';
import { accountErasures, dataExports } from '../../db/schema-audit.js';
import {
  absenceAlertsSent,
  lessonReportComments,
  weeklyDigestsSent,
} from '../../db/schema-attendance.js';
import { classroomChat } from '../../db/schema-classroom-chat.js';
import { conversationReads, conversations, messageReports } from '../../db/schema-messaging.js';
import {
  accountTokens,
  authSessions,
  companies,
  emailOutbox,
  enquiries,
  lessonViews,
  mfaRecoveryCodes,
  rateEvents,
  recordedLessons,
  resources,
  scheduledSessions,
  securityEvents,
  sessionRemindersSent,
  signInChallenges,
  students,
  trustedDevices,
  tutorProfiles,
  uploadedFiles,
  users,
} from '../../db/schema.js';
import { recordAudit } from '../../records/audit.js';
import { lessonRecordings } from '../../db/schema-recordings.js';
import { keepConcernSubjects } from '../../records/concerns.js';
import { uploadIdOf } from '../files/uploads.js';
import { eraseFromClasses } from './classes.js';
import { eraseFromJobs } from './jobs.js';
import { isParent } from '../../../shared/policies/roles.js';

export const ERASED_NAME = 'Erased account';

/** The accounts and children an erasure covers, and every text that names them. */
export interface Family {
  userIds: number[];
  studentIds: number[];
  /** Lower-cased names, usernames and email addresses. */
  identifiers: string[];
  emails: string[];
}

/**
 * A parent's erasure takes their children's records and sign-ins with it (issue 17 §3); any other
 * account, a student's included, is erased alone.
 */
export async function familyOf(db: Db, userId: number): Promise<Family | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const children = await db
    .select({ id: students.id, userId: students.userId, name: students.name })
    .from(students)
    .where(
      or(eq(students.userId, userId), isParent(user) ? eq(students.parentId, userId) : undefined),
    );
  const childAccounts = children
    .map((c) => c.userId)
    .filter((id): id is number => id !== null && id !== userId);
  const accounts = [
    user,
    ...(childAccounts.length > 0
      ? await db.select().from(users).where(inArray(users.id, childAccounts))
      : []),
  ];
  const emails = accounts.map((a) => a.email.toLowerCase());
  const identifiers = [
    ...emails,
    ...accounts.flatMap((a) => [a.username.toLowerCase(), a.fullName.toLowerCase()]),
    ...children.flatMap((c) => (c.name ? [c.name.toLowerCase()] : [])),
  ];
  return {
    userIds: accounts.map((a) => a.id),
    studentIds: children.map((c) => c.id),
    identifiers: [...new Set(identifiers.filter((text) => text.trim().length > 0))],
    emails,
  };
}

/** True when the column's text mentions any of the family's names or addresses. */
const mentions = (column: AnyPgColumn, identifiers: string[]) =>
  or(...identifiers.map((text) => sql`position(${text} in lower(coalesce(${column}, ''))) > 0`));

/**
 * Removes or anonymises the family's personal data in every table, in the caller's transaction
 * (docs/data-protection.md lists what happens in each). Accounts stay as anonymised rows so that
 * the employer report's counts and the tutors' registers keep their numbers; nothing left names
 * anyone. Returns the uploaded files to delete from disk once the transaction has committed.
 */
export async function eraseFamily(
  tx: Db,
  request: FastifyRequest | null,
  family: Family,
  reason: AuditReason | null,
): Promise<string[]> {
  const { userIds, studentIds, identifiers, emails } = family;
  const now = new Date();
  const [firstUser] = userIds;
  if (firstUser === undefined) return [];

  const profileFiles = (
    await tx.select({ image: users.profileImage }).from(users).where(inArray(users.id, userIds))
  ).flatMap((row) => uploadIdOf(row.image) ?? []);
  await tx
    .update(users)
    .set({
      username: sql`'erased-' || ${users.id}`,
      email: sql`'erased-' || ${users.id} || '@classperk.invalid'`,
      fullName: ERASED_NAME,
      // Matches no password: every real hash is an argon2id string.
      passwordHash: '!',
      profileImage: null,
      calendarToken: null,
      mfaSecret: null,
      mfaEnabledAt: null,
      mfaLastStep: null,
      oneTimePasswordExpiresAt: null,
      remindersEnabled: false,
      absenceAlertsEnabled: false,
      weeklyDigestEnabled: false,
      messageEmailsEnabled: false,
      deactivatedAt: sql`coalesce(${users.deactivatedAt}, ${now})`,
      anonymisedAt: now,
    })
    .where(inArray(users.id, userIds));
  await tx
    .update(tutorProfiles)
    .set({ subjects: [], qualifications: null, bio: null, yearsExperience: null })
    .where(inArray(tutorProfiles.userId, userIds));

  for (const [table, where] of [
    [authSessions, inArray(authSessions.userId, userIds)],
    [trustedDevices, inArray(trustedDevices.userId, userIds)],
    [mfaRecoveryCodes, inArray(mfaRecoveryCodes.userId, userIds)],
    [signInChallenges, inArray(signInChallenges.userId, userIds)],
    [accountTokens, inArray(accountTokens.userId, userIds)],
    [sessionRemindersSent, inArray(sessionRemindersSent.userId, userIds)],
    [weeklyDigestsSent, inArray(weeklyDigestsSent.userId, userIds)],
    [conversationReads, inArray(conversationReads.userId, userIds)],
    [accountErasures, inArray(accountErasures.userId, userIds)],
    [dataExports, inArray(dataExports.userId, userIds)],
    [messageReports, inArray(messageReports.reportedBy, userIds)],
    // What the family wrote in lessons' chats, as themselves or as a child (issue 29 §2).
    [
      classroomChat,
      or(
        inArray(classroomChat.authorId, userIds),
        studentIds.length > 0 ? inArray(classroomChat.studentId, studentIds) : undefined,
      ),
    ],
    [enquiries, inArray(sql`lower(${enquiries.email})`, emails)],
    [
      securityEvents,
      or(
        inArray(securityEvents.actorId, userIds),
        inArray(securityEvents.subjectId, userIds),
        inArray(sql`lower(${securityEvents.username})`, identifiers),
      ),
    ],
    [
      rateEvents,
      inArray(sql`lower(${rateEvents.subject})`, [
        ...identifiers,
        ...emails.map((email) => `email:${email}`),
        ...userIds.map((id) => `user:${id}`),
      ]),
    ],
    // Queued emails to them are cancelled; sent ones, and any email naming them, go too.
    [
      emailOutbox,
      or(
        inArray(sql`lower(${emailOutbox.toAddress})`, emails),
        mentions(emailOutbox.subject, identifiers),
        mentions(emailOutbox.textBody, identifiers),
        mentions(emailOutbox.htmlBody, identifiers),
      ),
    ],
  ] as const) {
    await tx.delete(table).where(where);
  }
  await eraseFromJobs(tx, family);
  if (studentIds.length > 0) {
    // The children's messages go with the family; the tutor keeps no copy naming them.
    await tx
      .delete(conversations)
      .where(
        or(inArray(conversations.parentId, userIds), inArray(conversations.studentId, studentIds)),
      );
    await tx
      .delete(lessonReportComments)
      .where(inArray(lessonReportComments.studentId, studentIds));
    await tx.delete(absenceAlertsSent).where(inArray(absenceAlertsSent.studentId, studentIds));
    await eraseFromClasses(tx, studentIds, now);
    await keepConcernSubjects(tx, studentIds);
    // Attendance and joins stay, counted for the employer report, on a profile with no name.
    await tx
      .update(students)
      .set({ name: null, notes: null })
      .where(inArray(students.id, studentIds));
    await tx
      .update(scheduledSessions)
      .set({ title: scheduledSessions.subject, description: null, notes: null })
      .where(inArray(scheduledSessions.studentId, studentIds));
    // A one-to-one's recording is the child's own and goes; the nightly recordings run deletes
    // its files. A class's recording is the whole class's and stays to its retention (decision 117).
    await tx
      .delete(recordedLessons)
      .where(
        inArray(
          recordedLessons.id,
          tx
            .select({ id: lessonRecordings.recordedLessonId })
            .from(lessonRecordings)
            .innerJoin(scheduledSessions, eq(scheduledSessions.id, lessonRecordings.sessionId))
            .where(inArray(scheduledSessions.studentId, studentIds)),
        ),
      );
  } else {
    await tx.delete(conversations).where(inArray(conversations.parentId, userIds));
  }
  await tx.update(lessonViews).set({ userId: null }).where(inArray(lessonViews.userId, userIds));
  await tx
    .update(companies)
    .set({ contactName: ERASED_NAME, contactEmail: 'erased@classperk.invalid', contactPhone: null })
    .where(inArray(sql`lower(${companies.contactEmail})`, emails));

  const unusedUploads = await tx
    .delete(uploadedFiles)
    .where(
      and(
        isNotNull(uploadedFiles.uploadedBy),
        inArray(uploadedFiles.uploadedBy, userIds),
        notExists(
          tx
            .select({ id: resources.id })
            .from(resources)
            .where(eq(resources.fileUrl, sql`'/api/files/' || ${uploadedFiles.id}`)),
        ),
      ),
    )
    .returning({ id: uploadedFiles.id });
  if (profileFiles.length > 0)
    await tx.delete(uploadedFiles).where(inArray(uploadedFiles.id, profileFiles));

  const erased = (recordType: 'user' | 'student', recordId: number, subjectId: number) =>
    recordAudit(tx, request, { action: 'erase', recordType, recordId, subjectId, reason });
  for (const userId of userIds) await erased('user', userId, userId);
  for (const studentId of studentIds) await erased('student', studentId, firstUser);
  return [...unusedUploads.map((row) => row.id), ...profileFiles];
}

/** Erases one account (and a parent's family) in one transaction, then deletes its files. */
export async function eraseAccount(
  db: Db,
  uploadDir: string,
  request: FastifyRequest | null,
  userId: number,
  reason: AuditReason | null,
): Promise<boolean> {
  const family = await familyOf(db, userId);
  if (!family) return false;
  const files = await db.transaction((tx) => eraseFamily(tx, request, family, reason));
  await Promise.all(files.map((id) => rm(path.join(path.resolve(uploadDir), id), { force: true })));
  return true;
}
