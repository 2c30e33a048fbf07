/**
 * The server's entry files, bundled over tsc's output with Drizzle inlined (decision 075). Node
 * resolves every module it loads by reading its package's package.json, and Drizzle's is 180 kB
 * with an export per file: about 400 ms of a 1.8 s cold start went on reading it for each of
 * Drizzle's files. Other packages stay external, as installed. The rest of dist/server stays as tsc
 * wrote it, for the benchmarks that import its modules.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const ENTRIES = ['main', 'worker', 'cli/create-admin', 'cli/demo-remove'];
/** Worker threads' files, bundled beside main.js and worker.js, where their modules look for them. */
const THREADS = ['features/allocation/solver-thread'];
const BUNDLED = new Set(['drizzle-orm']);

const pkg = JSON.parse(await readFile('package.json', 'utf8')) as {
  dependencies: Record<string, string>;
};
const external = Object.keys(pkg.dependencies)
  .filter((name) => !BUNDLED.has(name))
  .flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: [
    ...ENTRIES.map((entry) => ({ in: `src/server/${entry}.ts`, out: entry })),
    ...THREADS.map((entry) => ({ in: `src/server/${entry}.ts`, out: path.basename(entry) })),
  ],
  outdir: 'dist/server',
  allowOverwrite: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  external,
  sourcemap: true,
  logLevel: 'warning',
});
