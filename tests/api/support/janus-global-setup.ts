import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  janusInstalled,
  MISSING_JANUS,
  startJanus,
} from '../../../src/server/media/janus-process.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The env a test app needs to use the run's Janus (JANUS_URL and its secrets). */
    janusEnv: Record<string, string>;
  }
}

/**
 * Gives the API tests a Janus: JANUS_URL (with JANUS_API_SECRET and JANUS_ADMIN_KEY) when set,
 * otherwise one started from the installed binary for the run and stopped afterwards, as the
 * PostgreSQL tests get their server. Fails loudly when neither exists, so the classroom tests are
 * never skipped without anyone noticing.
 */
export default async function setup(project: TestProject) {
  const { JANUS_URL, JANUS_API_SECRET, JANUS_ADMIN_KEY } = process.env;
  if (JANUS_URL && JANUS_API_SECRET && JANUS_ADMIN_KEY) {
    project.provide('janusEnv', { JANUS_URL, JANUS_API_SECRET, JANUS_ADMIN_KEY });
    return;
  }
  if (!janusInstalled()) throw new Error(`The classroom tests need Janus. ${MISSING_JANUS}`);
  const dir = await mkdtemp(path.join(tmpdir(), 'classperk-janus-'));
  const janus = await startJanus(dir);
  project.provide('janusEnv', {
    JANUS_URL: janus.url,
    JANUS_API_SECRET: janus.apiSecret,
    JANUS_ADMIN_KEY: janus.adminKey,
  });
  return async () => {
    await janus.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
