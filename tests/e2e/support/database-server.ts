import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import {
  findPostgresBin,
  MISSING_POSTGRES,
  startThrowawayPostgres,
} from '../../support/throwaway-postgres.js';

/**
 * A database of its own for one browser-test run, shared by the app server and the tests'
 * fixtures: a new database on DATABASE_URL when set, else a throwaway cluster. Removed when the
 * Playwright process exits, however the run ends short of being killed.
 */
export async function startE2eDatabase(): Promise<string> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const bin = findPostgresBin();
    if (!bin) throw new Error(`The browser tests need PostgreSQL: ${MISSING_POSTGRES}`);
    const server = await startThrowawayPostgres(bin);
    process.once('exit', server.stopSync);
    return server.url;
  }
  const name = `classperk_e2e_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  process.once('exit', () => {
    const drop = `import pg from 'pg'; const c = new pg.Client({ connectionString: process.argv[1] }); await c.connect(); await c.query('drop database if exists "${name}" with (force)'); await c.end();`;
    execFileSync(process.execPath, ['--input-type=module', '-e', drop, serverUrl], {
      stdio: 'ignore',
    });
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
