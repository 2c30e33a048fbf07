import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/server/db/client.js';
import { createUser } from '../src/server/factories/index.js';

const PAIRS = 300;

const median = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * Reset and recover must take the same time whether or not the account exists. Known and unknown
 * requests alternate, each pair in a random order, so drift in the machine's load falls on both;
 * the figure is the ratio of their medians (issue 13 asks for 0.8 to 1.25).
 */
export async function benchRecoveryTiming(app: FastifyInstance, db: Db) {
  const user = await createUser(db);
  const forms = [
    {
      label: 'POST /api/reset-password',
      url: '/api/reset-password',
      known: { username: user.username },
      unknown: (i: number) => ({ username: `nobody-${i}-${Date.now()}` }),
    },
    {
      label: 'POST /api/recover-username',
      url: '/api/recover-username',
      known: { email: user.email },
      unknown: (i: number) => ({ email: `nobody-${i}-${Date.now()}@example.com` }),
    },
  ];
  for (const form of forms) {
    const timings = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < PAIRS; i++) {
      const order =
        Math.random() < 0.5 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
      for (const which of order) {
        const payload = which === 'known' ? form.known : form.unknown(i);
        const start = performance.now();
        await app.inject({
          method: 'POST',
          url: form.url,
          payload,
          remoteAddress: `10.9.${i % 250}.1`,
        });
        timings[which].push(performance.now() - start);
      }
    }
    const known = median(timings.known);
    const unknown = median(timings.unknown);
    console.log(
      `${`${form.label}, known vs unknown`.padEnd(44)} ${known.toFixed(2).padStart(8)} ms vs ${unknown.toFixed(2)} ms median  (ratio ${(known / unknown).toFixed(2)}; ${PAIRS} interleaved pairs)`,
    );
  }
}
