import { and, ne, sql } from 'drizzle-orm';
import { errorBodySchema } from '../../../shared/api/contract.js';
import {
  currentUserSchema,
  registerSchema,
  registrationCodeParam,
  registrationInfoSchema,
} from '../../../shared/auth/schemas.js';
import { secondFactorStepSchema } from '../../../shared/auth/mfa.js';
import { normaliseRole } from '../../../shared/auth/routing.js';
import { SERVER_MSG } from '../../../shared/messages.js';
import type { Db } from '../../db/client.js';
import { registrationCodes, users } from '../../db/schema.js';
import type { Api } from '../../http/contract.js';
import { conflict } from '../../http/errors.js';
import type { Services } from '../../services.js';
import { lookUpCode, unusableCode, usableCode } from './code-lookups.js';
import { assertAcceptablePassword } from './password-rules.js';
import { hashPassword } from './passwords.js';
import { presentUser } from './present.js';
import { secondFactorFor, startChallenge } from '../mfa/challenges.js';
import { recordSecurityEvent } from '../security-events/record.js';

/** A friendly 409 up front; in a race the unique index decides (see unique-conflict.ts). */
export async function assertUnique(db: Db, username: string, email: string, exceptUserId?: number) {
  const taken = await db
    .select({ username: users.username })
    .from(users)
    .where(
      and(
        sql`(lower(${users.username}) = ${username.toLowerCase()} or lower(${users.email}) = ${email.toLowerCase()})`,
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    );
  if (taken.length === 0) return;
  if (taken.some((row) => row.username.toLowerCase() === username.toLowerCase())) {
    throw conflict(SERVER_MSG.usernameTaken, { username: [SERVER_MSG.usernameTaken] });
  }
  throw conflict(SERVER_MSG.emailTaken, { email: [SERVER_MSG.emailTaken] });
}

/** Self-registration is only by an employer's code: the product is a benefit, not open sign-up. */
export function registerRegistrationRoutes(app: Api, services: Services) {
  const { db } = services;
  const codeErrors = { 404: errorBodySchema, 429: errorBodySchema };

  app.get(
    '/register/:code',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Check a registration code',
        description:
          'The same 404 for a code that is unknown, revoked, expired or used up; 429 with `Retry-After` after too many such codes from one address.',
        tags: ['Registration'],
        params: registrationCodeParam,
        response: { 200: registrationInfoSchema, ...codeErrors },
      },
    },
    async (request, reply) => lookUpCode(services, request, reply, request.params.code),
  );

  app.post(
    '/register',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Sign up with a registration code',
        description:
          'Creates the account and signs it in; for a role that must use a second factor, ' +
          'answers 202 as `POST /api/login` does and the account enrols before any session.',
        tags: ['Registration'],
        body: registerSchema,
        response: {
          201: currentUserSchema,
          202: secondFactorStepSchema,
          ...codeErrors,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const input = request.body;
      await lookUpCode(services, request, reply, input.code);
      await assertUnique(db, input.username, input.email);
      await assertAcceptablePassword(input.password, input);
      const passwordHash = await hashPassword(input.password);

      const user = await db.transaction(async (tx) => {
        // One conditional update claims a use, so concurrent sign-ups can never pass the maximum.
        const [claimed] = await tx
          .update(registrationCodes)
          .set({ uses: sql`${registrationCodes.uses} + 1` })
          .where(usableCode(input.code))
          .returning();
        if (!claimed) throw unusableCode();
        const [created] = await tx
          .insert(users)
          .values({
            username: input.username,
            email: input.email,
            fullName: input.fullName,
            passwordHash,
            role: claimed.role,
            companyId: claimed.companyId,
            isActivated: true,
          })
          .returning();
        await recordSecurityEvent(tx, request, {
          type: 'account_created',
          outcome: 'success',
          actorId: null,
          subjectId: created!.id,
          detail: { role: claimed.role, via: 'registration code' },
        });
        return created!;
      });

      const secondFactor = secondFactorFor(services.config, user, normaliseRole(user.role));
      if (secondFactor) {
        await startChallenge(db, services.config, reply, user, secondFactor);
        return reply.status(202).send({ secondFactor });
      }
      await services.sessions.create(request, reply, user.id);
      return reply.status(201).send(presentUser(user));
    },
  );
}
