import { and, eq, gte, lte, asc } from 'drizzle-orm';
import type { UkDay } from '../../../shared/dates/uk-instant.js';
import { ukDayOf } from '../../../shared/dates/uk-instant.js';
import type { Db } from '../../db/client.js';
import { allocationRuns } from '../../db/schema-classes.js';
import { schoolTerms } from '../../db/schema.js';
import { defineQueue } from '../../jobs/queue.js';
import { defineTask } from '../../jobs/task.js';
import { figuresOf } from './figures.js';
import { readInput } from './inputs.js';
import { allocate } from './plan.js';
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

/** New classes start today, or on the school year's first teaching day when that is later. */
async function firstDay(db: Db, schoolYearId: number | null, today: UkDay) {
  if (schoolYearId === null) return today;
  const [term] = await db
    .select({ startsOn: schoolTerms.startsOn })
    .from(schoolTerms)
    .where(and(eq(schoolTerms.schoolYearId, schoolYearId), gte(schoolTerms.startsOn, today)))
    .orderBy(asc(schoolTerms.startsOn))
    .limit(1);
  const [current] = await db
    .select({ id: schoolTerms.id })
    .from(schoolTerms)
    .where(
      and(
        eq(schoolTerms.schoolYearId, schoolYearId),
        lte(schoolTerms.startsOn, today),
        gte(schoolTerms.endsOn, today),
      ),
    );
  return current || !term ? today : term.startsOn;
}

/**
 * One allocation run: read the year group's children, tutors and open classes, solve, write.
 * A run that fails is marked failed with its message and not retried: the admin starts another.
 */
export const allocationTask = defineTask({
  queue: allocationQueue,
  handler:
    ({ db, jobs }) =>
    async ({ data }) => {
      const [run] = await db.select().from(allocationRuns).where(eq(allocationRuns.id, data.runId));
      if (!run || run.status === 'done' || run.status === 'failed') return;
      const started = performance.now();
      const today = ukDayOf(jobs.now());
      try {
        await stage(db, run.id, 10, 'Reading the children, tutors and classes');
        const input = await readInput(db, run, today);
        await stage(db, run.id, 30, `Solving for ${input.children.length} children`);
        const plan = await allocate(input, SOLVE_SECONDS);
        await stage(db, run.id, 80, 'Writing the classes');
        const startsOn = await firstDay(db, run.schoolYearId, today);
        await writePlan(
          db,
          run.id,
          run,
          plan,
          { today, startsOn },
          ({ classIds }) =>
            figuresOf(plan, input.children.length, classIds, (performance.now() - started) / 1000),
          jobs.now(),
        );
      } catch (error) {
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
