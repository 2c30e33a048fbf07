import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from '../../src/server/media/free-port.js';

/*
 * A PostgreSQL cluster of its own for a test run, from the installed server binaries, tuned for
 * speed over durability. Used by the api-postgres tests and by the browser tests' server.
 */

const run = promisify(execFile);

/** initdb and pg_ctl from PATH, else from the Debian layout /usr/lib/postgresql/<version>/bin. */
export function findPostgresBin(): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')))
      return dir;
  }
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

export const MISSING_POSTGRES =
  'set DATABASE_URL to a server where the user may CREATE DATABASE, or install the PostgreSQL ' +
  'server binaries (initdb and pg_ctl on PATH or in /usr/lib/postgresql/<version>/bin, e.g. ' +
  'apt-get install postgresql).';

export { freePort };

async function uidOf(user: string) {
  const [uid, gid] = await Promise.all([run('id', ['-u', user]), run('id', ['-g', user])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

export interface ThrowawayPostgres {
  /** A superuser URL of the cluster's postgres database. */
  url: string;
  stop: () => Promise<void>;
  /** For process exit handlers, where nothing asynchronous runs any more. */
  stopSync: () => void;
  /** Stops the server in one of pg_ctl's modes (immediate is a crash), keeping its data for `restart`. */
  shutdown: (mode: 'fast' | 'immediate') => Promise<void>;
  /** SIGKILL to the postmaster alone, as the out-of-memory killer would; its backends then exit. */
  killPostmaster: () => Promise<void>;
  /** Starts the stopped server again on the same port and data. */
  restart: () => Promise<void>;
}

export interface ThrowawayOptions {
  /**
   * Commits are written before they are acknowledged (synchronous_commit on), so an acknowledged
   * write survives the server being killed; off by default, for speed. fsync stays off either way:
   * the operating system, which keeps what was written, is not what the tests crash.
   */
  durable?: boolean;
}

/** Starts a new cluster on a free port; throws with the server log when it cannot. */
export async function startThrowawayPostgres(
  bin: string,
  { durable = false }: ThrowawayOptions = {},
): Promise<ThrowawayPostgres> {
  const root = await mkdtemp(path.join(tmpdir(), 'classperk-pg-'));
  const dataDir = path.join(root, 'data');
  const logFile = path.join(root, 'server.log');
  // PostgreSQL refuses to run as root, so under root the cluster belongs to the postgres user.
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? await uidOf('postgres') : null;
  if (owner) await chown(root, owner.uid, owner.gid);
  const command = (tool: string, args: string[]): [string, string[]] =>
    asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]]
      : [path.join(bin, tool), args];
  const pgRun = (tool: string, args: string[]) => run(...command(tool, args));
  const stopArgs = ['-D', dataDir, 'stop', '-m', 'immediate'];

  const port = await freePort();
  const stop = async () => {
    await pgRun('pg_ctl', stopArgs).catch(() => undefined);
    await rm(root, { recursive: true, force: true });
  };
  const stopSync = () => {
    try {
      execFileSync(...command('pg_ctl', stopArgs), { stdio: 'ignore' });
    } catch {
      // Already stopped.
    }
    rmSync(root, { recursive: true, force: true });
  };

  const options = [
    `-k ${root}`,
    `-p ${port}`,
    "-c listen_addresses='127.0.0.1'",
    '-c fsync=off',
    `-c synchronous_commit=${durable ? 'on' : 'off'}`,
    '-c full_page_writes=off',
  ].join(' ');
  const startServer = () =>
    pgRun('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '30', 'start']);
  // After a SIGKILL to the postmaster its backends exit by themselves, but a start refuses while
  // any still holds the shared memory, so it is tried again for a few seconds.
  const startAgain = async () => {
    for (let attempt = 1; ; attempt++) {
      try {
        await startServer();
        return;
      } catch (err) {
        if (attempt >= 20) throw err;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  };

  try {
    await pgRun('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
    await startServer();
  } catch (err) {
    const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '(no server log)';
    await stop();
    throw new Error(`Could not start a throwaway PostgreSQL from ${bin}: ${String(err)}\n${log}`, {
      cause: err,
    });
  }

  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('select 1');
  await client.end();
  return {
    url,
    stop,
    stopSync,
    shutdown: async (mode) => {
      await pgRun('pg_ctl', ['-D', dataDir, 'stop', '-m', mode]);
    },
    killPostmaster: async () => {
      const pid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      process.kill(pid, 'SIGKILL');
    },
    restart: startAgain,
  };
}
