import { describe, expect, it } from 'vitest';
import { allocationInput } from '../../../../bench/allocation-input.js';
import { buildModel } from './model.js';
import { allocate } from './plan.js';
import { writeProgram } from './program.js';
import { solveProgram } from './solve.js';

/* Issue 28 §4 review: the solve runs in a worker thread, so the job's event loop keeps turning. */

describe('the allocation solve', () => {
  it('leaves the event loop free while HiGHS searches, and finds what it finds in-thread', async () => {
    // Big enough that HiGHS searches for about a second or more on this machine.
    const input = allocationInput(1500);
    let last = performance.now();
    let longestGap = 0;
    const tick = () => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    };
    const ticker = setInterval(tick, 10);
    const plan = await allocate(input, 45);
    // The gap since the last tick counts too: a blocking solve ends without another tick.
    tick();
    clearInterval(ticker);
    expect(plan.solved.seconds).toBeGreaterThan(0.5);
    // In-thread, the longest gap is the whole search; off-thread, a tick at most waits its turn.
    expect(longestGap).toBeLessThan((plan.solved.seconds * 1000) / 2);

    const model = buildModel(input);
    const here = await solveProgram(writeProgram(model, input.duration), 45);
    const offset = model.childCount * 100;
    expect(plan.solved.objective).toBeCloseTo(here.objective + offset, 6);
    expect(plan.solved.status).toBe(here.status);
    // Two searches of seconds each: on a busy machine the unit project's 20 s is too little.
  }, 120_000);
});
