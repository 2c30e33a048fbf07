import { Worker } from 'node:worker_threads';
import type { Solved } from './solve.js';

/*
 * HiGHS is synchronous WebAssembly: in the job's own thread a 45-second search would stop the
 * process's event loop for 45 seconds, and with it pg-boss's heartbeats, the other jobs and, in a
 * process that also serves, every request. So each solve runs in a worker thread of its own; the
 * model is built and read here, and only the programme's text and the solution cross over.
 */

export interface SolveRequest {
  text: string;
  timeLimitSeconds: number;
}
export type SolveAnswer = { solved: Solved } | { error: string };

/** How long past its own time limit a solve may run before its thread is stopped. */
const GRACE_SECONDS = 30;

function startThread(workerData: SolveRequest) {
  // Built (dist/server), the thread is plain JavaScript beside this module or bundle.
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./solver-thread.js', import.meta.url), { workerData });
  // Run from TypeScript (the tests, the bench, npm run dev): the thread loads it through tsx too.
  const thread = new URL('./solver-thread.ts', import.meta.url).href;
  return new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(thread)}); })`,
    { eval: true, workerData },
  );
}

/** Solves the LP text in a worker thread with HiGHS; the caller's event loop keeps turning. */
export function solveOffThread(text: string, timeLimitSeconds: number): Promise<Solved> {
  return new Promise<Solved>((resolve, reject) => {
    const thread = startThread({ text, timeLimitSeconds });
    const overrun = setTimeout(
      () => {
        reject(
          new Error(`The solver ran past ${timeLimitSeconds + GRACE_SECONDS} s and was stopped.`),
        );
        void thread.terminate();
      },
      (timeLimitSeconds + GRACE_SECONDS) * 1000,
    );
    const settle = (settled: () => void) => {
      clearTimeout(overrun);
      settled();
      void thread.terminate();
    };
    thread.once('message', (answer: SolveAnswer) =>
      settle(() => ('solved' in answer ? resolve(answer.solved) : reject(new Error(answer.error)))),
    );
    thread.once('error', (error: Error) => settle(() => reject(error)));
    thread.once('exit', (code) =>
      settle(() => reject(new Error(`The solver's thread stopped (exit code ${code}).`))),
    );
  });
}
