import type { TestProject } from 'vitest/node';
import {
  findPostgresBin,
  MISSING_POSTGRES,
  startThrowawayPostgres,
} from '../../support/throwaway-postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A server URL on which each test file may CREATE DATABASE its own database. */
    postgresUrl: string;
  }
}

/**
 * Gives the postgres project a server: DATABASE_URL when set, otherwise a throwaway cluster from
 * the installed binaries, removed afterwards. Fails loudly when neither exists, so the PostgreSQL
 * run can never be skipped without anyone noticing.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('postgresUrl', process.env.DATABASE_URL);
    return;
  }
  const bin = findPostgresBin();
  if (!bin) throw new Error(`The api-postgres tests need PostgreSQL: ${MISSING_POSTGRES}`);
  const server = await startThrowawayPostgres(bin);
  project.provide('postgresUrl', server.url);
  return server.stop;
}
