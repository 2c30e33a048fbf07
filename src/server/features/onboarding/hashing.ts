import { availableParallelism } from 'node:os';
import { hashPassword } from '../auth/passwords.js';

/**
 * Hashes many passwords with at most one hash per core in flight. An uncapped burst of a
 * thousand argon2 jobs fills libuv's shared thread pool and stalls every other request.
 */
export async function hashAll(
  passwords: string[],
  onProgress?: (done: number) => Promise<void> | void,
) {
  const hashes = new Array<string>(passwords.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < passwords.length) {
      const index = next++;
      hashes[index] = await hashPassword(passwords[index]!);
      done++;
      await onProgress?.(done);
    }
  };
  const lanes = Math.max(1, Math.min(availableParallelism(), passwords.length));
  await Promise.all(Array.from({ length: lanes }, worker));
  return hashes;
}
