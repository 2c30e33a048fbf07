import { and, asc, eq, ilike, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  tutorListQuerySchema,
  tutorOptionQuerySchema,
  tutorResponseSchema,
  tutorSchema,
  tutorUpdateSchema,
} from '../../../shared/admin/schemas.js';
import type { UkDay } from '../../../shared/dates/uk-instant.js';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { tutorProfiles, users } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { keysetRows, microsOf, pageFrom, timeCursorOf } from '../../http/keyset.js';
import { needsVettingAttention, renewalMonths } from '../../policies/vetting.js';

/** Enough to pick from by eye; a name typed into the picker finds any other. */
export const TUTOR_OPTIONS_LIMIT = 50;
const isTutor = eq(users.role, 'tutor');

const tutorColumns = {
  user: users,
  subjects: tutorProfiles.subjects,
  qualifications: tutorProfiles.qualifications,
  bio: tutorProfiles.bio,
  yearsExperience: tutorProfiles.yearsExperience,
};

type TutorRow = {
  user: typeof users.$inferSelect;
  subjects: string[] | null;
  qualifications: string | null;
  bio: string | null;
  yearsExperience: string | null;
};

const presentTutor = ({ user, ...profile }: TutorRow): z.output<typeof tutorResponseSchema> => ({
  id: user.id,
  fullName: user.fullName,
  email: user.email,
  username: user.username,
  role: user.role,
  createdAt: user.createdAt,
  isActive: !user.deactivatedAt,
  isActivated: user.isActivated,
  subjects: profile.subjects ?? [],
  qualifications: profile.qualifications,
  bio: profile.bio,
  yearsExperience: profile.yearsExperience,
});

/** One tutor, or 404. */
export async function findTutor(db: Db, id: number) {
  const [row] = await db
    .select(tutorColumns)
    .from(users)
    .leftJoin(tutorProfiles, eq(tutorProfiles.userId, users.id))
    .where(and(eq(users.id, id), isTutor));
  if (!row) throw notFound('Tutor not found.');
  return presentTutor(row);
}

/**
 * Tutors, newest first; with `show: 'needs-attention'` only the active ones whose vetting record
 * is incomplete, lapsed or due within 30 days on `today` (issue 31 §1).
 */
export async function listTutors(
  db: Db,
  { cursor, pageSize, show }: z.output<typeof tutorListQuerySchema>,
  today: UkDay,
) {
  const attention =
    show === 'needs-attention'
      ? and(
          isNull(users.deactivatedAt),
          needsVettingAttention(users.id, today, await renewalMonths(db)),
        )
      : undefined;
  const rows = await keysetRows(
    db
      .select({ ...tutorColumns, micros: microsOf(users.createdAt) })
      .from(users)
      .leftJoin(tutorProfiles, eq(tutorProfiles.userId, users.id))
      .$dynamic(),
    { direction: 'desc', time: users.createdAt, id: users.id },
    { cursor, pageSize },
    and(isTutor, attention),
  );
  return pageFrom(rows, pageSize, (row) => timeCursorOf(row.micros, row.user.id), presentTutor);
}

/** Active tutors by name for pickers; `q` narrows them to names containing it. */
export const tutorOptions = (db: Db, { q }: z.output<typeof tutorOptionQuerySchema>) =>
  db
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(
      and(
        isTutor,
        isNull(users.deactivatedAt),
        q ? ilike(users.fullName, containsPattern(q)) : undefined,
      ),
    )
    .orderBy(asc(users.fullName), asc(users.id))
    .limit(TUTOR_OPTIONS_LIMIT);

/** A new tutor's account, not yet activated, and their profile; the new id. */
export async function insertTutor(
  tx: Db,
  input: z.output<typeof tutorSchema>,
  passwordHash: string,
) {
  const [user] = await tx
    .insert(users)
    .values({
      username: input.username,
      email: input.email,
      fullName: input.fullName,
      passwordHash,
      role: 'tutor',
      isActivated: false,
    })
    .returning({ id: users.id });
  await tx.insert(tutorProfiles).values({
    userId: user!.id,
    subjects: input.subjects,
    qualifications: input.qualifications,
    bio: input.bio,
    yearsExperience: input.yearsExperience,
  });
  return user!.id;
}

/** Changes a tutor's account and profile together. */
export async function updateTutor(db: Db, id: number, input: z.output<typeof tutorUpdateSchema>) {
  const { subjects, qualifications, bio, yearsExperience, ...account } = input;
  await db.transaction(async (tx) => {
    await tx.update(users).set(account).where(eq(users.id, id));
    await tx
      .insert(tutorProfiles)
      .values({ userId: id, subjects, qualifications, bio, yearsExperience })
      .onConflictDoUpdate({
        target: tutorProfiles.userId,
        set: { subjects, qualifications, bio, yearsExperience },
      });
  });
}
