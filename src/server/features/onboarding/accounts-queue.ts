import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { z } from 'zod';
import type {
  BulkGenerateResult,
  BulkUploadResult,
  bulkGenerateSchema,
  bulkUploadSchema,
} from '../../../shared/onboarding/schemas.js';
import { SERVER_MSG } from '../../../shared/messages.js';
import { conflict, HttpError } from '../../http/errors.js';
import { defineQueue } from '../../jobs/queue.js';
import type { Services } from '../../services.js';
import {
  JOB_FAILED,
  dropImportResult,
  failImportJob,
  openImportJob,
  renewImportJob,
  type ImportKind,
} from './jobs.js';
import { newRecipient } from './sealing.js';

interface Kinds {
  'bulk-upload': { input: z.output<typeof bulkUploadSchema>; result: BulkUploadResult };
  'bulk-generate': { input: z.output<typeof bulkGenerateSchema>; result: BulkGenerateResult };
}
export type AccountsRequest = {
  [K in ImportKind]: { kind: K; input: Kinds[K]['input'] };
}[ImportKind];
export type AccountsResult<K extends ImportKind> = Kinds[K]['result'];

/** A job's data: what to create, where to report, and the key to seal the passwords for. */
export interface AccountsJob {
  importJobId: string;
  recipientKey: string;
  request: AccountsRequest;
  /** The admin who asked, for the security log; absent in jobs queued before it was recorded. */
  actorId?: number;
}

/**
 * No retries (decision 031): a second attempt could finish after the request that holds the key
 * has gone, creating accounts whose passwords nobody can read. A worker that dies is noticed by
 * its missing heartbeat and the job fails; the admin is told to try again.
 */
export const accountsQueue = defineQueue<AccountsJob>('onboarding-accounts', {
  retryLimit: 0,
  heartbeatSeconds: 15,
  expireInSeconds: 15 * 60,
  // The data holds the names and addresses of a file's employees; a day is enough to look into a failure.
  deleteAfterSeconds: 24 * 3600,
  notify: true,
});

const totalOf = (request: AccountsRequest) =>
  request.kind === 'bulk-upload' ? request.input.employees.length : request.input.count;

/** Small jobs finish in moments, so the first looks come quickly and then ease off. */
const POLL_MS = { first: 25, most: 300 };
/** How often the waiting request asks pg-boss whether the job's worker is still alive. */
const CHECK_MS = 2000;
const WAIT_MS = 10 * 60_000;
const ENDED = new Set(['completed', 'failed', 'cancelled']);

/**
 * Enqueues the job and waits for its result, which only this request can open. Whichever worker
 * process claims the job creates the accounts; the browser polls their progress meanwhile.
 */
export async function runAccountsJob<K extends ImportKind>(
  services: Services,
  job: { userId: number; jobId: string | undefined; request: AccountsRequest & { kind: K } },
  signal: AbortSignal,
): Promise<AccountsResult<K>> {
  const { db, jobs } = services;
  const { request } = job;
  const id = job.jobId ?? randomUUID();
  const recipient = newRecipient();
  const key = recipient.publicKey;
  const total = totalOf(request);

  const bossId = await db.transaction(async (tx) => {
    const opened = await openImportJob(tx, {
      id,
      kind: request.kind,
      total,
      userId: job.userId,
      recipientKey: key,
    });
    if (!opened) throw conflict('This job id belongs to another job. Please try again.');
    return jobs.send(
      accountsQueue,
      { importJobId: id, recipientKey: key, request, actorId: job.userId },
      { tx },
    );
  });
  if (!bossId) throw new Error('The accounts job was not enqueued');

  const stop = (message: string, status: number) => failImportJob(db, id, key, { message, status });
  const deadline = Date.now() + WAIT_MS;
  let nextCheck = Date.now() + CHECK_MS;
  let pause = POLL_MS.first;
  for (;;) {
    const row = await renewImportJob(db, id, key);
    if (row?.status === 'done' && row.result) {
      await dropImportResult(db, id);
      return JSON.parse(recipient.open(row.result, id)) as AccountsResult<K>;
    }
    if (!row || row.status !== 'running') {
      throw new HttpError(row?.errorStatus ?? 500, row?.error ?? SERVER_MSG.serverError);
    }
    if (signal.aborted) {
      // Nobody could receive the passwords now; ending the run makes its commit roll back.
      await stop(JOB_FAILED.stopped[request.kind], 500);
    } else if (Date.now() > deadline) {
      await jobs.boss.cancel(accountsQueue.name, bossId);
      await stop(JOB_FAILED.tooSlow, 503);
    } else if (Date.now() > nextCheck) {
      nextCheck = Date.now() + CHECK_MS;
      // pg-boss's own monitor fails a job whose worker stopped sending heartbeats; running it here
      // means a web server that runs no workers still learns of it while its request waits.
      await jobs.boss.supervise(accountsQueue.name);
      const [state] = await jobs.boss.findJobs(accountsQueue.name, { id: bossId });
      // Ended while the run still says running: its worker died, or gave up on a lapsed claim.
      if (!state || ENDED.has(state.state)) await stop(JOB_FAILED.stopped[request.kind], 500);
    } else {
      await sleep(pause);
      pause = Math.min(pause * 2, POLL_MS.most);
    }
  }
}
