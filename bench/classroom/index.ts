import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { benchClassLoad } from './class-load.js';
import { benchJoinLatency } from './join-latency.js';
import { launchBrowser } from './lesson.js';
import { missingForStack, startStack } from './stack.js';

/**
 * The live classroom's figures (issue 29 §1): join latency, one class of 13 with the CPU and
 * memory of Janus and the app, and how many classes this machine holds. Needs Janus, PostgreSQL,
 * /usr/bin/chromium and a build (npm run build). `npx tsx bench/classroom/index.ts` runs it alone.
 */
export async function benchClassroom() {
  const missing = missingForStack();
  if (missing) {
    console.log(`\nLive classroom skipped: ${missing}`);
    return;
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-browser-'));
  const stack = await startStack();
  const browser = await launchBrowser(dir);
  try {
    await benchJoinLatency(stack, browser);
    await benchClassLoad(stack, browser);
  } finally {
    await browser.close();
    await stack.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) await benchClassroom();
