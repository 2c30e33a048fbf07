import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import { errorBodySchema } from '../../../shared/api/contract.js';
import {
  currentUserSchema,
  registerSchema,
  registrationCodeParam,
  registrationInfoSchema,
} from '../../../shared/auth/schemas.js';
import { SERVER_MSG } from '../../../shared/messages.js';
import type { Db } from '../../db/client.js';
import { companies, registrationCodes, users } from '../../db/schema.js';
import type { Api } from '../../http/contract.js';
import { HttpError, conflict, notFound } from '../../http/errors.js';
import type { Services } from '../../services.js';
import { assertAcceptablePassword } from './password-rules.js';
import { hashPassword } from './passwords.js';
import { presentUser } from './present.js';
import { recordSecurityEvent } from '../security-events/record.js';

/** Why a code cannot be used now, or null when it can. */
async function codeProblem(db: Db, code: string): Promise<HttpError | null> {
  const [row] = await db.select().from(registrationCodes).where(eq(registrationCodes.code, code));
  if (!row) return notFound(SERVER_MSG.codeInvalid);
  if (row.revokedAt) return new HttpError(410, SERVER_MSG.codeRevoked);
  if (row.expiresAt.getTime() <= Date.now()) return new HttpError(410, SERVER_MSG.codeExpired);
  if (row.uses >= row.maxUses) return new HttpError(410, SERVER_MSG.codeUsedUp);
  return null;
}

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
  const codeErrors = { 404: errorBodySchema, 410: errorBodySchema };

  app.get(
    '/register/:code',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Check a registration code',
        description: '404 for an unknown code; 410 once it is revoked, expired or used up.',
        tags: ['Registration'],
        params: registrationCodeParam,
        response: { 200: registrationInfoSchema, ...codeErrors },
      },
    },
    async (request) => {
      const { code } = request.params;
      const problem = await codeProblem(db, code);
      if (problem) throw problem;
      const [row] = await db
        .select({ companyName: companies.name, role: registrationCodes.role })
        .from(registrationCodes)
        .innerJoin(companies, eq(companies.id, registrationCodes.companyId))
        .where(eq(registrationCodes.code, code));
      if (!row) throw notFound(SERVER_MSG.codeInvalid);
      return row;
    },
  );

  app.post(
    '/register',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Sign up with a registration code',
        description: 'Creates the account and signs it in.',
        tags: ['Registration'],
        body: registerSchema,
        response: { 201: currentUserSchema, ...codeErrors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const problem = await codeProblem(db, input.code);
      if (problem) throw problem;
      await assertUnique(db, input.username, input.email);
      await assertAcceptablePassword(input.password, input);
      const passwordHash = await hashPassword(input.password);

      const user = await db.transaction(async (tx) => {
        // One conditional update claims a use, so concurrent sign-ups can never pass the maximum.
        const [claimed] = await tx
          .update(registrationCodes)
          .set({ uses: sql`${registrationCodes.uses} + 1` })
          .where(
            and(
              eq(registrationCodes.code, input.code),
              isNull(registrationCodes.revokedAt),
              gt(registrationCodes.expiresAt, new Date()),
              lt(registrationCodes.uses, registrationCodes.maxUses),
            ),
          )
          .returning();
        if (!claimed) throw (await codeProblem(tx, input.code)) ?? notFound(SERVER_MSG.codeInvalid);
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

      await services.sessions.create(request, reply, user.id);
      return reply.status(201).send(presentUser(user));
    },
  );
}
