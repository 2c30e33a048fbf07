import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { attendanceMarks } from '../db/schema-attendance.js';
import { companies, lessonViews, recordedLessons, users } from '../db/schema.js';
import { createScheduledSession, createStudent, createUser } from '../factories/index.js';
import { createEmployerContact } from '../factories/usage.js';
import { DEMO_COMPANIES, DEMO_PASSWORD } from './demo-content.js';
import { EMPLOYER_USERNAME, USAGE_FAMILIES } from './demo-usage-content.js';
import { DAY_MS, HOUR_MS } from '../../shared/dates/durations.js';

/**
 * Issue 15 §3's demo: Northwind's employer contact, and six months of families using the benefit
 * (sessions attended and missed, recordings watched), so the usage report has figures to show,
 * "fewer than 5" where a month has too few families, and a rising trend as families join.
 */

const MONTHS = 6;

/** Each month's group sessions: [subject, year group, day of the month, tutor's username]. */
const USAGE_SESSIONS = [
  ['Mathematics', 'Year 10', 4, 'tutor'],
  ['English', 'Year 10', 11, 'james.patel'],
  ['Science', 'Year 8', 6, 'daniel.okafor'],
  ['Mathematics', 'Year 8', 18, 'tutor'],
] as const;

/** The first of the month `back` months before `now`'s, UTC. */
const monthStart = (now: Date, back: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));

export async function seedDemoUsage(tx: Db, nowMs: number) {
  const now = new Date(nowMs);
  const [company] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, DEMO_COMPANIES[0]));
  const tutors = new Map(
    (
      await tx
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(inArray(users.username, [...new Set(USAGE_SESSIONS.map((s) => s[3]))]))
    ).map((tutor) => [tutor.username, tutor.id]),
  );
  const lessons = await tx.select({ id: recordedLessons.id }).from(recordedLessons).limit(6);
  if (!company || lessons.length === 0) return;

  await createEmployerContact(tx, company.id, {
    username: EMPLOYER_USERNAME,
    fullName: 'Hannah Reid',
    email: 'hannah.reid.report@northwind.example',
    password: DEMO_PASSWORD,
  });

  // Half the families start in the first month and the rest over the next two, so the count rises.
  const families = [];
  for (const [i, { name, username, grade }] of USAGE_FAMILIES.entries()) {
    const joinedMonth = i < 6 ? 0 : i < 9 ? 1 : 2;
    const joined = new Date(monthStart(now, MONTHS - 1 - joinedMonth).getTime());
    const parent = await createUser(tx, {
      username,
      fullName: name,
      email: `${username}@northwind.example`,
      role: 'parent',
      companyId: company.id,
      password: DEMO_PASSWORD,
      createdAt: joined,
    });
    const child = await createStudent(tx, {
      parentId: parent.id,
      name: `${name.split(' ')[0]}'s child`,
      grade,
      subjects: 'Mathematics, English, Science',
      createdAt: joined,
    });
    families.push({ parent, child, grade, joined });
  }

  const marks: (typeof attendanceMarks.$inferInsert)[] = [];
  const views: (typeof lessonViews.$inferInsert)[] = [];
  for (let back = MONTHS - 1; back >= 0; back--) {
    const start = monthStart(now, back);
    for (const [s, [subject, year, day, tutor]] of USAGE_SESSIONS.entries()) {
      const when = new Date(start.getTime() + (day - 1) * DAY_MS + 17 * HOUR_MS);
      const tutorId = tutors.get(tutor);
      if (when.getTime() > nowMs || tutorId === undefined) continue;
      const session = await createScheduledSession(tx, {
        title: `${year} ${subject}: monthly practice`,
        subject,
        academicYear: year,
        tutorId,
        scheduledFor: when,
        status: 'completed',
      });
      for (const [i, family] of families.entries()) {
        if (family.grade !== year || family.joined > when) continue;
        // About one place in five is missed, and a few arrive late.
        const turn = (i + back * 3 + s) % 10;
        const status = turn < 2 ? 'absent' : turn === 2 ? 'late' : 'present';
        marks.push({
          sessionId: session.id,
          studentId: family.child.id,
          status,
          markedBy: tutorId,
        });
      }
    }
    for (const [i, family] of families.entries()) {
      for (let k = 0; k < 1 + ((i + back) % 3); k++) {
        const viewedAt = new Date(start.getTime() + (2 + i + 7 * k) * DAY_MS + 19 * HOUR_MS);
        if (viewedAt.getTime() > nowMs || viewedAt < family.joined) continue;
        views.push({
          lessonId: lessons[(i + k) % lessons.length]!.id,
          userId: family.parent.id,
          viewedAt,
        });
      }
    }
  }
  if (marks.length) await tx.insert(attendanceMarks).values(marks);
  if (views.length) await tx.insert(lessonViews).values(views);
}
