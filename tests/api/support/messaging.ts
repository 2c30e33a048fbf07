import type { UserRow } from '../../../src/server/db/schema.js';
import {
  createScheduledSession,
  createStudent,
  createTutor,
  createUser,
} from '../../../src/server/factories/index.js';
import { enrol, makeClass } from '../../../src/server/factories/classes.js';
import { signInAs, type TestApp } from './app.js';

/** A tutor who teaches a parent's child one-to-one, both signed in. */
export interface Pairing {
  tutor: UserRow;
  parent: UserRow;
  childId: number;
  tutorCookie: string;
  parentCookie: string;
}

let grade = 0;

/**
 * A new tutor and family, in a year group of their own so no other test's group sessions make
 * them eligible by accident.
 */
export async function pairing(
  t: TestApp,
  how: 'one-to-one' | 'class' | 'students list' = 'one-to-one',
): Promise<Pairing> {
  const tutor = await createTutor(t.db, { fullName: `Tutor ${++grade}` });
  const parent = await createUser(t.db, { role: 'parent', fullName: `Parent ${grade}` });
  const year = `Year M${grade}`;
  const child = await createStudent(t.db, {
    parentId: parent.id,
    name: `Child ${grade}`,
    grade: year,
    ...(how === 'students list' ? { tutorId: tutor.id } : {}),
  });
  if (how === 'one-to-one') {
    await createScheduledSession(t.db, {
      tutorId: tutor.id,
      studentId: child.id,
      academicYear: null,
    });
  } else if (how === 'class') {
    await enrol(t.db, await makeClass(t.db, { tutorId: tutor.id, yearGroup: year }), child.id);
  }
  return {
    tutor,
    parent,
    childId: child.id,
    tutorCookie: await signInAs(t, tutor),
    parentCookie: await signInAs(t, parent),
  };
}

/** Starts (or finds) the pair's conversation as the parent and returns its id. */
export async function conversationOf(t: TestApp, p: Pairing): Promise<number> {
  const res = await t.post(
    '/api/messages/conversations',
    { withUserId: p.tutor.id, studentId: p.childId },
    { cookie: p.parentCookie },
  );
  if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(res.body);
  return res.json<{ id: number }>().id;
}

export const send = (t: TestApp, cookie: string, conversationId: number, body: string) =>
  t.post(`/api/messages/conversations/${conversationId}/messages`, { body }, { cookie });
