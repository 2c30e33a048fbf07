import { randomUUID } from 'node:crypto';
import {
  absenceAlertsSent,
  attendanceMarks,
  lessonReportComments,
  lessonReports,
  sessionJoins,
  weeklyDigestsSent,
} from '../../../src/server/db/schema-attendance.js';
import {
  conversationReads,
  conversations,
  messageReports,
  messages,
} from '../../../src/server/db/schema-messaging.js';
import {
  emailOutbox,
  enquiries,
  lessonViews,
  rateEvents,
  securityEvents,
  type UserRow,
} from '../../../src/server/db/schema.js';
import type { Db } from '../../../src/server/db/client.js';
import {
  createCompany,
  createRecordedLesson,
  createScheduledSession,
  createStudent,
  createUser,
} from '../../../src/server/factories/index.js';
import {
  addToWaitlist,
  enrol,
  makeClass,
  preferTimes,
} from '../../../src/server/factories/classes.js';

export interface FamilyData {
  parent: UserRow;
  studentAccount: UserRow;
  childIds: number[];
  /** Every name, username and email address of the family, as the erasure scan looks for them. */
  identifiers: string[];
}

/**
 * A family with a row in every table that can hold something about it: two children (one with
 * its own sign-in), sessions, attendance, a lesson report comment, a conversation naming the
 * child, emails, sign-in events, throttle counters, an enquiry, lesson views, a class place, a
 * place on a class's waiting list and preferred times.
 */
export async function createFamilyEverywhere(db: Db, tutor: UserRow): Promise<FamilyData> {
  const tag = randomUUID().slice(0, 8);
  const company = await createCompany(db);
  const parent = await createUser(db, {
    role: 'parent',
    fullName: `Parent Quill${tag}`,
    username: `quill${tag}`,
    email: `quill${tag}@example.com`,
    companyId: company.id,
  });
  const studentAccount = await createUser(db, {
    role: 'student',
    fullName: `Ada Quill${tag}`,
    username: `adaq${tag}`,
    email: `adaq${tag}@example.com`,
    companyId: company.id,
  });
  const child = await createStudent(db, {
    parentId: parent.id,
    userId: studentAccount.id,
    name: `Ada Quill${tag}`,
    notes: `Ada Quill${tag} likes fractions`,
    tutorId: tutor.id,
  });
  const younger = await createStudent(db, {
    parentId: parent.id,
    name: `Bo Quill${tag}`,
    tutorId: tutor.id,
  });
  const oneToOne = await createScheduledSession(db, {
    tutorId: tutor.id,
    studentId: child.id,
    title: `Ada Quill${tag}: fractions`,
    notes: `Bring Ada Quill${tag}'s workbook`,
  });
  const group = await createScheduledSession(db, { tutorId: tutor.id });
  await db
    .insert(sessionJoins)
    .values({ sessionId: group.id, studentId: child.id, joinedBy: parent.id });
  await db.insert(attendanceMarks).values([
    { sessionId: group.id, studentId: child.id, status: 'present', markedBy: tutor.id },
    { sessionId: oneToOne.id, studentId: younger.id, status: 'absent', markedBy: tutor.id },
  ]);
  await db
    .insert(lessonReports)
    .values({ sessionId: group.id, covered: 'Quadratics', writtenBy: tutor.id })
    .onConflictDoNothing();
  await db
    .insert(lessonReportComments)
    .values({ sessionId: group.id, studentId: child.id, comment: `Well done Ada Quill${tag}` });
  await db.insert(absenceAlertsSent).values({ sessionId: oneToOne.id, studentId: younger.id });
  await db.insert(weeklyDigestsSent).values({ userId: parent.id, weekStart: '2026-11-16' });
  const [conversation] = await db
    .insert(conversations)
    .values({ parentId: parent.id, tutorId: tutor.id, studentId: child.id })
    .returning();
  const [message] = await db
    .insert(messages)
    .values([
      { conversationId: conversation!.id, senderId: parent.id, body: `Ada Quill${tag} is ill` },
      { conversationId: conversation!.id, senderId: tutor.id, body: `Get well, Ada Quill${tag}` },
    ])
    .returning();
  await db
    .insert(conversationReads)
    .values({ conversationId: conversation!.id, userId: parent.id });
  await db.insert(messageReports).values({
    messageId: message!.id,
    reportedBy: parent.id,
    reason: `Parent Quill${tag} reports`,
  });
  await db.insert(emailOutbox).values([
    {
      toAddress: parent.email,
      subject: 'Your week',
      textBody: `Hello Parent Quill${tag}`,
      transport: 'outbox',
    },
    {
      toAddress: parent.email,
      subject: 'Queued',
      textBody: 'Soon',
      transport: 'outbox',
      status: 'queued',
    },
    {
      toAddress: tutor.email,
      subject: 'New message',
      textBody: `About Ada Quill${tag}`,
      transport: 'outbox',
    },
  ]);
  await db.insert(securityEvents).values([
    { type: 'sign_in', outcome: 'success', actorId: parent.id, username: parent.username },
    { type: 'sign_in', outcome: 'failure', username: `adaq${tag}` },
  ]);
  await db.insert(rateEvents).values({ bucket: 'login', subject: `quill${tag}`, ip: '127.0.0.1' });
  await db.insert(enquiries).values({
    fullName: `Parent Quill${tag}`,
    companyName: 'Acme',
    role: 'HR',
    email: parent.email,
    phone: '0123',
    companySize: '50-249',
  });
  await enrol(db, await makeClass(db, { tutorId: tutor.id }), child.id, { leftOn: null });
  await addToWaitlist(db, (await makeClass(db, { tutorId: tutor.id })).id, younger.id);
  await preferTimes(db, younger.id, 'Mathematics', [{ weekday: 2, startsAt: '16:00' }]);
  const lesson = await createRecordedLesson(db, { tutorId: tutor.id });
  await db.insert(lessonViews).values({ lessonId: lesson.id, userId: studentAccount.id });
  return {
    parent,
    studentAccount,
    childIds: [child.id, younger.id],
    identifiers: [
      parent.fullName,
      parent.username,
      parent.email,
      studentAccount.fullName,
      studentAccount.username,
      studentAccount.email,
      `Bo Quill${tag}`,
      `Quill${tag}`,
    ],
  };
}
