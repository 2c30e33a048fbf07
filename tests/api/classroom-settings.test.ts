import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classSession, enrol, makeClass } from '../../src/server/factories/classes.js';
import { createStudent, createUser, inDays } from '../../src/server/factories/index.js';
import type { ScheduledSession } from '../../src/shared/content/schemas.js';
import type { ClassDetails } from '../../src/shared/classes/views.js';
import { createTestApp, signInAs, type TestApp } from './support/app.js';
import { createTutorWorld, type TutorWorld } from './support/tutor.js';

/* Issue 29 §2 and §7: a class's cameras setting, and each session's venue. */

let t: TestApp;
let w: TutorWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await createTutorWorld(t);
});
afterAll(() => t.close());

describe('PUT /api/classes/:id/cameras', () => {
  it('lets the class’s tutor and admins turn pupils’ cameras on, nobody else', async () => {
    const cls = await makeClass(t.db, { tutorId: w.tutor.id });
    const put = (camerasOn: boolean, cookie: string) =>
      t.request({
        method: 'PUT',
        url: `/api/classes/${cls.id}/cameras`,
        payload: { camerasOn },
        cookie,
      });
    const read = async () =>
      (await t.get(`/api/classes/${cls.id}`, { cookie: w.cookies.admin })).json<ClassDetails>();
    expect((await read()).camerasOn).toBe(false);

    const on = await put(true, w.cookies.tutor);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json<ClassDetails>().camerasOn).toBe(true);
    const off = await put(false, w.cookies.admin);
    expect(off.json<ClassDetails>().camerasOn).toBe(false);

    // A tutor who only stands in for one session does not change the class.
    await classSession(t.db, cls, { tutorId: w.otherTutor.id });
    const other = await put(true, w.cookies.otherTutor);
    expect(other.statusCode).toBe(404);
    const family = await put(true, w.cookies.parent);
    expect(family.statusCode).toBe(403);
    expect((await read()).camerasOn).toBe(false);
  });
});

describe('a session’s venue', () => {
  const schedule = (extra: object) =>
    t.post(
      '/api/admin/scheduled-sessions',
      {
        title: 'Venue check lesson',
        description: 'Where does this lesson happen?',
        subject: 'Mathematics',
        tutorId: w.tutor.id,
        scheduledFor: inDays(3).toISOString(),
        duration: 60,
        academicYear: 'Year 10',
        ...extra,
      },
      { cookie: w.cookies.admin },
    );

  it('is the classroom unless the session is given a YouTube link or told so', async () => {
    const venue = async (extra: object) => {
      const res = await schedule(extra);
      expect(res.statusCode, res.body).toBe(201);
      return res.json<ScheduledSession>().venue;
    };
    expect(await venue({})).toBe('classroom');
    expect(await venue({ youtubeUrl: 'https://www.youtube.com/live/abc' })).toBe('youtube');
    expect(await venue({ venue: 'youtube' })).toBe('youtube');
    const wrong = await schedule({ venue: 'zoom' });
    expect(wrong.statusCode).toBe(400);
  });

  it('sends a classroom lesson’s Join to the classroom, not a stream', async () => {
    const cls = await makeClass(t.db, { tutorId: w.tutor.id, name: 'Venue class' });
    const session = await classSession(t.db, cls, { scheduledFor: new Date() });
    const pupil = await createUser(t.db, { role: 'student' });
    await enrol(t.db, cls, (await createStudent(t.db, { userId: pupil.id })).id);
    const res = await t.post(
      `/api/scheduled-sessions/${session.id}/join`,
      {},
      { cookie: await signInAs(t, pupil) },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(
      'This lesson is in the ClassPerk classroom: open it with Join lesson.',
    );
  });
});
