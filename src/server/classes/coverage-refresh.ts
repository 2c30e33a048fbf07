import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { classes } from '../db/schema.js';
import type { JobEngine } from '../jobs/engine.js';
import { defineQueue } from '../jobs/queue.js';

/*
 * The coverage view's figures are kept per school year (decision 113). Every change to a class's
 * sessions or timetable queues a recount of its year in the transaction that makes it; the task
 * that does the recount is features/classes/coverage-task.ts.
 */

/** A school year to recount; none: every school year (the nightly run). */
export interface CoverageRefreshJob {
  schoolYearId?: number;
}

/**
 * Stately, keyed by school year: one recount waiting and one running at most per year, so a
 * burst of changes (an allocation opening fifty classes, an admin editing occurrence after
 * occurrence) costs one recount after the one under way, which sees them all.
 */
export const coverageRefreshQueue = defineQueue<CoverageRefreshJob>('class-coverage-refresh', {
  policy: 'stately',
  retryLimit: 3,
  retryDelay: 60,
  expireInSeconds: 900,
});

/** Queues the recount of a school year's coverage in `tx`; a class with no year has none. */
export async function queueCoverageRefresh(tx: Db, jobs: JobEngine, schoolYearId: number | null) {
  if (schoolYearId === null) return;
  await jobs.send(
    coverageRefreshQueue,
    { schoolYearId },
    { singletonKey: `year:${schoolYearId}`, tx },
  );
}

/** queueCoverageRefresh for the school year of the class `classId`. */
export async function queueClassCoverageRefresh(tx: Db, jobs: JobEngine, classId: number) {
  const [klass] = await tx
    .select({ schoolYearId: classes.schoolYearId })
    .from(classes)
    .where(eq(classes.id, classId));
  await queueCoverageRefresh(tx, jobs, klass?.schoolYearId ?? null);
}
