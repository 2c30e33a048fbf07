import { and, asc, eq, ilike, isNull } from 'drizzle-orm';
import { z } from 'zod';
import {
  tutorOptionQuerySchema,
  tutorOptionSchema,
  tutorResponseSchema,
  tutorSchema,
  tutorUpdateSchema,
} from '../../../shared/admin/schemas.js';
import { errorBodySchema } from '../../../shared/api/contract.js';
import { newUsername, USERNAME_CHARACTERS } from '../../../shared/auth/usernames.js';
import { cursorPageOf, cursorQuerySchema } from '../../../shared/pagination.js';
import { idParam } from '../../../shared/validation.js';
import { containsPattern } from '../../db/like.js';
import { tutorProfiles, users } from '../../db/schema.js';
import { tutorInvitation } from '../../email/templates.js';
import { badRequest, notFound } from '../../http/errors.js';
import type { Api } from '../../http/contract.js';
import {
  afterTimeCursor,
  keysetOrder,
  microsOf,
  pageFrom,
  timeCursorOf,
} from '../../http/keyset.js';
import type { Services } from '../../services.js';
import { assertAcceptablePassword } from '../auth/password-rules.js';
import { generatePassword, hashPassword } from '../../identity/passwords.js';
import { assertUnique } from '../auth/registration.js';
import { INVITE_DAYS, invitationLink } from '../auth/invitations.js';
import { recordSecurityEvent } from '../../records/security-log.js';
import { disableAccount, enableAccount } from './account-controls.js';

/** Enough to pick from by eye; a name typed into the picker finds any other. */
const TUTOR_OPTIONS_LIMIT = 50;
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

export function registerAdminTutorRoutes(app: Api, services: Services) {
  const { db, config, mail } = services;

  const findTutor = async (id: number) => {
    const [row] = await db
      .select(tutorColumns)
      .from(users)
      .leftJoin(tutorProfiles, eq(tutorProfiles.userId, users.id))
      .where(and(eq(users.id, id), isTutor));
    if (!row) throw notFound('Tutor not found.');
    return presentTutor(row);
  };

  const tags = ['Admin: tutors'];
  const found = { 200: tutorResponseSchema, 404: errorBodySchema };

  app.get(
    '/tutors',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'Tutors, newest first',
        tags,
        querystring: cursorQuerySchema,
        response: { 200: cursorPageOf(tutorResponseSchema) },
      },
    },
    async (request) => {
      const { cursor, pageSize } = request.query;
      const rows = await db
        .select({ ...tutorColumns, micros: microsOf(users.createdAt) })
        .from(users)
        .leftJoin(tutorProfiles, eq(tutorProfiles.userId, users.id))
        .where(and(isTutor, afterTimeCursor(cursor, 'desc', users.createdAt, users.id)))
        .orderBy(...keysetOrder('desc', users.createdAt, users.id))
        .limit(pageSize + 1);
      return pageFrom(rows, pageSize, (row) => timeCursorOf(row.micros, row.user.id), presentTutor);
    },
  );

  app.get(
    '/users/tutors',
    {
      config: { access: ['admin'] },
      schema: {
        summary: `Active tutors by name, at most ${TUTOR_OPTIONS_LIMIT}, for pickers`,
        description:
          '`q` narrows them to names containing it; a picker searches as the admin types (decision 052).',
        tags,
        querystring: tutorOptionQuerySchema,
        response: { 200: z.array(tutorOptionSchema) },
      },
    },
    async (request) => {
      const { q } = request.query;
      return db
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
    },
  );

  app.get(
    '/tutors/:id',
    {
      config: { access: ['admin'] },
      schema: { summary: 'One tutor', tags, params: idParam, response: found },
    },
    async (request) => findTutor(request.params.id),
  );

  app.post(
    '/tutors',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'Add a tutor, optionally emailing an invitation to set a password',
        tags,
        body: tutorSchema,
        response: { 201: tutorResponseSchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const input = request.body;
      await assertUnique(db, input.username, input.email);
      if (input.password) await assertAcceptablePassword(input.password, input);
      // An invited tutor never learns a password from us: they set one from the emailed link.
      const passwordHash = await hashPassword(input.password ?? generatePassword(24));
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
        if (input.sendInvite) {
          const link = await invitationLink(tx, config.publicUrl, user!.id);
          await mail.queue(
            tx,
            tutorInvitation(input.email, input.fullName, input.username, link, INVITE_DAYS),
          );
        }
        await recordSecurityEvent(tx, request, {
          type: 'account_created',
          outcome: 'success',
          subjectId: user!.id,
          detail: { role: 'tutor', invited: input.sendInvite },
        });
        return user!.id;
      });
      return reply.status(201).send(await findTutor(id));
    },
  );

  app.put(
    '/tutors/:id',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'Edit a tutor',
        tags,
        params: idParam,
        body: tutorUpdateSchema,
        response: { ...found, 409: errorBodySchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const input = request.body;
      const current = await findTutor(id);
      // A tutor named before the character rule keeps that name; a new name must follow it.
      if (input.username !== current.username && !newUsername.safeParse(input.username).success) {
        throw badRequest(USERNAME_CHARACTERS, { username: [USERNAME_CHARACTERS] });
      }
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
    },
  );

  app.post(
    '/tutors/:id/deactivate',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'Deactivate a tutor and sign them out everywhere',
        tags,
        params: idParam,
        response: found,
      },
    },
    async (request) => {
      const { id } = request.params;
      await findTutor(id);
      await db.transaction((tx) => disableAccount(tx, request, id));
      return findTutor(id);
    },
  );

  app.post(
    '/tutors/:id/reactivate',
    {
      config: { access: ['admin'] },
      schema: { summary: 'Let a tutor sign in again', tags, params: idParam, response: found },
    },
    async (request) => {
      const { id } = request.params;
      await findTutor(id);
      await db.transaction((tx) => enableAccount(tx, request, id));
      return findTutor(id);
    },
  );
}
