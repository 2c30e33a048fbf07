import { defineConfig } from 'vitest/config';

/**
 * Three projects: unit tests next to the code they test, and the API integration tests run twice,
 * once on embedded PGlite and once on a real PostgreSQL server (TEST_DB picks the database).
 */
const apiProject = (db: 'pglite' | 'postgres') => ({
  test: {
    name: `api-${db}`,
    include: ['tests/api/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: db },
    setupFiles: ['tests/support/fail-on-console.ts'],
    // Janus (the classroom's media server) for the run, and PostgreSQL for the postgres project.
    globalSetup: [
      'tests/api/support/janus-global-setup.ts',
      ...(db === 'postgres' ? ['tests/api/support/postgres-global-setup.ts'] : []),
    ],
    // Files share worker processes (each still opens its own database): loading Fastify, Drizzle
    // and PGlite's WebAssembly once per worker instead of once per file saves most of the run.
    isolate: false,
    // Generous: a busy 2-core machine can take a long time to start the first PGlite of a worker.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  test: {
    // Two cores: two files at a time. Each file already waits on its database and on argon2.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'tests/docs/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/support/fail-on-console.ts'],
          // The property checks run hundreds of cases: 5 s was too little on a busy machine.
          testTimeout: 20_000,
        },
      },
      apiProject('pglite'),
      apiProject('postgres'),
    ],
  },
});
