/**
 * Runs task(0), task(1), … task(count - 1) with at most `lanes` of them in flight at once, so a
 * batch of a thousand never floods a shared resource (libuv's thread pool, an SMTP server).
 */
export async function inLanes(
  count: number,
  lanes: number,
  task: (index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(lanes, count)) }, lane));
}
