import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/server/db/client.js';
import { freePort } from '../../src/server/media/free-port.js';
import { janusInstalled, startJanus } from '../../src/server/media/janus-process.js';
import { findPostgresBin, startThrowawayPostgres } from '../../tests/support/throwaway-postgres.js';

/*
 * What the classroom benchmark runs against, started as a deployment would run it: a throwaway
 * PostgreSQL, a Janus from the installed binary, and the built app (`node dist/server/main.js`)
 * as a process of its own, so its CPU is not the benchmark's. The benchmark makes its people
 * through the shared factories on the same database.
 */

const MAIN = 'dist/server/main.js';

/** Why the classroom benchmark cannot run here, if it cannot. */
export function missingForStack(): string | null {
  if (!janusInstalled()) return 'Janus is not installed (apt-get install janus janus-tools).';
  if (!findPostgresBin()) return 'PostgreSQL is not installed.';
  if (!existsSync(MAIN) || !existsSync('dist/web')) return `${MAIN} is missing: run npm run build.`;
  if (!existsSync('/usr/bin/chromium')) return '/usr/bin/chromium is missing.';
  return null;
}

async function healthy(url: string, deadline: number) {
  while (Date.now() < deadline) {
    const ok = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The app did not answer at ${url}/api/health.`);
}

export async function startStack() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-classroom-'));
  const postgres = await startThrowawayPostgres(findPostgresBin()!);
  const janus = await startJanus(path.join(dataDir, 'janus'));
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const app = spawn(process.execPath, [MAIN], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: postgres.url,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      MFA_REQUIRED_ROLES: 'none',
      EMAIL_OUTBOX: 'true',
      JANUS_URL: janus.url,
      JANUS_API_SECRET: janus.apiSecret,
      JANUS_ADMIN_KEY: janus.adminKey,
    },
  });
  const killApp = () => app.kill('SIGKILL');
  process.once('exit', killApp);
  process.once('exit', postgres.stopSync);
  await healthy(url, Date.now() + 60_000);
  const database = await openDatabase({ url: postgres.url });
  return {
    url,
    db: database.db,
    pids: { janus: janus.pid, app: app.pid! },
    async stop() {
      await database.close();
      process.removeListener('exit', killApp);
      app.kill('SIGTERM');
      await new Promise((resolve) => app.once('exit', resolve));
      await janus.stop();
      await postgres.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type Stack = Awaited<ReturnType<typeof startStack>>;
