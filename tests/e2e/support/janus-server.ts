import path from 'node:path';
import {
  janusInstalled,
  MISSING_JANUS,
  startJanus,
} from '../../../src/server/media/janus-process.js';

/**
 * A Janus for one browser-test run, as a deployment would point at its own (JANUS_URL and its
 * secrets): the one in JANUS_URL when set, else one started from the installed binary and stopped
 * when the Playwright process exits.
 */
export async function startE2eJanus(dataDir: string): Promise<Record<string, string>> {
  const { JANUS_URL, JANUS_API_SECRET, JANUS_ADMIN_KEY } = process.env;
  if (JANUS_URL && JANUS_API_SECRET && JANUS_ADMIN_KEY)
    return { JANUS_URL, JANUS_API_SECRET, JANUS_ADMIN_KEY };
  if (!janusInstalled()) throw new Error(`The browser tests need Janus. ${MISSING_JANUS}`);
  const janus = await startJanus(path.join(dataDir, 'janus-e2e'));
  return {
    JANUS_URL: janus.url,
    JANUS_API_SECRET: janus.apiSecret,
    JANUS_ADMIN_KEY: janus.adminKey,
  };
}
