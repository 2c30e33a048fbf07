import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { concerns } from '../../src/server/db/schema-concerns.js';
import type { UserRow } from '../../src/server/db/schema.js';
import { createStudent, createTutor, createUser } from '../../src/server/factories/index.js';
import { collectFamilyRecords } from '../../src/server/features/data-export/collect.js';
import type { ConcernCase, OwnConcern } from '../../src/shared/concerns/schemas.js';
import { createTestApp, signInAs, type TestApp } from './support/app.js';

/* Issue 31 §3, decision 126: what a family's export holds of concerns, and what erasure keeps. */

let t: TestApp;
let parent: UserRow;
let childId: number;
let leadCookie: string;
let adminCookie: string;
let parentCase: number;
let tutorCase: number;

const raise = async (cookie: string, description: string) => {
  const res = await t.post(
    '/api/concerns',
    { category: 'emotional', urgency: 'not_urgent', description, studentId: childId },
    { cookie },
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json<OwnConcern>().id;
};

beforeAll(async () => {
  t = await createTestApp({ workers: false });
  const lead = await createUser(t.db, { role: 'admin', safeguardingLead: true });
  leadCookie = await signInAs(t, lead);
  adminCookie = await signInAs(t, await createUser(t.db, { role: 'admin' }));
  const tutor = await createTutor(t.db, { fullName: 'Tomasz Tutor' });
  parent = await createUser(t.db, { role: 'parent', fullName: 'Philippa Parentson' });
  childId = (
    await createStudent(t.db, { parentId: parent.id, tutorId: tutor.id, name: 'Zebedee Parentson' })
  ).id;
  parentCase = await raise(await signInAs(t, parent), 'Zebedee came home upset after class.');
  tutorCase = await raise(await signInAs(t, tutor), 'Zebedee said something worrying at home.');
  for (const [id, path, body] of [
    [parentCase, 'notes', { body: 'Spoke to the tutor; nothing further.' }],
    [tutorCase, 'notes', { body: 'Referred to the local authority.' }],
  ] as const) {
    const res = await t.post(`/api/concerns/${id}/${path}`, body, { cookie: leadCookie });
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(() => t.close());

describe('concerns in a family’s data export', () => {
  it('holds the concerns the family raised as they see them, and no case about the child', async () => {
    const records = await collectFamilyRecords(t.db, parent.id);
    expect(records.concerns_raised).toEqual([
      {
        id: parentCase,
        category: 'emotional',
        urgency: 'not_urgent',
        description: 'Zebedee came home upset after class.',
        status: 'open',
        raisedAt: expect.any(Date) as Date,
      },
    ]);
    const everything = JSON.stringify(records);
    expect(everything).not.toContain('Spoke to the tutor');
    expect(everything).not.toContain('something worrying');
    expect(everything).not.toContain('local authority');
  });
});

describe('concerns when a family is erased', () => {
  it('keeps every case whole, names the child in its history and no longer names the raiser', async () => {
    const res = await t.post(
      `/api/admin/accounts/${parent.id}/erase`,
      { reason: 'family_request' },
      { cookie: adminCookie },
    );
    expect(res.statusCode, res.body).toBe(204);
    expect(await t.db.$count(concerns, eq(concerns.studentId, childId))).toBe(2);

    const own = await t.get(`/api/concerns/${parentCase}`, { cookie: leadCookie });
    expect(own.statusCode, own.body).toBe(200);
    const ownCase = own.json<ConcernCase>();
    expect(ownCase.description).toBe('Zebedee came home upset after class.');
    expect(ownCase.raisedByName).not.toContain('Philippa');
    expect(ownCase.childName ?? '').not.toContain('Zebedee');

    const other = (
      await t.get(`/api/concerns/${tutorCase}`, { cookie: leadCookie })
    ).json<ConcernCase>();
    expect(other.raisedByName).toBe('Tomasz Tutor');
    for (const found of [ownCase, other]) {
      expect(found.history.map((entry) => entry.body)).toContain(
        'The family’s account was erased; this case is about Zebedee Parentson.',
      );
    }
  });
});
