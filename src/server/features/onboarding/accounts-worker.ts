import { randomBytes } from 'node:crypto';
import { SERVER_MSG } from '../../../shared/messages.js';
import type { Db } from '../../db/client.js';
import { employeeWelcome, generatedAccountsTemplate } from '../../email/templates.js';
import { HttpError } from '../../http/errors.js';
import { defineTask } from '../../jobs/task.js';
import type { Services } from '../../services.js';
import { INVITE_DAYS, createAccounts, findCompanyName, type CreatedAccount } from './accounts.js';
import { accountsQueue, type AccountsJob, type AccountsRequest } from './accounts-queue.js';
import { numberedNames } from './display-names.js';
import { sortRows } from './bulk-upload.js';
import { recordImport } from './imports.js';
import { JOB_FAILED, completeImportJob, failImportJob, importProgress, isAwaited } from './jobs.js';
import { recordSecurityEvent } from '../../records/security-log.js';
import { seal } from './sealing.js';
import { usernameAllocator } from './usernames.js';

type Run = Omit<AccountsJob, 'request'> & { services: Services };

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 12) || 'account';

const credentialsOf = (created: CreatedAccount[]) =>
  created.map(({ fullName, username, password, email }) => ({
    fullName,
    username,
    password,
    email,
  }));

/**
 * Hands the result over in the transaction that created the accounts: sealed for the waiting
 * request, and only while it still waits; otherwise everything rolls back, the log entry too.
 */
async function handOver<Result extends { credentials: unknown[] }>(
  tx: Db,
  run: Run,
  request: AccountsRequest,
  result: Result,
) {
  // One event for the whole batch: the accounts themselves list who was created.
  await recordSecurityEvent(tx, null, {
    type: 'account_created',
    outcome: 'success',
    actorId: run.actorId ?? null,
    detail: {
      count: result.credentials.length,
      role: request.input.role,
      companyId: request.input.companyId,
      via: request.kind,
    },
  });
  const { kind } = request;
  const sealed = seal(JSON.stringify(result), run.recipientKey, run.importJobId);
  if (!(await completeImportJob(tx, run.importJobId, run.recipientKey, sealed))) {
    throw new HttpError(500, JOB_FAILED.stopped[kind]);
  }
}

async function upload(run: Run, input: Extract<AccountsRequest, { kind: 'bulk-upload' }>['input']) {
  const { db, mail, config } = run.services;
  const companyName = await findCompanyName(db, input.companyId);
  const { accepted, errors } = await sortRows(db, input);
  const progress = importProgress(db, run.importJobId, run.recipientKey, 'bulk-upload');
  await progress.start(accepted.length);
  await createAccounts(db, accepted, {
    role: input.role,
    companyId: input.companyId,
    withInvites: input.sendEmails,
    onHashed: (done) => progress.progress(done),
    alongside: async (tx, accounts) => {
      await mail.queue(
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
      );
      await recordImport(tx, {
        companyId: input.companyId,
        fileName: input.fileName,
        createdBy: run.actorId ?? null,
        rowCount: input.employees.length,
        createdCount: accounts.length,
        failedCount: errors.length,
        mapping: input.mapping,
      });
      await handOver(
        tx,
        run,
        { kind: 'bulk-upload', input },
        {
          success: errors.length === 0,
          totalProcessed: input.employees.length,
          successCount: accounts.length,
          errors,
          credentials: credentialsOf(accounts),
        },
      );
    },
  });
}

async function generate(
  run: Run,
  input: Extract<AccountsRequest, { kind: 'bulk-generate' }>['input'],
) {
  const { db, config } = run.services;
  const companyName = await findCompanyName(db, input.companyId);
  const prefix = slug(companyName);
  const domain = input.domain?.replace(/^@/, '').toLowerCase() || 'accounts.classperk.co.uk';
  const roleLabel = input.role[0]!.toUpperCase() + input.role.slice(1);
  const bases = Array.from(
    { length: input.count },
    () => `${prefix}-${randomBytes(3).toString('hex')}`,
  );
  const allocate = await usernameAllocator(db, bases);
  const label = `${companyName} ${roleLabel}`;
  const accounts = bases.map((base) => {
    const username = allocate(base);
    // The number comes in the transaction (numberedNames).
    return { username, fullName: label, email: `${username}@${domain}` };
  });
  const progress = importProgress(db, run.importJobId, run.recipientKey, 'bulk-generate');
  await progress.start(accounts.length);
  await createAccounts(db, accounts, {
    role: input.role,
    companyId: input.companyId,
    withInvites: false,
    onHashed: (done) => progress.progress(done),
    names: (tx) => numberedNames(tx, input.companyId, label, accounts.length),
    alongside: (tx, created) =>
      handOver(
        tx,
        run,
        { kind: 'bulk-generate', input },
        {
          count: created.length,
          credentials: credentialsOf(created),
          emailTemplate: generatedAccountsTemplate(companyName, `${config.publicUrl}/auth`),
        },
      ),
  });
}

/**
 * Creates the accounts of an upload or a generation, all or none, and seals their one-time
 * passwords for the request that waits for them. One job at a time per process: its hashing
 * already keeps every core busy (hashing.ts).
 */
export const accountsTask = defineTask({
  queue: accountsQueue,
  workOptions: { localConcurrency: 1 },
  handler:
    (services) =>
    async ({ data: { request, ...job } }) => {
      const { db } = services;
      const run = { ...job, services };
      // The request gave up before this job started: creating accounts now would lose their passwords.
      if (!(await isAwaited(db, job.importJobId, job.recipientKey))) return;
      try {
        if (request.kind === 'bulk-upload') await upload(run, request.input);
        else await generate(run, request.input);
      } catch (err) {
        const failure =
          err instanceof HttpError
            ? { message: err.message, status: err.statusCode }
            : { message: SERVER_MSG.serverError, status: 500 };
        await failImportJob(db, job.importJobId, job.recipientKey, failure);
        throw err;
      }
    },
});
