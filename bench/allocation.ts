/**
 * Allocation of one year group and subject at the scale seed's size (issue 28 §4): about 14,000
 * children made in memory (bench/allocation-input.ts), the HiGHS model solved as a run solves it.
 * Prints the time, the class sizes, the preferences met and the gap to the solver's bound.
 * `npm run bench` runs it first; `npx tsx bench/allocation.ts` runs it alone.
 */
import { pathToFileURL } from 'node:url';
import { figuresOf } from '../src/server/features/allocation/figures.js';
import { buildModel } from '../src/server/features/allocation/model.js';
import { allocate } from '../src/server/features/allocation/plan.js';
import { SOLVE_SECONDS } from '../src/server/features/allocation/worker.js';
import { allocationInput } from './allocation-input.js';

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

export async function benchAllocation(children = 14_000) {
  const input = allocationInput(children);
  const started = performance.now();
  const model = buildModel(input);
  const plan = await allocate(input, SOLVE_SECONDS);
  const seconds = (performance.now() - started) / 1000;
  const figures = figuresOf(plan, input.children.length, [], seconds);
  const variables = model.types.reduce((sum, type) => sum + type.options.length, 0);
  const sizes = Object.entries(figures.classSizes)
    .map(([size, count]) => `${count}×${size}`)
    .join(', ');
  const all = plan.newClasses.every((c) => c.childIds.length >= 8 && c.childIds.length <= 12);
  console.log(`\nAllocation: ${input.children.length} children, ${input.tutors.length} tutors`);
  console.log(
    `  model      ${model.types.length} child types over ${model.times.length} times: ${variables} placement variables, ${model.tutorTimes.flat().length} tutor-time variables`,
  );
  console.log(
    `  time       ${seconds.toFixed(1)} s (solver ${figures.solveSeconds.toFixed(1)} s, ${figures.solverStatus}; goal under 60 s)`,
  );
  console.log(
    `  placed     ${figures.placed}, unplaced ${figures.unplaced}, ${figures.classesOpened} classes: ${sizes} (${all ? 'all 8 to 12' : 'SOME OUTSIDE 8 TO 12'})`,
  );
  const { first, second, third } = figures.preferencesMet;
  console.log(
    `  preferences first ${percent(first)}, second ${percent(second)}, third ${percent(third)}`,
  );
  console.log(
    `  objective  ${figures.objective.toFixed(1)}, bound ${figures.bound.toFixed(1)}, gap ${percent(figures.gap)}`,
  );
  const reasons = new Map<string, number>();
  for (const { reason } of plan.unplaced) reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  for (const [reason, count] of reasons) console.log(`  unplaced   ${count}: ${reason}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchAllocation();
