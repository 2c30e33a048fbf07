import { and, eq, gt, lt, ne } from 'drizzle-orm';
import { MINUTE_MS } from '../../shared/dates/durations.js';
import type { Db } from '../db/client.js';
import { classes, scheduledSessions, students, users } from '../db/schema.js';
import { classSession, enrol, makeClass } from '../factories/classes.js';

/*
 * Issue 29 §6: a lesson in the classroom that opens soon after `npm start`, so a newcomer signs in
 * as `tutor` in one browser and as `student` in another and meets in it. Run at every start of a
 * local evaluation, so a demo started again tomorrow has one too.
 */

export const DEMO_CLASSROOM_CLASS = 'Try the classroom';
/** The lesson starts this long after the start-up, so the classroom (open 10 minutes before) is open now. */
const STARTS_IN_MS = 5 * MINUTE_MS;
const LENGTH_MINUTES = 60;

/** The demo's classroom lesson of the next hour, made when there is none; null without the demo. */
export async function ensureDemoClassroomLesson(db: Db, now = Date.now()) {
  const [tutor] = await db.select().from(users).where(eq(users.username, 'tutor'));
  const [pupil] = await db
    .select({ id: students.id, grade: students.grade })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(eq(users.username, 'student'));
  if (!tutor || !pupil) return null;

  const klass = await demoClass(db, tutor.id, pupil);
  const [current] = await db
    .select()
    .from(scheduledSessions)
    .where(
      and(
        eq(scheduledSessions.classId, klass.id),
        ne(scheduledSessions.status, 'cancelled'),
        gt(scheduledSessions.scheduledFor, new Date(now - LENGTH_MINUTES * MINUTE_MS)),
        lt(scheduledSessions.scheduledFor, new Date(now + LENGTH_MINUTES * MINUTE_MS)),
      ),
    );
  if (current) return current;
  return classSession(db, klass, {
    title: 'Try the classroom: fractions warm-up',
    description: 'A short live lesson to try the ClassPerk classroom: video, chat and hands up.',
    scheduledFor: new Date(Math.ceil((now + STARTS_IN_MS) / MINUTE_MS) * MINUTE_MS),
    duration: LENGTH_MINUTES,
    status: 'scheduled',
    venue: 'classroom',
  });
}

/** The tutor's small class with the demo student on it, made on the first start. */
async function demoClass(db: Db, tutorId: number, pupil: { id: number; grade: string | null }) {
  const [found] = await db
    .select()
    .from(classes)
    .where(and(eq(classes.name, DEMO_CLASSROOM_CLASS), eq(classes.tutorId, tutorId)));
  if (found) return found;
  // A subject of its own, so the place does not clash with the student's Mathematics class.
  const klass = await makeClass(
    db,
    {
      name: DEMO_CLASSROOM_CLASS,
      tutorId,
      yearGroup: pupil.grade ?? 'Year 10',
      subject: 'Study Skills',
      capacity: 12,
    },
    [],
  );
  await enrol(db, klass, pupil.id);
  return klass;
}
