import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/api/contract.js';
import {
  REGISTRATION_CODE_PATH,
  bulkGenerateResultSchema,
  bulkGenerateSchema,
  bulkUploadResultSchema,
  bulkUploadSchema,
  createdCodeSchema,
  importJobSchema,
  registrationCodeResponseSchema,
  registrationCodeSchema,
} from '../../../shared/onboarding/schemas.js';
import { idParam } from '../../../shared/validation.js';
import { importJobs, registrationCodes } from '../../db/schema.js';
import { employeeWelcome, generatedAccountsTemplate } from '../../email/templates.js';
import type { Api } from '../../http/contract.js';
import { notFound } from '../../http/errors.js';
import type { Services } from '../../services.js';
import { currentUser } from '../auth/guard.js';
import { INVITE_DAYS, createAccounts, findCompanyName } from './accounts.js';
import { sortRows } from './bulk-upload.js';
import { insertCode, listCodes, presentCode, revokeCode } from './codes.js';
import { startJob } from './jobs.js';
import { usernameAllocator } from './usernames.js';

const jobParam = z.object({ id: z.uuid('Not found.') });
const tags = ['Onboarding'];
const companyFound = { 404: errorBodySchema };
// Accounts are created in one transaction; a concurrent change to the same names answers 409.
const created = { ...companyFound, 409: errorBodySchema };

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 12) || 'account';

/** Employee onboarding (spec 2 §2.2, §7): CSV upload, registration codes, bulk generation. Admin only. */
export function registerOnboardingRoutes(app: Api, services: Services) {
  const { db, config, mail } = services;

  // A thousand rows of long names in non-Latin scripts can pass the app-wide 1 MB limit; the row
  // limit of the schema is the real bound, and it answers with a clearer message.
  app.post(
    '/bulk-upload-employees',
    {
      bodyLimit: 4 * 1024 * 1024,
      config: { access: ['admin'] },
      schema: {
        summary: 'Create accounts for the employees of a CSV file read in the browser',
        tags,
        body: bulkUploadSchema,
        response: { 200: bulkUploadResultSchema, ...created, 413: errorBodySchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const input = request.body;
      const companyName = await findCompanyName(db, input.companyId);
      const { accepted, errors } = await sortRows(db, input);
      const job = await startJob(db, input.jobId, 'bulk-upload', accepted.length, user.id);
      try {
        const created = await createAccounts(db, accepted, {
          role: input.role,
          companyId: input.companyId,
          withInvites: input.sendEmails,
          onHashed: (done) => job.progress(done),
          alongside: (tx, accounts) =>
            mail.queue(
              tx,
              accounts.flatMap((account) =>
                account.invite
                  ? [
                      employeeWelcome(
                        account.email,
                        { ...account, companyName },
                        `${config.publicUrl}/reset-password?token=${account.invite}&invite=1`,
                        INVITE_DAYS,
                      ),
                    ]
                  : [],
              ),
            ),
        });
        await job.finish('done');
        return {
          success: errors.length === 0,
          totalProcessed: input.employees.length,
          successCount: created.length,
          errors,
          credentials: created.map(({ fullName, username, password, email }) => ({
            fullName,
            username,
            password,
            email,
          })),
        };
      } catch (err) {
        await job.finish('failed');
        throw err;
      }
    },
  );

  app.post(
    '/generate-bulk-accounts',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'Generate numbered accounts for a company, with one-time passwords',
        tags,
        body: bulkGenerateSchema,
        response: { 200: bulkGenerateResultSchema, ...created },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const input = request.body;
      const companyName = await findCompanyName(db, input.companyId);
      const prefix = slug(companyName);
      const domain = input.domain?.replace(/^@/, '').toLowerCase() || 'accounts.classperk.co.uk';
      const roleLabel = input.role[0]!.toUpperCase() + input.role.slice(1);
      const bases = Array.from(
        { length: input.count },
        () => `${prefix}-${randomBytes(3).toString('hex')}`,
      );
      const allocate = await usernameAllocator(db, bases);
      const width = String(input.count).length;
      const accounts = bases.map((base, i) => {
        const username = allocate(base);
        return {
          username,
          fullName: `${companyName} ${roleLabel} ${String(i + 1).padStart(width, '0')}`,
          email: `${username}@${domain}`,
        };
      });
      const job = await startJob(db, input.jobId, 'bulk-generate', accounts.length, user.id);
      try {
        const created = await createAccounts(db, accounts, {
          role: input.role,
          companyId: input.companyId,
          withInvites: false,
          onHashed: (done) => job.progress(done),
        });
        await job.finish('done');
        return {
          count: created.length,
          credentials: created.map(({ fullName, username, password, email }) => ({
            fullName,
            username,
            password,
            email,
          })),
          emailTemplate: generatedAccountsTemplate(companyName, `${config.publicUrl}/auth`),
        };
      } catch (err) {
        await job.finish('failed');
        throw err;
      }
    },
  );

  app.get(
    '/import-jobs/:id',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'Progress of one of the caller’s long jobs',
        tags,
        params: jobParam,
        response: { 200: importJobSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const [job] = await db
        .select()
        .from(importJobs)
        .where(and(eq(importJobs.id, id), eq(importJobs.createdBy, currentUser(request).id)));
      if (!job) throw notFound('Job not found.');
      return {
        id: job.id,
        kind: job.kind,
        total: job.total,
        processed: job.processed,
        status: job.status,
      };
    },
  );

  app.post(
    '/create-registration-code',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'Create a registration code for parents of a company',
        tags,
        body: registrationCodeSchema,
        response: { 201: createdCodeSchema, ...companyFound },
      },
    },
    async (request, reply) => {
      const input = request.body;
      await findCompanyName(db, input.companyId);
      const row = await insertCode(db, { ...input, createdBy: currentUser(request).id });
      const path = REGISTRATION_CODE_PATH(row.code);
      return reply
        .status(201)
        .send({ ...presentCode(row), url: `${config.publicUrl}${path}`, path });
    },
  );

  app.get(
    '/companies/:id/registration-codes',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'A company’s registration codes, newest first',
        tags,
        params: idParam,
        response: { 200: z.array(registrationCodeResponseSchema), ...companyFound },
      },
    },
    async (request) => {
      const { id } = request.params;
      await findCompanyName(db, id);
      const now = Date.now();
      return (await listCodes(db, id)).map((row) => presentCode(row, now));
    },
  );

  app.post(
    '/registration-codes/:id/revoke',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'Revoke a registration code; revoking it again changes nothing',
        tags,
        params: idParam,
        response: { 200: registrationCodeResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const [revoked] = await revokeCode(db, id);
      if (revoked) return presentCode(revoked);
      const [existing] = await db
        .select()
        .from(registrationCodes)
        .where(eq(registrationCodes.id, id));
      if (!existing) throw notFound('Registration code not found.');
      return presentCode(existing);
    },
  );
}
