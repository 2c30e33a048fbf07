import { availableParallelism } from 'node:os';
import { hashOneTimePassword } from '../../identity/passwords.js';
import { inLanes } from './lanes.js';

/**
 * Hashes many generated one-time passwords with at most one hash per core in flight. An uncapped burst of a
 * thousand argon2 jobs fills libuv's shared thread pool and stalls every other request.
 */
export async function hashAll(
  passwords: string[],
  onProgress?: (done: number) => Promise<void> | void,
) {
  const hashes = new Array<string>(passwords.length);
  let done = 0;
  await inLanes(passwords.length, availableParallelism(), async (index) => {
    hashes[index] = await hashOneTimePassword(passwords[index]!);
    done++;
    await onProgress?.(done);
  });
  return hashes;
}
