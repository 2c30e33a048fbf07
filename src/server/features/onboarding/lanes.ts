/**
 * Runs task(0), task(1), … task(count - 1) with at most `lanes` of them in flight at once, so a
 * batch of a thousand never floods a shared resource (libuv's thread pool, an SMTP server). The
 * first failure ends the batch: no lane starts another task.
 */
export async function inLanes(
  count: number,
  lanes: number,
  task: (index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < count) {
      try {
        await task(next++);
      } catch (err) {
        next = count;
        throw err;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(lanes, count)) }, lane));
}
