/** How often a run's progress moves on while the solver searches. */
const TICK_MS = 2000;

/**
 * Waits for `work`, calling `report` with the seconds spent every `everyMs` meanwhile. Reports run
 * one after another and all are done before it returns, so a later stage is never overwritten; a
 * report that fails is skipped, as a progress line is not worth failing the run for.
 */
export async function reportingWhile<T>(
  work: Promise<T>,
  report: (seconds: number) => Promise<unknown>,
  everyMs = TICK_MS,
) {
  const started = performance.now();
  let reported: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    reported = reported
      .then(() => report((performance.now() - started) / 1000))
      .catch(() => undefined);
  }, everyMs);
  try {
    return await work;
  } finally {
    clearInterval(timer);
    await reported;
  }
}
