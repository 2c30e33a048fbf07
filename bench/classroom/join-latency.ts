import type { Browser } from '@playwright/test';
import type { Stack } from './stack.js';
import { enterClassroom, makeLesson, pageFor, videoCounters } from './lesson.js';

/*
 * Join to first remote video frame (issue 29 "What it must show"): a tutor is in the room with
 * the fake camera on; each of 20 pupils in turn opens the classroom page in a fresh browser
 * context and the clock runs from the navigation until the tutor's video has a decoded frame:
 * page load, the classroom state, a ticket, signalling through the proxy, ICE and DTLS on
 * loopback, and the first keyframe. Each pupil leaves before the next comes in.
 */

const JOINS = 20;
const GOAL_P95_MS = 5000;
const POLL_MS = 25;

/** Nearest-rank percentile of sorted values. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function firstFrameAfter(read: () => Promise<number>, deadline: number) {
  while (Date.now() < deadline) {
    if ((await read()) > 0) return true;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return false;
}

export async function benchJoinLatency(stack: Stack, browser: Browser) {
  const lesson = await makeLesson(stack.db, JOINS);
  const tutor = await pageFor(browser, stack.db, stack.url, lesson.tutor);
  await enterClassroom(tutor, lesson.sessionId);
  await firstFrameAfter(async () => (await videoCounters(tutor)).encoded, Date.now() + 30_000);
  const times: number[] = [];
  let failed = 0;
  for (const pupil of lesson.pupils) {
    const page = await pageFor(browser, stack.db, stack.url, pupil.user);
    const started = performance.now();
    await page.goto(`/classroom/${lesson.sessionId}`);
    const seen = await firstFrameAfter(
      async () => (await videoCounters(page)).decoded,
      Date.now() + 30_000,
    );
    if (seen) times.push(performance.now() - started);
    else failed += 1;
    await page.context().close();
  }
  await tutor.context().close();
  const sorted = times.sort((a, b) => a - b);
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(`\nLive classroom: join to first remote video frame, loopback, ${JOINS} joins`);
  if (sorted.length === 0) {
    console.log(`  no join saw a frame within 30 s (${failed} failed)`);
    return;
  }
  const p95 = percentile(sorted, 95);
  console.log(
    `  p50 ${s(percentile(sorted, 50))}  p95 ${s(p95)}  min ${s(sorted[0]!)}  max ${s(sorted.at(-1)!)}` +
      `  (goal p95 < ${s(GOAL_P95_MS)}: ${p95 < GOAL_P95_MS ? 'met' : 'missed'})` +
      (failed ? `; ${failed} joins saw no frame within 30 s` : ''),
  );
}
