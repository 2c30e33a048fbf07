import { randomBytes } from 'node:crypto';
import type { Db } from '../../../src/server/db/client.js';
import {
  createCompany,
  createStudent,
  createTutor,
  createUser,
  type UserOverrides,
} from '../../../src/server/factories/index.js';

/*
 * Builders for the rows a browser test reads, made straight in the run's database through the
 * shared factories. Names carry a fresh id, so no test ever finds another test's rows.
 */

/** Random as well as time-based: two workers may ask in the same millisecond. */
export const uniqueId = () => `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

/** A signed-in-able account of any role with a username and email no other test uses. */
export function newUser(db: Db, overrides: UserOverrides = {}) {
  const id = uniqueId();
  return createUser(db, { username: `e2e_${id}`, email: `e2e-${id}@example.com`, ...overrides });
}

/** An admin who is also a designated safeguarding lead unless told otherwise, as the demo's is. */
export const newAdmin = (db: Db, overrides: UserOverrides = {}) =>
  newUser(db, { fullName: 'Test Admin', safeguardingLead: true, ...overrides, role: 'admin' });

export function newTutor(
  db: Db,
  overrides: UserOverrides = {},
  profile: Parameters<typeof createTutor>[2] = {},
  /** A complete, current vetting record unless told otherwise (issue 31 §1). */
  vetting: Parameters<typeof createTutor>[3] = {},
) {
  const id = uniqueId();
  return createTutor(
    db,
    { username: `e2e_${id}`, email: `e2e-${id}@example.com`, ...overrides },
    profile,
    vetting,
  );
}

export interface FamilyOptions {
  /** The signed-in child's year group; group sessions reach everyone in that year. */
  grade: string;
  subjects?: string;
  childName?: string;
  parentName?: string;
  tutorId?: number;
}

/** A company, a parent and a child who signs in as a student. */
export async function newFamily(db: Db, options: FamilyOptions) {
  const company = await createCompany(db, { name: `Company ${uniqueId()}` });
  const parent = await newUser(db, {
    fullName: options.parentName ?? 'Test Parent',
    role: 'parent',
    companyId: company.id,
  });
  const childName = options.childName ?? 'Test Student';
  const student = await newUser(db, {
    fullName: childName,
    role: 'student',
    companyId: company.id,
  });
  const profile = await createStudent(db, {
    userId: student.id,
    parentId: parent.id,
    name: childName,
    grade: options.grade,
    subjects: options.subjects ?? 'Mathematics',
    tutorId: options.tutorId ?? null,
  });
  return { company, parent, student, profile };
}

export type AccountRole = 'admin' | 'tutor' | 'parent' | 'student';

/** Someone of a role and nothing more: a parent or student comes with a family of their own. */
export async function newAccount(db: Db, role: AccountRole, fullName?: string) {
  const named = fullName ? { fullName } : {};
  if (role === 'admin') return newAdmin(db, named);
  if (role === 'tutor') return newTutor(db, named);
  const family = await newFamily(db, {
    grade: `Year 10 ${uniqueId()}`,
    ...(role === 'parent' ? { parentName: fullName } : { childName: fullName }),
  });
  return family[role];
}
