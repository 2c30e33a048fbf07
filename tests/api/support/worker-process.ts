import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export interface WorkerProcess {
  child: ChildProcess;
  /** Everything it logged, for a failing test's message. */
  output(): string;
  /** Ends it now, as a crash or `kill -9` would: no graceful shutdown, jobs left as they are. */
  kill(): Promise<void>;
}

/**
 * `npm run worker` as its own process (through tsx, in one node process so a signal reaches the
 * worker itself), on the given PostgreSQL database. Resolves once its workers have started.
 */
export async function startWorkerProcess(databaseUrl: string): Promise<WorkerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/worker.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'test',
      PUBLIC_URL: 'http://localhost:3000',
      LOG_LEVEL: 'info',
      WORKERS: 'true',
      EMAIL_OUTBOX: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The worker did not start:\n${log}`)), 60_000);
    const read = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('workers started')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`The worker exited before it started:\n${log}`));
    });
  });
  return {
    child,
    output: () => log,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
