import { and, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { errorBodySchema, messageSchema } from '../../../shared/api/contract.js';
import {
  currentUserSchema,
  finishRegistrationSchema,
  registerSchema,
  registrationCodeParam,
  registrationInfoSchema,
} from '../../../shared/auth/schemas.js';
import { secondFactorStepSchema } from '../../../shared/auth/mfa.js';
import { normaliseRole } from '../../../shared/policies/landing.js';
import { SERVER_MSG } from '../../../shared/messages.js';
import { REGISTRATION_MSG } from '../../../shared/onboarding/registration-messages.js';
import { REGISTRATION_CODE_PATH } from '../../../shared/onboarding/schemas.js';
import type { Db } from '../../db/client.js';
import { registrationCodes, users } from '../../db/schema.js';
import type { Api } from '../../http/contract.js';
import { badRequest, conflict } from '../../http/errors.js';
import type { Services } from '../../services.js';
import { lookUpCode, unusableCode, usableCode } from './code-lookups.js';
import { assertAcceptablePassword } from './password-rules.js';
import { hashPassword } from '../../identity/passwords.js';
import { presentUser } from './present.js';
import { accountEmailAllowed } from './recovery-emails.js';
import {
  alreadyRegistered,
  finishRegistration,
  usernameTaken as registrationUsernameTaken,
} from './registration-emails.js';
import {
  openRegistrationToken,
  registrationToken,
  type PendingRegistration,
} from './registration-link.js';
import { secondFactorFor, startChallenge } from '../mfa/challenges.js';
import { recordSecurityEvent } from '../../records/security-log.js';

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
          'Answers 202 and emails the address, whether or not its username or address is taken ' +
          '(decision 078): a link to finish, or to the owner of a taken address that it has an ' +
          'account. `POST /api/register/confirm` with the link’s token creates the account.',
        tags: ['Registration'],
        body: registerSchema,
        response: { 202: messageSchema, ...codeErrors },
      },
    },
    async (request, reply) => {
      const input = request.body;
      await lookUpCode(services, request, reply, input.code);
      await assertAcceptablePassword(input.password, input);
      const passwordHash = await hashPassword(input.password);
      const { code, fullName, username, email } = input;
      await emailRegistration(services, request.ip, {
        code,
        fullName,
        username,
        email,
        passwordHash,
      });
      return reply.status(202).send({ message: REGISTRATION_MSG.checkEmail });
    },
  );

  app.post(
    '/register/confirm',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Finish a registration with the emailed link',
        description:
          'Creates the account and signs it in; for a role that must use a second factor, ' +
          'answers 202 as `POST /api/login` does and the account enrols before any session.',
        tags: ['Registration'],
        body: finishRegistrationSchema,
        response: {
          201: currentUserSchema,
          202: secondFactorStepSchema,
          400: errorBodySchema,
          ...codeErrors,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const pending = await openRegistrationToken(db, request.body.token, services.jobs.now());
      if (!pending) throw badRequest(REGISTRATION_MSG.linkInvalid);
      if (await takenBy(db, pending.username, pending.email)) {
        throw conflict(REGISTRATION_MSG.alreadyCreated);
      }
      const user = await createRegisteredAccount(db, request, pending);
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

/**
 * One email whatever the case, so the answer and its timing say nothing of who has an account:
 * a taken address's owner is told; otherwise the address gets a link to finish, or, when only the
 * username is taken, a request to choose another. Within the account-email limits (spam).
 */
async function emailRegistration(services: Services, ip: string, pending: PendingRegistration) {
  const { db, mail, rate, config } = services;
  const [owner] = await db
    .select({ fullName: users.fullName, email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) = ${pending.email.toLowerCase()}`);
  const usernameTaken = !owner && (await takenBy(db, pending.username, pending.email));
  const link =
    owner || usernameTaken ? '' : await registrationToken(db, pending, services.jobs.now());
  await db.transaction(async (tx) => {
    const subject = `email:${pending.email.toLowerCase()}`;
    // Per address only: a whole office registers from one network address on launch day.
    if (!(await accountEmailAllowed(rate, tx, subject, null))) return;
    await rate.record('account_email', subject, ip, tx);
    const to = pending.email;
    await mail.queue(
      tx,
      owner
        ? alreadyRegistered(owner.email, owner.fullName, config.publicUrl)
        : usernameTaken
          ? registrationUsernameTaken(
              to,
              pending.fullName,
              pending.username,
              `${config.publicUrl}${REGISTRATION_CODE_PATH(pending.code)}`,
            )
          : finishRegistration(
              to,
              pending.fullName,
              `${config.publicUrl}/finish-registration?token=${link}`,
            ),
    );
  });
}

/** Whether an account already has this username or this address, in any letter case. */
async function takenBy(db: Db, username: string, email: string) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      sql`(lower(${users.username}) = ${username.toLowerCase()} or lower(${users.email}) = ${email.toLowerCase()})`,
    );
  return rows.length > 0;
}

/** The account a link finishes, taking one use of its code; in a race the unique index decides. */
async function createRegisteredAccount(
  db: Db,
  request: FastifyRequest,
  pending: PendingRegistration,
) {
  return db.transaction(async (tx) => {
    // One conditional update claims a use, so concurrent sign-ups can never pass the maximum.
    const [claimed] = await tx
      .update(registrationCodes)
      .set({ uses: sql`${registrationCodes.uses} + 1` })
      .where(usableCode(pending.code))
      .returning();
    if (!claimed) throw unusableCode();
    const [created] = await tx
      .insert(users)
      .values({
        username: pending.username,
        email: pending.email,
        fullName: pending.fullName,
        passwordHash: pending.passwordHash,
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
}
