import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { errorBodySchema, noContent } from '../../../shared/api/contract.js';
import { PRODUCT_NAME } from '../../../shared/constants.js';
import { REPORT_MSG } from '../../../shared/employer-report/messages.js';
import {
  contactParams,
  employerContactInputSchema,
  employerContactSchema,
} from '../../../shared/employer-report/schemas.js';
import { cursorPageOf, cursorQuerySchema } from '../../../shared/pagination.js';
import { possessive } from '../../../shared/plurals.js';
import { idParam } from '../../../shared/validation.js';
import type { Db } from '../../db/client.js';
import { companies, users } from '../../db/schema.js';
import { composeEmail, paragraph } from '../../email/compose.js';
import type { Email } from '../../email/outbox.js';
import { passwordInvitation } from '../../email/templates.js';
import type { Api } from '../../http/contract.js';
import { notFound } from '../../http/errors.js';
import { keysetRows, microsOf, pageFrom, timeCursorOf } from '../../http/keyset.js';
import type { Services } from '../../services.js';
import { generatePassword, hashPassword } from '../../identity/passwords.js';
import { assertUnique } from '../auth/registration.js';
import { INVITE_DAYS, invitationLink } from '../auth/invitations.js';
import { usernameAllocator, usernameBase } from '../onboarding/usernames.js';
import { recordSecurityEvent } from '../../records/security-log.js';

const isContactOf = (companyId: number) =>
  and(eq(users.companyId, companyId), eq(users.role, 'employer'));

const presentContact = (
  row: typeof users.$inferSelect,
): z.output<typeof employerContactSchema> => ({
  id: row.id,
  fullName: row.fullName,
  email: row.email,
  username: row.username,
  isActivated: row.isActivated,
  createdAt: row.createdAt,
});

export function contactInvitation(
  to: string,
  contact: { fullName: string; username: string; companyName: string },
  link: string,
): Email {
  return composeEmail({
    to,
    subject: `Your ${PRODUCT_NAME} usage report for ${contact.companyName}`,
    blocks: [
      paragraph(`Hello ${contact.fullName},`),
      paragraph(
        `An administrator has given you a ${PRODUCT_NAME} account to see how ${possessive(contact.companyName)} families use the benefit. The report never names anyone. Your username is: ${contact.username}`,
      ),
      ...passwordInvitation(link, INVITE_DAYS),
      paragraph('Then sign in as Employer.'),
    ],
  });
}

async function findCompany(db: Db, id: number) {
  const [company] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.id, id));
  if (!company) throw notFound(REPORT_MSG.companyNotFound);
  return company;
}

/** Employer contacts (issue 15 §3): invited from a company's card, listed and removed there. */
export function registerAdminContactRoutes(app: Api, { db, config, mail }: Services) {
  const tags = ['Admin: companies'];

  app.get(
    '/companies/:id/contacts',
    {
      config: { access: ['admin'] },
      schema: {
        summary: "A company's employer contacts, newest first",
        tags,
        params: idParam,
        querystring: cursorQuerySchema,
        response: { 200: cursorPageOf(employerContactSchema), 404: errorBodySchema },
      },
    },
    async (request) => {
      const company = await findCompany(db, request.params.id);
      const { cursor, pageSize } = request.query;
      const rows = await keysetRows(
        db
          .select({ user: users, micros: microsOf(users.createdAt) })
          .from(users)
          .$dynamic(),
        { direction: 'desc', time: users.createdAt, id: users.id },
        { cursor, pageSize },
        isContactOf(company.id),
      );
      return pageFrom(
        rows,
        pageSize,
        (row) => timeCursorOf(row.micros, row.user.id),
        (row) => presentContact(row.user),
      );
    },
  );

  app.post(
    '/companies/:id/contacts',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'Invite an employer contact, who sets a password from the emailed link',
        tags,
        params: idParam,
        body: employerContactInputSchema,
        response: { 201: employerContactSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const company = await findCompany(db, request.params.id);
      const { fullName, email } = request.body;
      const base = usernameBase(fullName);
      const username = (await usernameAllocator(db, [base]))(base);
      await assertUnique(db, username, email);
      // The contact never learns a password from us: they choose one from the emailed link.
      const passwordHash = await hashPassword(generatePassword(24));
      const contact = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({
            username,
            email,
            fullName,
            passwordHash,
            role: 'employer',
            companyId: company.id,
            isActivated: false,
          })
          .returning();
        const link = await invitationLink(tx, config.publicUrl, row!.id);
        await mail.queue(
          tx,
          contactInvitation(email, { fullName, username, companyName: company.name }, link),
        );
        await recordSecurityEvent(tx, request, {
          type: 'account_created',
          outcome: 'success',
          subjectId: row!.id,
          detail: { role: 'employer', companyId: company.id, invited: true },
        });
        return row!;
      });
      return reply.status(201).send(presentContact(contact));
    },
  );

  app.delete(
    '/companies/:id/contacts/:contactId',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'Remove an employer contact: the account and its sessions end',
        tags,
        params: contactParams,
        response: { 204: noContent, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { id, contactId } = request.params;
      await db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(users)
          .where(and(eq(users.id, contactId), isContactOf(id)))
          .returning({ id: users.id, username: users.username });
        if (!removed) throw notFound(REPORT_MSG.contactNotFound);
        await recordSecurityEvent(tx, request, {
          type: 'account_deleted',
          outcome: 'success',
          subjectId: null,
          username: removed.username,
          detail: { role: 'employer', companyId: id },
        });
      });
      return reply.status(204).send(null);
    },
  );
}
