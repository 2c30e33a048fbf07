import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recordedLessons, scheduledSessions } from '../../db/schema.js';
import { lessonRecordings } from '../../db/schema-recordings.js';
import { classroomRooms } from '../../db/schema-classroom.js';
import { readyByFor } from './ready-by.js';

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
    const [room] = await tx
      .select()
      .from(classroomRooms)
      .where(eq(classroomRooms.sessionId, sessionId));
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
        readyBy: readyByFor(now, session, room),
        createdAt: now,
      })
      .returning();
    return recording!;
  });
}
