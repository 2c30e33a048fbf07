import { parentPort, workerData } from 'node:worker_threads';
import { solveProgram } from './solve.js';
import type { SolveRequest, SolveAnswer } from './solve-off-thread.js';

/*
 * The allocation solve's worker thread (decision 111): HiGHS runs synchronously, so it runs here,
 * where it blocks nothing but itself, and posts its answer back once.
 */

const { text, timeLimitSeconds } = workerData as SolveRequest;
const answer: SolveAnswer = await solveProgram(text, timeLimitSeconds).then(
  (solved) => ({ solved }),
  (error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }),
);
parentPort!.postMessage(answer);
