import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import WebSocket from 'ws';
import { freePort } from './free-port.js';
import { janusLibDir, writeJanusConfig } from './janus-config.js';

/*
 * A Janus of this machine's own, started from the installed binary the way the tests start a
 * throwaway PostgreSQL: a local evaluation (`npm start` without JANUS_URL) and the test runs use
 * it. A deployment runs its own Janus servers and names them in JANUS_URL (decision 116).
 */

export const JANUS_BIN = '/usr/bin/janus';

export const MISSING_JANUS =
  'Live lessons need Janus: install it with apt-get install janus janus-tools ffmpeg';

export const janusInstalled = (bin = JANUS_BIN) => existsSync(bin) && janusLibDir() !== null;

export interface JanusSettings {
  port: number;
  apiSecret: string;
  adminKey: string;
}

export interface LocalJanus extends JanusSettings {
  url: string;
  /** The Janus process, for a benchmark reading its CPU and memory. */
  pid: number;
  stop(): Promise<void>;
}

/** Whether Janus answers an `info` request on `url` yet. */
function answers(url: string, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, 'janus-protocol');
    const done = (ok: boolean) => {
      clearTimeout(timer);
      ws.removeAllListeners();
      ws.on('error', () => undefined);
      ws.terminate();
      resolve(ok);
    };
    const timer = setTimeout(() => done(false), timeoutMs);
    ws.on('open', () => ws.send(JSON.stringify({ janus: 'info', transaction: 'ready' })));
    ws.on('message', () => done(true));
    ws.on('error', () => done(false));
  });
}

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
  });

/**
 * Starts Janus with a configuration written into `dir`; throws with its output when it cannot.
 * `same` restarts a stopped one on its port with its secrets, as a deployment's Janus comes back.
 */
export async function startJanus(
  dir: string,
  { bin = JANUS_BIN, same }: { bin?: string; same?: JanusSettings } = {},
): Promise<LocalJanus> {
  const lib = janusLibDir();
  if (!existsSync(bin) || !lib) throw new Error(MISSING_JANUS);
  const settings = same ?? {
    port: await freePort(),
    apiSecret: randomBytes(24).toString('base64url'),
    adminKey: randomBytes(24).toString('base64url'),
  };
  const configDir = path.resolve(dir);
  await writeJanusConfig(configDir, lib, settings);
  const child = spawn(bin, ['-F', configDir, '-C', path.join(configDir, 'janus.jcfg'), '-o'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const url = `ws://127.0.0.1:${settings.port}`;
  // Janus must not outlive the process that started it, however that process ends.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.removeListener('exit', killOnExit);
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await stopped(child);
    clearTimeout(timer);
  };
  const deadline = Date.now() + 20_000;
  while (!(await answers(url))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`Janus did not start from ${bin}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Its log is for whoever debugs it; only the start-up failure above shows it.
  child.stdout.removeListener('data', keep);
  child.stderr.removeListener('data', keep);
  child.stdout.resume();
  child.stderr.resume();
  return { url, pid: child.pid!, ...settings, stop };
}
