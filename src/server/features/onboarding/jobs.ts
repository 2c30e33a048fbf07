import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { importJobs } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';

export type ImportKind = 'bulk-upload' | 'bulk-generate';

const WRITE_EVERY_MS = 200;
/** How long a waiting request's claim lasts; it renews it several times a second. */
const LEASE = sql`clock_timestamp() + interval '30 seconds'`;

/** What the person who started a job reads when it could not finish; nothing was created in each case. */
export const JOB_FAILED = {
  stopped: {
    'bulk-upload':
      'The import stopped before it finished; no accounts were created. Please upload the file again.',
    'bulk-generate':
      'Account generation stopped before it finished; no accounts were created. Please try again.',
  },
  tooSlow:
    'Creating the accounts took too long, so it was stopped; no accounts were created. Please try again in a few minutes.',
} as const;

/**
 * Progress and outcome of a long job, kept in the database so that whichever app server answers
 * the browser's poll can report it. A row is one run, owned by the request waiting for it: its
 * key (`recipientKey`) names the run, and its lease (`awaitedUntil`) says someone still waits.
 */
export async function openImportJob(
  db: Db,
  job: { id: string; kind: ImportKind; total: number; userId: number; recipientKey: string },
) {
  const run = {
    kind: job.kind,
    total: job.total,
    processed: 0,
    status: 'running',
    error: null,
    errorStatus: null,
    result: null,
    recipientKey: job.recipientKey,
    awaitedUntil: LEASE,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(importJobs)
    .values({ id: job.id, createdBy: job.userId, ...run })
    .onConflictDoUpdate({
      target: importJobs.id,
      set: run,
      setWhere: eq(importJobs.createdBy, job.userId),
    })
    .returning({ id: importJobs.id });
  return row !== undefined;
}

const ofRun = (id: string, recipientKey: string) =>
  and(
    eq(importJobs.id, id),
    eq(importJobs.recipientKey, recipientKey),
    eq(importJobs.status, 'running'),
  );

/** The run, while its request still waits for it. */
const awaitedRun = (id: string, recipientKey: string) =>
  and(ofRun(id, recipientKey), sql`${importJobs.awaitedUntil} > clock_timestamp()`);

/** The waiting request renews its claim and reads where the run has got to. */
export async function renewImportJob(db: Db, id: string, recipientKey: string) {
  const [row] = await db
    .update(importJobs)
    .set({ awaitedUntil: LEASE })
    .where(and(eq(importJobs.id, id), eq(importJobs.recipientKey, recipientKey)))
    .returning();
  return row;
}

/** Whether the run is still going and its request still waits for it. */
export async function isAwaited(db: Db, id: string, recipientKey: string) {
  const [row] = await db
    .select({ id: importJobs.id })
    .from(importJobs)
    .where(awaitedRun(id, recipientKey));
  return row !== undefined;
}

/** Ends a run that is still going as failed; false when it had already ended. */
export async function failImportJob(
  db: Db,
  id: string,
  recipientKey: string,
  failure: { message: string; status: number },
) {
  const rows = await db
    .update(importJobs)
    .set({
      status: 'failed',
      error: failure.message,
      errorStatus: failure.status,
      updatedAt: new Date(),
    })
    .where(ofRun(id, recipientKey))
    .returning({ id: importJobs.id });
  return rows.length > 0;
}

/**
 * Marks the run done with its sealed result, inside the transaction that created the accounts. It
 * only succeeds while the request still waits, so accounts are never committed without someone
 * to hand their passwords to: false means the caller must roll back.
 */
export async function completeImportJob(tx: Db, id: string, recipientKey: string, result: string) {
  const rows = await tx
    .update(importJobs)
    .set({ status: 'done', result, processed: sql`${importJobs.total}`, updatedAt: new Date() })
    .where(awaitedRun(id, recipientKey))
    .returning({ id: importJobs.id });
  return rows.length > 0;
}

/** The sealed result is only kept until its request has read it. */
export const dropImportResult = (db: Db, id: string) =>
  db.update(importJobs).set({ result: null }).where(eq(importJobs.id, id));

/**
 * The worker's side: the real number of accounts, then progress, spaced out so it never slows the
 * job. Each write also learns whether the request still waits; once it does not, the job stops.
 */
export function importProgress(db: Db, id: string, recipientKey: string, kind: ImportKind) {
  let lastWrite = 0;
  let total = 0;
  const write = async (values: Partial<typeof importJobs.$inferInsert>) => {
    const rows = await db
      .update(importJobs)
      .set({ ...values, updatedAt: new Date() })
      .where(awaitedRun(id, recipientKey))
      .returning({ id: importJobs.id });
    if (rows.length === 0) throw new HttpError(500, JOB_FAILED.stopped[kind]);
  };
  return {
    async start(count: number) {
      total = count;
      await write({ total, processed: 0 });
    },
    async progress(processed: number) {
      if (Date.now() - lastWrite < WRITE_EVERY_MS && processed < total) return;
      lastWrite = Date.now();
      await write({ processed });
    },
  };
}

/**
 * A job of the caller's, as the progress poll reports it. A run nobody waits for any more can no
 * longer finish (see completeImportJob), so it is reported, and recorded, as stopped.
 */
export async function readImportJob(db: Db, id: string, userId: number) {
  const mine = and(eq(importJobs.id, id), eq(importJobs.createdBy, userId));
  const [row] = await db.select().from(importJobs).where(mine);
  if (!row || row.status !== 'running' || !row.awaitedUntil) return row;
  const [stopped] = await db
    .update(importJobs)
    .set({
      status: 'failed',
      error: JOB_FAILED.stopped[row.kind as ImportKind],
      errorStatus: 500,
      updatedAt: new Date(),
    })
    .where(
      and(
        mine,
        eq(importJobs.status, 'running'),
        lt(importJobs.awaitedUntil, sql`clock_timestamp()`),
      ),
    )
    .returning();
  return stopped ?? row;
}
