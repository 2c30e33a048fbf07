import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { tutorSchema, tutorUpdateSchema, type Tutor } from '../../../shared/admin/schemas.js';
import { pageQuerySchema, type Page } from '../../../shared/pagination.js';
import { idParam } from '../../../shared/validation.js';
import { accountTokens, tutorProfiles, users } from '../../db/schema.js';
import { tutorInvitation } from '../../email/templates.js';
import { notFound } from '../../http/errors.js';
import { parse } from '../../http/validate.js';
import type { Services } from '../../services.js';
import { generatePassword, hashPassword } from '../auth/passwords.js';
import { assertUnique } from '../auth/registration.js';
import { hashSecret, newSecret } from '../auth/tokens.js';
import { offsetOf } from '../../http/pages.js';

const INVITE_DAYS = 7;
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

const presentTutor = ({ user, ...profile }: TutorRow): Tutor => ({
  id: user.id,
  fullName: user.fullName,
  email: user.email,
  username: user.username,
  role: user.role,
  createdAt: user.createdAt.toISOString(),
  isActive: !user.deactivatedAt,
  isActivated: user.isActivated,
  subjects: profile.subjects ?? [],
  qualifications: profile.qualifications,
  bio: profile.bio,
  yearsExperience: profile.yearsExperience,
});

export function registerAdminTutorRoutes(app: FastifyInstance, services: Services) {
  const { db, config, mailer, sessions } = services;

  const findTutor = async (id: number) => {
    const [row] = await db
      .select(tutorColumns)
      .from(users)
      .leftJoin(tutorProfiles, eq(tutorProfiles.userId, users.id))
      .where(and(eq(users.id, id), isTutor));
    if (!row) throw notFound('Tutor not found.');
    return presentTutor(row);
  };

  app.get('/tutors', async (request): Promise<Page<Tutor>> => {
    const { page, pageSize } = parse(pageQuerySchema, request.query);
    const rows = await db
      .select(tutorColumns)
      .from(users)
      .leftJoin(tutorProfiles, eq(tutorProfiles.userId, users.id))
      .where(isTutor)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(pageSize)
      .offset(offsetOf(page, pageSize));
    const [total] = await db.select({ n: count() }).from(users).where(isTutor);
    return { items: rows.map(presentTutor), total: total?.n ?? 0, page, pageSize };
  });

  /** Active tutors for pickers, by name. */
  app.get('/users/tutors', async () =>
    db
      .select({ id: users.id, fullName: users.fullName })
      .from(users)
      .where(and(isTutor, isNull(users.deactivatedAt)))
      .orderBy(asc(users.fullName)),
  );

  app.get('/tutors/:id', async (request) => findTutor(parse(idParam, request.params).id));

  app.post('/tutors', async (request, reply) => {
    const input = parse(tutorSchema, request.body);
    await assertUnique(db, input.username, input.email);
    // An invited tutor never learns a password from us: they set one from the emailed link.
    const passwordHash = await hashPassword(input.password ?? generatePassword(24));
    const invite = input.sendInvite ? newSecret() : null;
    const id = await db.transaction(async (tx) => {
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
      if (invite) {
        await tx.insert(accountTokens).values({
          userId: user!.id,
          purpose: 'invite',
          tokenHash: hashSecret(invite),
          expiresAt: new Date(Date.now() + INVITE_DAYS * 86_400_000),
        });
      }
      return user!.id;
    });
    if (invite) {
      const link = `${config.publicUrl}/reset-password?token=${invite}&invite=1`;
      await mailer.send(
        tutorInvitation(input.email, input.fullName, input.username, link, INVITE_DAYS),
      );
    }
    return reply.status(201).send(await findTutor(id));
  });

  app.put('/tutors/:id', async (request) => {
    const { id } = parse(idParam, request.params);
    const input = parse(tutorUpdateSchema, request.body);
    await findTutor(id);
    await assertUnique(db, input.username, input.email, id);
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
    return findTutor(id);
  });

  app.post('/tutors/:id/deactivate', async (request) => {
    const { id } = parse(idParam, request.params);
    await findTutor(id);
    await db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, id));
    await sessions.destroyOthers(id, null);
    return findTutor(id);
  });

  app.post('/tutors/:id/reactivate', async (request) => {
    const { id } = parse(idParam, request.params);
    await findTutor(id);
    await db.update(users).set({ deactivatedAt: null }).where(eq(users.id, id));
    return findTutor(id);
  });
}
