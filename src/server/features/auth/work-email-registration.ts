import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { errorBodySchema, messageSchema } from '../../../shared/api/contract.js';
import { currentUserSchema } from '../../../shared/auth/schemas.js';
import { WORK_EMAIL_MSG } from '../../../shared/company-domains/messages.js';
import { DOMAIN_PAGES } from '../../../shared/company-domains/rules.js';
import {
  linkTokenSchema,
  workEmailLinkSchema,
  workEmailRegisterSchema,
  workEmailSchema,
} from '../../../shared/company-domains/schemas.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { Api } from '../../http/contract.js';
import { badRequest, conflict } from '../../http/errors.js';
import { hashPassword } from '../../identity/passwords.js';
import { companyOfWorkEmail } from '../../policies/company-domains.js';
import { recordSecurityEvent } from '../../records/security-log.js';
import type { Services } from '../../services.js';
import { assertAcceptablePassword } from './password-rules.js';
import { presentUser } from './present.js';
import { accountEmailAllowed } from './recovery-emails.js';
import { alreadyRegistered, workEmailLink } from './registration-emails.js';
import { assertUnique } from './registration.js';
import { openWorkEmailToken, workEmailToken, type WorkEmailClaim } from './work-email-link.js';

const tags = ['Registration'];

const accountWithEmail = async (db: Db, email: string) => {
  const [owner] = await db
    .select({ fullName: users.fullName, email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return owner ?? null;
};

/**
 * Registering with a work address on a company's verified domain, without a code (issue 30 §5,
 * decision 128): the address gets a link, and the link's page finishes the registration.
 */
export function registerWorkEmailRoutes(app: Api, services: Services) {
  const { db } = services;

  /** The link's claim while it still stands: made here, in time, and its domain still verified. */
  const claimOf = async (token: string) => {
    const claim = await openWorkEmailToken(db, token, services.jobs.now());
    const company = claim && (await companyOfWorkEmail(db, claim.email));
    if (!claim || company?.companyId !== claim.companyId)
      throw badRequest(WORK_EMAIL_MSG.linkInvalid);
    if (await accountWithEmail(db, claim.email)) throw conflict(WORK_EMAIL_MSG.alreadyCreated);
    return { ...claim, companyName: company.companyName };
  };

  app.post(
    '/register/work-email',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Ask for a link to register with a work email',
        description:
          'Answers 202 with the same message whatever the address: a link goes to an address on ' +
          'a verified company domain without an account, a reminder to the owner of an address ' +
          'that has one, and nothing to any other address (decision 128).',
        tags,
        body: workEmailSchema,
        response: { 202: messageSchema },
      },
    },
    async (request, reply) => {
      await emailWorkAddress(services, request.ip, request.body.email);
      return reply.status(202).send({ message: WORK_EMAIL_MSG.checkEmail });
    },
  );

  app.post(
    '/register/work-email/check',
    {
      config: { access: 'public' },
      schema: {
        summary: 'What a work-email link offers: its address and company',
        tags,
        body: linkTokenSchema,
        response: { 200: workEmailLinkSchema, 400: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      const { email, companyName } = await claimOf(request.body.token);
      return { email, companyName };
    },
  );

  app.post(
    '/register/work-email/confirm',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Create the account a work-email link offers, and sign it in',
        description: 'The account is a parent of the company that verified the domain.',
        tags,
        body: workEmailRegisterSchema,
        response: { 201: currentUserSchema, 400: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const claim = await claimOf(request.body.token);
      const { fullName, username, password } = request.body;
      await assertUnique(db, username, claim.email);
      await assertAcceptablePassword(password, { fullName, username, email: claim.email });
      const user = await createWorkAccount(db, request, claim, {
        fullName,
        username,
        passwordHash: await hashPassword(password),
      });
      await services.sessions.create(request, reply, user.id);
      return reply.status(201).send(presentUser(user));
    },
  );
}

/**
 * At most one email, and the same answer and nearly the same work whatever the address, so the
 * form tells nobody who has an account or which domains are customers'. Within the account-email
 * limits per address, as a code registration is (an office registers from one network address).
 */
async function emailWorkAddress(services: Services, ip: string, email: string) {
  const { db, mail, rate, config } = services;
  const company = await companyOfWorkEmail(db, email);
  if (!company) return;
  const owner = await accountWithEmail(db, email);
  const token = owner
    ? ''
    : await workEmailToken(db, { email, companyId: company.companyId }, services.jobs.now());
  await db.transaction(async (tx) => {
    const subject = `email:${email}`;
    if (!(await accountEmailAllowed(rate, tx, subject, null))) return;
    await rate.record('account_email', subject, ip, tx);
    await mail.queue(
      tx,
      owner
        ? alreadyRegistered(owner.email, owner.fullName, config.publicUrl)
        : workEmailLink(
            email,
            company.companyName,
            `${config.publicUrl}${DOMAIN_PAGES.finishWorkEmail}?token=${token}`,
          ),
    );
  });
}

/** The company's new parent; in a race for the username or address the unique index decides. */
async function createWorkAccount(
  db: Db,
  request: FastifyRequest,
  claim: WorkEmailClaim,
  details: { fullName: string; username: string; passwordHash: string },
) {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        ...details,
        email: claim.email,
        role: 'parent',
        companyId: claim.companyId,
        isActivated: true,
      })
      .returning();
    await recordSecurityEvent(tx, request, {
      type: 'account_created',
      outcome: 'success',
      actorId: null,
      subjectId: created!.id,
      detail: { role: 'parent', via: 'work email' },
    });
    return created!;
  });
}
