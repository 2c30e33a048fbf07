import { eq } from 'drizzle-orm';
import { NO_SCHOOL_YEAR } from '../../../shared/allocation/schemas.js';
import { ukDayOf } from '../../../shared/dates/uk-instant.js';
import type { Db } from '../../db/client.js';
import { allocationRuns } from '../../db/schema-classes.js';
import { defineQueue } from '../../jobs/queue.js';
import { defineTask } from '../../jobs/task.js';
import { figuresOf } from './figures.js';
import { readInput } from './inputs.js';
import { allocate } from './plan.js';
import { reportingWhile } from './progress.js';
import { writePlan } from './write.js';

export const allocationQueue = defineQueue<{ runId: number }>('allocation', {
  retryLimit: 0,
  deleteAfterSeconds: 7 * 24 * 3600,
});

/** How long HiGHS searches before it keeps the best allocation found (the gap says how good). */
export const SOLVE_SECONDS = 45;

const stage = (db: Db, runId: number, progress: number, label: string) =>
  db
    .update(allocationRuns)
    .set({ status: 'running', progress, stage: label })
    .where(eq(allocationRuns.id, runId));

/**
 * One allocation run: read the year group's children, tutors and open classes, solve, write.
 * A run that fails is marked failed with its message and not retried: the admin starts another.
 */
export const allocationTask = defineTask({
  queue: allocationQueue,
  handler:
    ({ db, jobs }, log) =>
    async ({ data }) => {
      const [run] = await db.select().from(allocationRuns).where(eq(allocationRuns.id, data.runId));
      if (!run || run.status === 'done' || run.status === 'failed') return;
      const { schoolYearId } = run;
      const started = performance.now();
      const today = ukDayOf(jobs.now());
      try {
        await stage(db, run.id, 10, 'Reading the children, tutors and classes');
        const input = await readInput(db, run, today);
        const solving = `Solving for ${input.children.length} children`;
        await stage(db, run.id, 30, solving);
        // The solve runs in a thread of its own, so this one can say how long it has searched.
        const plan = await reportingWhile(allocate(input, SOLVE_SECONDS), (seconds) =>
          stage(
            db,
            run.id,
            30 + Math.min(49, Math.floor((50 * seconds) / SOLVE_SECONDS)),
            `${solving}: ${Math.round(seconds)} s of at most ${SOLVE_SECONDS} s`,
          ),
        );
        await stage(db, run.id, 80, 'Writing the classes and their sessions');
        if (schoolYearId === null) throw new Error(NO_SCHOOL_YEAR);
        await writePlan(
          { db, jobs },
          run.id,
          { ...run, schoolYearId },
          plan,
          today,
          ({ classIds }) =>
            figuresOf(plan, input.children.length, classIds, (performance.now() - started) / 1000),
        );
      } catch (error) {
        log.error({ err: error, runId: run.id }, 'allocation run failed');
        await db
          .update(allocationRuns)
          .set({
            status: 'failed',
            error: String((error as Error).message ?? error).slice(0, 500),
            finishedAt: jobs.now(),
          })
          .where(eq(allocationRuns.id, run.id));
      }
    },
});
