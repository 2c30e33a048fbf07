import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));
/** Enough of the end of its log to tell why it failed, without keeping a long run's every line. */
const KEPT_LOG_CHARS = 50_000;

export interface ServerProcess {
  child: ChildProcess;
  /** The end of what it logged, for a failing test's message. */
  output(): string;
  /** True once it has ended, by itself or killed. */
  exited(): boolean;
  /** Ends it now, as a crash or `kill -9` would: no graceful shutdown, jobs left as they are. */
  kill(): Promise<void>;
}

/**
 * One of the server's entry files as its own process (through tsx, in one node process so a signal
 * reaches the server itself) on the given PostgreSQL database. Resolves once it logs `readyText`.
 */
async function startServerProcess(
  entry: string,
  env: Record<string, string>,
  readyText: string,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PUBLIC_URL: 'http://localhost:3000',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  let ended = false;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      ended = true;
      resolve();
    }),
  );
  const read = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-KEPT_LOG_CHARS);
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${entry} did not start:\n${log}`)), 60_000);
    const ready = () => {
      if (!log.includes(readyText)) return;
      clearTimeout(timer);
      child.stdout.off('data', ready);
      resolve();
    };
    child.stdout.on('data', ready);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`${entry} exited before it started:\n${log}`));
    });
  });
  return {
    child,
    output: () => log,
    exited: () => ended,
    async kill() {
      if (!ended) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** `npm run worker` on the given database. Resolves once its workers have started. */
export const startWorkerProcess = (databaseUrl: string) =>
  startServerProcess(
    'src/server/worker.ts',
    { DATABASE_URL: databaseUrl, WORKERS: 'true' },
    'workers started',
  );

/** `npm start`'s server, with its workers, answering on `port`. Resolves once it listens. */
export const startAppProcess = (
  databaseUrl: string,
  port: number,
  env: Record<string, string> = {},
) =>
  startServerProcess(
    'src/server/main.ts',
    { DATABASE_URL: databaseUrl, PORT: String(port), WORKERS: 'true', ...env },
    'Server listening at',
  );
