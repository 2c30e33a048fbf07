import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recordedLessons, scheduledSessions } from '../../db/schema.js';
import { lessonRecordings } from '../../db/schema-recordings.js';
import { MINUTE_MS } from '../../../shared/dates/durations.js';

/**
 * Minutes of processing a minute of lesson takes on a 2-core machine, with a margin: `npm run
 * bench` measures it (decision 117). The estimate families read while they wait.
 */
export const PROCESSING_MINUTES_PER_LESSON_MINUTE = 0.25;

export const readyByFor = (now: Date, lessonMinutes: number) =>
  new Date(
    now.getTime() + Math.ceil(1 + lessonMinutes * PROCESSING_MINUTES_PER_LESSON_MINUTE) * MINUTE_MS,
  );

/**
 * The session's recording as the class's recorded lesson, "processing" until its HLS is stored:
 * made once, in one transaction, and found again when a job runs a second time.
 */
export async function publishProcessing(db: Db, sessionId: number, now: Date) {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(lessonRecordings)
      .where(eq(lessonRecordings.sessionId, sessionId));
    if (existing) return existing;
    const [session] = await tx
      .select()
      .from(scheduledSessions)
      .where(eq(scheduledSessions.id, sessionId));
    if (!session) return null;
    const [lesson] = await tx
      .insert(recordedLessons)
      .values({
        title: session.title,
        description: session.description,
        subject: session.subject,
        tutorId: session.tutorId,
        classId: session.classId,
        duration: session.duration,
        uploadedAt: session.scheduledFor,
      })
      .returning({ id: recordedLessons.id });
    const [recording] = await tx
      .insert(lessonRecordings)
      .values({
        sessionId,
        recordedLessonId: lesson!.id,
        readyBy: readyByFor(now, session.duration),
        createdAt: now,
      })
      .returning();
    return recording!;
  });
}
