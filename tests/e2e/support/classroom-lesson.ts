import type { Db } from '../../../src/server/db/client.js';
import type { UserRow } from '../../../src/server/db/schema.js';
import { classSession, enrol, makeClass } from '../../../src/server/factories/classes.js';
import { newFamily, newTutor, uniqueId } from './world.js';

export interface ClassroomLesson {
  sessionId: number;
  tutor: UserRow;
  pupils: { user: UserRow; name: string }[];
}

/**
 * A class (pupils' cameras on or off), its pupils (with us a year, the factory's default) and a
 * lesson in the classroom that started a minute ago: for the classroom's browser tests and bench.
 */
export async function classroomLesson(
  db: Db,
  pupilCount: number,
  { camerasOn }: { camerasOn: boolean },
): Promise<ClassroomLesson> {
  const tutor = await newTutor(db, { fullName: 'Tara Tutor' });
  const cls = await makeClass(db, {
    tutorId: tutor.id,
    name: `Media ${uniqueId()}`,
    subject: `Maths ${uniqueId()}`,
    camerasOn,
  });
  const pupils = [];
  for (let i = 0; i < pupilCount; i += 1) {
    const name = `Pupil ${String.fromCharCode(65 + i)} ${uniqueId().slice(-4)}`;
    const family = await newFamily(db, { grade: 'Year 10', childName: name });
    await enrol(db, cls, family.profile.id);
    pupils.push({ user: family.student, name });
  }
  const session = await classSession(db, cls, {
    title: 'Live fractions',
    scheduledFor: new Date(Date.now() - 60_000),
    duration: 60,
    status: 'scheduled',
    venue: 'classroom',
  });
  return { sessionId: session.id, tutor, pupils };
}
