import { randomBytes } from 'node:crypto';
import type { Role } from '../../shared/constants.js';
import type { Db } from '../db/client.js';
import {
  companies,
  liveSessions,
  recordedLessons,
  registrationCodes,
  resources,
  scheduledSessions,
  students,
  tutorProfiles,
  users,
} from '../db/schema.js';
import { hashPassword } from '../identity/passwords.js';
import { DAY_MS } from '../../shared/dates/durations.js';
import { recordVetting, type VettingOptions } from './vetting.js';

/** Factories shared by the demo seed and the tests: sensible defaults, every field overridable. */

let counter = 0;
// Several processes (test workers) make rows in one database: the random part keeps their
// default names apart, the counter keeps one process's apart.
const next = () =>
  `${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString('hex')}`;

type Insert<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;

export async function createCompany(db: Db, overrides: Insert<typeof companies> = {}) {
  const n = next();
  const [row] = await db
    .insert(companies)
    .values({
      name: `Company ${n}`,
      contactName: 'Jordan Lee',
      contactEmail: `hr-${n}@example.com`,
      ...overrides,
    })
    .returning();
  return row!;
}

export interface UserOverrides extends Omit<Insert<typeof users>, 'passwordHash' | 'role'> {
  role?: Role;
  password?: string;
}

export const TEST_PASSWORD = 'correct-horse-battery';

// Argon2 is slow on purpose. Made-up accounts share one hash per password (and so one salt), which
// keeps the seed and the tests fast; real accounts are always hashed one by one.
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
};

export async function createUser(db: Db, overrides: UserOverrides = {}) {
  const { password = TEST_PASSWORD, ...rest } = overrides;
  const n = next();
  const [row] = await db
    .insert(users)
    .values({
      username: `user_${n}`,
      email: `user-${n}@example.com`,
      fullName: 'Test User',
      role: 'parent',
      isActivated: true,
      ...rest,
      passwordHash: await hashOnce(password),
    })
    .returning();
  return row!;
}

export async function createTutor(
  db: Db,
  overrides: UserOverrides = {},
  profile: Omit<Insert<typeof tutorProfiles>, 'userId'> = {},
  /** A complete, current vetting record unless `false` (issue 31 §1), so they may teach. */
  vetting: VettingOptions | false = {},
) {
  const tutor = await createUser(db, { fullName: 'Test Tutor', ...overrides, role: 'tutor' });
  if (vetting) await recordVetting(db, tutor.id, vetting);
  await db.insert(tutorProfiles).values({
    userId: tutor.id,
    subjects: ['Mathematics'],
    qualifications: 'PGCE, BSc Mathematics',
    bio: 'Experienced secondary teacher.',
    yearsExperience: '3-5',
    ...profile,
  });
  return tutor;
}

/**
 * A pupil who has been with us for a year unless `createdAt` says when they joined: the demo and
 * most tests give them past sessions, and a pupil is expected only from the day they joined.
 */
export async function createStudent(db: Db, overrides: Insert<typeof students> = {}) {
  const aYearAgo = new Date(Date.now() - 365 * DAY_MS);
  const [row] = await db
    .insert(students)
    .values({ grade: 'Year 10', subjects: 'Mathematics', createdAt: aYearAgo, ...overrides })
    .returning();
  return row!;
}

const inDays = (days: number, hour = 16) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  date.setUTCHours(hour, 0, 0, 0);
  return date;
};

export async function createRecordedLesson(
  db: Db,
  overrides: Insert<typeof recordedLessons> & { tutorId: number },
) {
  const [row] = await db
    .insert(recordedLessons)
    .values({
      title: 'Solving linear equations',
      description: 'Balancing both sides, step by step.',
      videoUrl: 'https://www.youtube.com/watch?v=NybHckSEQBI',
      duration: 45,
      subject: 'Mathematics',
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createLiveSession(
  db: Db,
  overrides: Insert<typeof liveSessions> & { tutorId: number },
) {
  const [row] = await db
    .insert(liveSessions)
    .values({
      title: 'Live revision',
      scheduledFor: inDays(1),
      duration: 60,
      subject: 'Mathematics',
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createResource(
  db: Db,
  overrides: Insert<typeof resources> & { tutorId: number },
) {
  const [row] = await db
    .insert(resources)
    .values({
      title: 'Algebra worksheet',
      externalUrl: 'https://www.bbc.co.uk/bitesize/subjects/z38pycw',
      type: 'link',
      subject: 'Mathematics',
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createScheduledSession(
  db: Db,
  overrides: Insert<typeof scheduledSessions> & { tutorId: number },
) {
  const [row] = await db
    .insert(scheduledSessions)
    .values({
      title: 'Year 10 Maths: quadratics',
      description: 'Factorising and solving quadratic equations.',
      subject: 'Mathematics',
      academicYear: 'Year 10',
      scheduledFor: inDays(2),
      duration: 60,
      // As the Schedule New Session form decides: a session given a stream link streams there.
      venue: overrides.youtubeUrl ? 'youtube' : 'classroom',
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createRegistrationCode(
  db: Db,
  overrides: Insert<typeof registrationCodes> & { companyId: number },
) {
  const [row] = await db
    .insert(registrationCodes)
    .values({
      code: `CODE${next().toUpperCase()}`,
      maxUses: 10,
      expiresAt: inDays(2),
      ...overrides,
    })
    .returning();
  return row!;
}

export { inDays };
