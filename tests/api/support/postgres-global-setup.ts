import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A server URL on which each test file may CREATE DATABASE its own database. */
    postgresUrl: string;
  }
}

const run = promisify(execFile);

/** initdb and pg_ctl from PATH, else from the Debian layout /usr/lib/postgresql/<version>/bin. */
function findPostgresBin(): string | null {
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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function uidOf(user: string) {
  const [uid, gid] = await Promise.all([run('id', ['-u', user]), run('id', ['-g', user])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/**
 * Gives the postgres project a server: DATABASE_URL when set, otherwise a throwaway cluster from
 * the installed binaries, tuned for speed over durability and removed afterwards. Fails loudly when
 * neither exists, so the PostgreSQL run can never be skipped without anyone noticing.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('postgresUrl', process.env.DATABASE_URL);
    return;
  }
  const bin = findPostgresBin();
  if (!bin) {
    throw new Error(
      'The api-postgres tests need PostgreSQL: set DATABASE_URL to a server where the user may ' +
        'CREATE DATABASE, or install the PostgreSQL server binaries (initdb and pg_ctl on PATH or ' +
        'in /usr/lib/postgresql/<version>/bin, e.g. apt-get install postgresql).',
    );
  }

  const root = await mkdtemp(path.join(tmpdir(), 'classperk-pg-'));
  const dataDir = path.join(root, 'data');
  const logFile = path.join(root, 'server.log');
  // PostgreSQL refuses to run as root, so under root the cluster belongs to the postgres user.
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? await uidOf('postgres') : null;
  if (owner) await chown(root, owner.uid, owner.gid);
  const pgRun = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args])
      : run(path.join(bin, tool), args);

  const port = await freePort();
  const stop = async () => {
    await pgRun('pg_ctl', ['-D', dataDir, 'stop', '-m', 'immediate']).catch(() => undefined);
    await rm(root, { recursive: true, force: true });
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
    const options = [
      `-k ${root}`,
      `-p ${port}`,
      "-c listen_addresses='127.0.0.1'",
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
    ].join(' ');
    await pgRun('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '30', 'start']);
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

  project.provide('postgresUrl', url);
  return stop;
}
