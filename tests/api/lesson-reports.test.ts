import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessonReportComments } from '../../src/server/db/schema-attendance.js';
import { users, type UserRow } from '../../src/server/db/schema.js';
import {
  createCompany,
  createScheduledSession,
  createStudent,
  createTutor,
  createUser,
  inDays,
} from '../../src/server/factories/index.js';
import type { ErrorBody } from '../../src/shared/api/contract.js';
import { REPORT_MSG } from '../../src/shared/lesson-reports/messages.js';
import { COVERED_MAX } from '../../src/shared/lesson-reports/rules.js';
import type {
  LessonReport,
  ReportPage,
  ReportSave,
} from '../../src/shared/lesson-reports/schemas.js';
import { createTestApp, signInAs, type TestApp } from './support/app.js';
import { expectPagingContract } from './support/paging.js';

/*
 * Issue 15 §2: a session's tutor (or an admin) writes its report once it has started; each family
 * reads the report and only its own children's comments. Two Year 9 families in one group session
 * prove that no comment crosses between them.
 */

let t: TestApp;
let tutor: UserRow;
let otherTutor: UserRow;
const cookies: Record<string, string> = {};
const pupils: Record<string, number> = {};
let past: number;
let future: number;
let cancelled: number;
let oneToOne: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  tutor = await createTutor(db, { fullName: 'Report Tutor' });
  otherTutor = await createTutor(db, { fullName: 'Other Tutor' });
  const admin = await createUser(db, { role: 'admin' });
  const parentA = await createUser(db, { role: 'parent', fullName: 'Parent A' });
  const parentB = await createUser(db, { role: 'parent', fullName: 'Parent B' });
  const studentA = await createUser(db, { role: 'student', fullName: 'Amira Own' });
  const outsider = await createUser(db, { role: 'parent', fullName: 'Year 8 Parent' });
  const company = await createCompany(db);
  const employer = await createUser(db, { role: 'employer', companyId: company.id });
  await db.update(users).set({ companyId: company.id }).where(eq(users.id, parentA.id));

  pupils.amira = (
    await createStudent(db, { parentId: parentA.id, userId: studentA.id, grade: 'Year 9' })
  ).id;
  pupils.sam = (await createStudent(db, { parentId: parentA.id, name: 'Sam', grade: 'Year 9' })).id;
  pupils.bea = (await createStudent(db, { parentId: parentB.id, name: 'Bea', grade: 'Year 9' })).id;
  pupils.outsider = (
    await createStudent(db, { parentId: outsider.id, name: 'Olu', grade: 'Year 8' })
  ).id;

  const group = { academicYear: 'Year 9', tutorId: tutor.id };
  past = (await createScheduledSession(db, { ...group, scheduledFor: inDays(-1) })).id;
  future = (await createScheduledSession(db, { ...group, scheduledFor: inDays(2) })).id;
  cancelled = (
    await createScheduledSession(db, { ...group, scheduledFor: inDays(-2), status: 'cancelled' })
  ).id;
  oneToOne = (
    await createScheduledSession(db, { ...group, studentId: pupils.bea, scheduledFor: inDays(-3) })
  ).id;

  for (const [name, user] of Object.entries({
    tutor,
    otherTutor,
    admin,
    parentA,
    parentB,
    studentA,
    outsider,
    employer,
  })) {
    cookies[name] = await signInAs(t, user);
  }
});
afterAll(() => t.close());

const url = (id: number) => `/api/scheduled-sessions/${id}/report`;
const getAs = (who: string, id: number) => t.get(url(id), { cookie: cookies[who]! });
const putAs = (who: string, id: number, body: ReportSave) =>
  t.request({ method: 'PUT', url: url(id), payload: body, cookie: cookies[who]! });

const full: ReportSave = {
  covered: 'Simultaneous equations by elimination.',
  homework: 'Exercise 4B, questions 1 to 10.',
  comments: [],
};

describe('writing a report', () => {
  it('is for the tutor of a started session, with comments on expected pupils only', async () => {
    const res = await putAs('tutor', past, {
      ...full,
      comments: [
        { studentId: pupils.amira!, comment: 'Amira led the worked example.' },
        { studentId: pupils.sam!, comment: 'Sam should revise substitution.' },
        { studentId: pupils.bea!, comment: 'Bea was quiet today.' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<LessonReport>()).toMatchObject({
      covered: full.covered,
      homework: full.homework,
    });

    const page = (await getAs('tutor', past)).json<ReportPage>();
    expect(page.writable).toBe(true);
    expect(page.report?.covered).toBe(full.covered);
    expect(page.items).toEqual([
      { id: pupils.amira, name: 'Amira Own', comment: 'Amira led the worked example.' },
      { id: pupils.sam, name: 'Sam', comment: 'Sam should revise substitution.' },
      { id: pupils.bea, name: 'Bea', comment: 'Bea was quiet today.' },
    ]);
  });

  it('updates in place: a blank comment removes one, pupils not sent keep theirs', async () => {
    const res = await putAs('tutor', past, {
      covered: 'Elimination, then substitution.',
      homework: '',
      comments: [{ studentId: pupils.sam!, comment: '  ' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<LessonReport>().homework).toBeNull();
    const rows = await t.db
      .select()
      .from(lessonReportComments)
      .where(eq(lessonReportComments.sessionId, past));
    expect(rows.map((row) => row.studentId).sort()).toEqual([pupils.amira, pupils.bea].sort());
  });

  it('lets an admin write any session and refuses another tutor with 403', async () => {
    expect((await putAs('admin', oneToOne, full)).statusCode).toBe(200);
    const other = await putAs('otherTutor', past, full);
    expect(other.statusCode).toBe(403);
    expect(other.json<ErrorBody>().message).toBe(REPORT_MSG.notYourSession);
    expect((await getAs('otherTutor', past)).statusCode).toBe(403);
  });

  it('refuses families, before the start, on cancelled sessions and for pupils not expected', async () => {
    expect((await putAs('parentA', past, full)).statusCode).toBe(403);
    const early = await putAs('tutor', future, full);
    expect(early.statusCode).toBe(409);
    expect(early.json<ErrorBody>().message).toBe(REPORT_MSG.notStarted);
    expect((await getAs('tutor', future)).json<ReportPage>().writable).toBe(false);
    expect((await putAs('tutor', cancelled, full)).json<ErrorBody>().message).toBe(
      REPORT_MSG.cancelled,
    );
    const stranger = await putAs('tutor', past, {
      ...full,
      comments: [{ studentId: pupils.outsider!, comment: 'Not in this group.' }],
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json<ErrorBody>().errors).toEqual({
      'comments.0.studentId': [REPORT_MSG.notExpected],
    });
    // The one-to-one expects Bea alone, though Amira is in the same year group.
    const notHers = await putAs('admin', oneToOne, {
      ...full,
      comments: [{ studentId: pupils.amira!, comment: 'Wrong session.' }],
    });
    expect(notHers.statusCode).toBe(400);
  });

  it('bounds the texts with clear messages', async () => {
    const empty = await putAs('tutor', past, { ...full, covered: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ErrorBody>().errors?.covered).toEqual([REPORT_MSG.coveredRequired]);
    const long = await putAs('tutor', past, { ...full, covered: 'x'.repeat(COVERED_MAX + 1) });
    expect(long.json<ErrorBody>().errors?.covered).toEqual([REPORT_MSG.coveredTooLong]);
    const twice = await putAs('tutor', past, {
      ...full,
      comments: [
        { studentId: pupils.sam!, comment: 'One.' },
        { studentId: pupils.sam!, comment: 'Two.' },
      ],
    });
    expect(twice.statusCode).toBe(400);
  });
});

describe('reading a report as a family', () => {
  it("gives a parent the report and only their own children's comments", async () => {
    const res = await getAs('parentA', past);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<ReportPage>();
    expect(page.writable).toBe(false);
    expect(page.report?.covered).toBe('Elimination, then substitution.');
    expect(page.items).toEqual([
      { id: pupils.amira, name: 'Amira Own', comment: 'Amira led the worked example.' },
    ]);
  });

  it('gives another family in the group only its own comment', async () => {
    const page = (await getAs('parentB', past)).json<ReportPage>();
    expect(page.items).toEqual([{ id: pupils.bea, name: 'Bea', comment: 'Bea was quiet today.' }]);
  });

  it('gives a student account its own comment and not its sibling’s', async () => {
    await putAs('tutor', past, {
      ...full,
      comments: [{ studentId: pupils.sam!, comment: 'Sam: revise substitution.' }],
    });
    const page = (await getAs('studentA', past)).json<ReportPage>();
    expect(page.items.map((item) => item.id)).toEqual([pupils.amira]);
  });

  it('hides the session from a family not at it, and answers null before a report exists', async () => {
    expect((await getAs('outsider', past)).statusCode).toBe(404);
    expect((await getAs('parentA', oneToOne)).statusCode).toBe(404);
    const none = (await getAs('parentA', future)).json<ReportPage>();
    expect(none).toEqual({ report: null, items: [], nextCursor: null, writable: false });
  });

  it("refuses the employer contact, even of the family's own company", async () => {
    expect((await getAs('employer', past)).statusCode).toBe(403);
    expect((await putAs('employer', past, full)).statusCode).toBe(403);
  });

  it('needs a sign-in', async () => {
    expect((await t.get(url(past))).statusCode).toBe(401);
  });
});

describe('the comments list', () => {
  it('pages by pupil for the tutor', async () => {
    const grade = 'Year 11';
    const session = await createScheduledSession(t.db, {
      academicYear: grade,
      tutorId: tutor.id,
      scheduledFor: inDays(-1),
    });
    await expectPagingContract(t, {
      url: url(session.id),
      cookie: cookies.tutor!,
      insert: async (count) => {
        const ids: number[] = [];
        for (let i = 0; i < count; i += 1) ids.push((await createStudent(t.db, { grade })).id);
        return ids;
      },
    });
  });
});
