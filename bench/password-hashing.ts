import { performance } from 'node:perf_hooks';
import * as nodeRs from '@node-rs/argon2';
import argon2 from 'argon2';

const ROUNDS = 40;
const PROFILES = [
  { label: 'standard', memoryCost: 19_456, timeCost: 2, parallelism: 1 },
  { label: 'one-time', memoryCost: 4_096, timeCost: 2, parallelism: 1 },
] as const;

const median = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * One hash and one verification with each package at the same parameters. Rounds alternate the
 * packages in a random order, so drift in the machine's load falls on both; the figure is the
 * ratio of their medians.
 */
export async function benchPasswordHashing() {
  for (const { label, ...params } of PROFILES) {
    const packages = {
      argon2: async () => {
        const hash = await argon2.hash('benchmark-password', { type: argon2.argon2id, ...params });
        await argon2.verify(hash, 'benchmark-password');
      },
      '@node-rs/argon2': async () => {
        const hash = await nodeRs.hash('benchmark-password', params);
        await nodeRs.verify(hash, 'benchmark-password');
      },
    };
    const timings = { argon2: [] as number[], '@node-rs/argon2': [] as number[] };
    for (let i = 0; i < ROUNDS; i++) {
      const order =
        Math.random() < 0.5
          ? (['argon2', '@node-rs/argon2'] as const)
          : (['@node-rs/argon2', 'argon2'] as const);
      for (const which of order) {
        const start = performance.now();
        await packages[which]();
        timings[which].push(performance.now() - start);
      }
    }
    const old = median(timings.argon2);
    const next = median(timings['@node-rs/argon2']);
    console.log(
      `${`argon2id hash+verify, ${label}`.padEnd(44)} ${next.toFixed(2).padStart(8)} ms @node-rs/argon2 vs ${old.toFixed(2)} ms argon2 median  (${(old / next).toFixed(2)}× faster; ${ROUNDS} interleaved rounds)`,
    );
  }
}
