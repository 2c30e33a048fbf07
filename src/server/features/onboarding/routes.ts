import type { ServerResponse } from 'node:http';
import { eq } from 'drizzle-orm';
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
  type ImportJob,
  registrationCodeResponseSchema,
  registrationCodeSchema,
} from '../../../shared/onboarding/schemas.js';
import { cursorPageOf, cursorQuerySchema } from '../../../shared/pagination.js';
import { idParam } from '../../../shared/validation.js';
import { registrationCodes } from '../../db/schema.js';
import type { Api } from '../../http/contract.js';
import { notFound } from '../../http/errors.js';
import { pageFrom, timeCursorOf } from '../../http/keyset.js';
import type { Services } from '../../services.js';
import { currentUser } from '../../identity/guard.js';
import { findCompanyName } from './accounts.js';
import { runAccountsJob } from './accounts-queue.js';
import { insertCode, listCodes, presentCode, revokeCode } from './codes.js';
import { registerEmployeeFileRoutes } from './file-routes.js';
import { readImportJob } from './jobs.js';

const jobParam = z.object({ id: z.uuid('Not found.') });
const tags = ['Onboarding'];
/** What the progress of a job this admin has not started (yet) reads. */
const NO_JOB_YET = { kind: '', total: 0, processed: 0, status: 'waiting', error: null } as const;
const companyFound = { 404: errorBodySchema };
// Accounts are created in one transaction by a background job; a concurrent change to the same
// names answers 409, a job that stops or takes too long 500 or 503, with what to do next.
const created = {
  ...companyFound,
  409: errorBodySchema,
  500: errorBodySchema,
  503: errorBodySchema,
};

/** Aborts when the connection closes before the answer is sent: nobody is left to receive it. */
const whileConnected = (response: ServerResponse) => {
  const controller = new AbortController();
  response.once('close', () => {
    if (!response.writableFinished) controller.abort();
  });
  return controller.signal;
};

/** Employee onboarding (spec 2 §2.2, §7): CSV upload, registration codes, bulk generation. Admin only. */
export function registerOnboardingRoutes(app: Api, services: Services) {
  const { db, config } = services;
  registerEmployeeFileRoutes(app, services);

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
    async (request, reply) => {
      const { jobId, ...input } = request.body;
      await findCompanyName(db, input.companyId);
      return runAccountsJob(
        services,
        { userId: currentUser(request).id, jobId, request: { kind: 'bulk-upload', input } },
        whileConnected(reply.raw),
      );
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
    async (request, reply) => {
      const { jobId, ...input } = request.body;
      await findCompanyName(db, input.companyId);
      return runAccountsJob(
        services,
        { userId: currentUser(request).id, jobId, request: { kind: 'bulk-generate', input } },
        whileConnected(reply.raw),
      );
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
        // The browser polls from the moment it sends the request that starts the job, so a job
        // not there yet (or another admin's) is waiting rather than a 404.
        response: { 200: importJobSchema },
      },
    },
    async (request) => {
      const job = await readImportJob(db, request.params.id, currentUser(request).id);
      if (!job) return { ...NO_JOB_YET, id: request.params.id };
      return {
        id: job.id,
        kind: job.kind,
        total: job.total,
        processed: job.processed,
        status: job.status as ImportJob['status'],
        error: job.error,
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
        querystring: cursorQuerySchema,
        response: { 200: cursorPageOf(registrationCodeResponseSchema), ...companyFound },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { cursor, pageSize } = request.query;
      await findCompanyName(db, id);
      const now = Date.now();
      return pageFrom(
        await listCodes(db, id, cursor, pageSize),
        pageSize,
        (row) => timeCursorOf(row.micros, row.code.id),
        (row) => presentCode(row.code, now),
      );
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
