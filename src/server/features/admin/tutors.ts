import { z } from 'zod';
import {
  tutorListItemSchema,
  tutorListQuerySchema,
  tutorOptionQuerySchema,
  tutorOptionSchema,
  tutorResponseSchema,
  tutorSchema,
  tutorUpdateSchema,
} from '../../../shared/admin/schemas.js';
import { errorBodySchema } from '../../../shared/api/contract.js';
import { newUsername, USERNAME_CHARACTERS } from '../../../shared/auth/usernames.js';
import { cursorPageOf } from '../../../shared/pagination.js';
import { idParam } from '../../../shared/validation.js';
import { ukDayOf } from '../../../shared/dates/uk-instant.js';
import { vettingStatuses } from '../../policies/vetting.js';
import { tutorInvitation } from '../../email/templates.js';
import { badRequest } from '../../http/errors.js';
import type { Api } from '../../http/contract.js';
import type { Services } from '../../services.js';
import { assertAcceptablePassword } from '../auth/password-rules.js';
import { generatePassword, hashPassword } from '../../identity/passwords.js';
import { assertUnique } from '../auth/registration.js';
import { INVITE_DAYS, invitationLink } from '../auth/invitations.js';
import { recordSecurityEvent } from '../../records/security-log.js';
import { disableAccount, enableAccount } from './account-controls.js';
import {
  findTutor,
  insertTutor,
  listTutors,
  TUTOR_OPTIONS_LIMIT,
  tutorOptions,
  updateTutor,
} from './tutor-queries.js';

export function registerAdminTutorRoutes(app: Api, services: Services) {
  const { db, config, mail } = services;

  const tags = ['Admin: tutors'];
  const found = { 200: tutorResponseSchema, 404: errorBodySchema };

  app.get(
    '/tutors',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'Tutors, newest first, each with their vetting status',
        description:
          '`show=needs-attention` keeps the active tutors whose vetting record is incomplete, lapsed or due for renewal within 30 days. Pass `nextCursor` as `cursor` for the next page.',
        tags,
        querystring: tutorListQuerySchema,
        response: { 200: cursorPageOf(tutorListItemSchema) },
      },
    },
    async (request) => {
      const today = ukDayOf(services.jobs.now());
      const page = await listTutors(db, request.query, today);
      const statuses = await vettingStatuses(
        db,
        page.items.map((tutor) => tutor.id),
        today,
      );
      return {
        ...page,
        items: page.items.map((tutor) => ({ ...tutor, vetting: statuses.get(tutor.id)! })),
      };
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
    async (request) => tutorOptions(db, request.query),
  );

  app.get(
    '/tutors/:id',
    {
      config: { access: ['admin'] },
      schema: { summary: 'One tutor', tags, params: idParam, response: found },
    },
    async (request) => findTutor(db, request.params.id),
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
        const userId = await insertTutor(tx, input, passwordHash);
        if (input.sendInvite) {
          const link = await invitationLink(tx, config.publicUrl, userId);
          await mail.queue(
            tx,
            tutorInvitation(input.email, input.fullName, input.username, link, INVITE_DAYS),
          );
        }
        await recordSecurityEvent(tx, request, {
          type: 'account_created',
          outcome: 'success',
          subjectId: userId,
          detail: { role: 'tutor', invited: input.sendInvite },
        });
        return userId;
      });
      return reply.status(201).send(await findTutor(db, id));
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
      const current = await findTutor(db, id);
      // A tutor named before the character rule keeps that name; a new name must follow it.
      if (input.username !== current.username && !newUsername.safeParse(input.username).success) {
        throw badRequest(USERNAME_CHARACTERS, { username: [USERNAME_CHARACTERS] });
      }
      await assertUnique(db, input.username, input.email, id);
      await updateTutor(db, id, input);
      return findTutor(db, id);
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
      await findTutor(db, id);
      await db.transaction((tx) => disableAccount(tx, request, id, services));
      return findTutor(db, id);
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
      await findTutor(db, id);
      await db.transaction((tx) => enableAccount(tx, request, id));
      return findTutor(db, id);
    },
  );
}
