import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createRecordedLesson,
  createStudent,
  createTutor,
  createUser,
} from '../../src/server/factories/index.js';
import { SERVER_MSG } from '../../src/shared/messages.js';
import { createTestApp, signInAs, type TestApp } from './support/app.js';

let t: TestApp;
const cookies: Record<'admin' | 'tutor' | 'parent' | 'student', string> = {
  admin: '',
  tutor: '',
  parent: '',
  student: '',
};
let mine: number[];
let theirs: number;

beforeAll(async () => {
  t = await createTestApp();
  const [admin, tutor, otherTutor, parent, student] = await Promise.all([
    createUser(t.db, { role: 'admin' }),
    createTutor(t.db),
    createTutor(t.db),
    createUser(t.db, { role: 'parent' }),
    createUser(t.db, { role: 'student', fullName: 'Zebedee Own' }),
  ]);
  mine = [
    (await createStudent(t.db, { tutorId: tutor.id, userId: student.id, notes: 'Zebedee Own' })).id,
    (await createStudent(t.db, { tutorId: tutor.id, parentId: parent.id, name: 'Zebedee Two' })).id,
  ];
  theirs = (await createStudent(t.db, { tutorId: otherTutor.id, name: 'Zebedee Other' })).id;
  await createRecordedLesson(t.db, { tutorId: tutor.id, title: 'Zebedee and quadratics' });
  cookies.admin = await signInAs(t, admin);
  cookies.tutor = await signInAs(t, tutor);
  cookies.parent = await signInAs(t, parent);
  cookies.student = await signInAs(t, student);
});
afterAll(() => t.close());

const ids = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);

/** The students list pages its rows; the search box answers a few students beside lessons. */
type StudentList = { items: { id: number }[] } | { students: { id: number }[] };
const studentsIn = (body: StudentList) => ('items' in body ? body.items : body.students);

describe.each(['/api/students', '/api/search?q=zebedee'])('GET %s', (url) => {
  it('answers 401 when signed out', async () => {
    const res = await t.get(url);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: SERVER_MSG.signInRequired });
  });

  it.each(['parent', 'student'] as const)('answers 403 to a %s', async (role) => {
    const res = await t.get(url, { cookie: cookies[role] });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: SERVER_MSG.forbidden });
  });

  it('answers 200 to a tutor, with only their own students', async () => {
    const res = await t.get(url, { cookie: cookies.tutor });
    expect(res.statusCode).toBe(200);
    const students = studentsIn(res.json<StudentList>());
    expect(ids(students)).toEqual(mine);
  });

  it('answers 200 to an admin, with every student', async () => {
    const res = await t.get(url, { cookie: cookies.admin });
    expect(res.statusCode).toBe(200);
    const students = studentsIn(res.json<StudentList>());
    expect(ids(students)).toEqual([...mine, theirs].sort((a, b) => a - b));
  });
});

describe('GET /api/search', () => {
  it('finds lessons by title and labels students', async () => {
    const res = await t.get('/api/search?q=zebedee', { cookie: cookies.tutor });
    const body = res.json<{ lessons: { title: string }[]; students: { label: string }[] }>();
    expect(body.lessons.map((l) => l.title)).toEqual(['Zebedee and quadratics']);
    expect(body.students.map((s) => s.label).sort()).toEqual(
      ['Student #' + String(mine[1]), 'Zebedee Own'].sort(),
    );
  });

  it('treats % and _ as plain characters', async () => {
    const res = await t.get('/api/search?q=%25%25', { cookie: cookies.admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ lessons: [], students: [] });
  });
});
