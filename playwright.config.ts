import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { startE2eJanus } from './tests/e2e/support/janus-server.js';
import { startE2eDatabase } from './tests/e2e/support/database-server.js';
import { APP_PORT, SECOND_FACTOR_REQUIRED_PORT } from './tests/e2e/support/ports.js';
import { FAKE_MEDIA_ARGS } from './tests/e2e/support/webrtc-peers.js';

// The main process creates the data dir; workers only read the URL, so the value need not match.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'classperk-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
// Started here rather than in globalSetup, which Playwright runs after the webServer has started.
// Workers load this file too and inherit the URL the main process set.
process.env.E2E_DATABASE_URL ??= await startE2eDatabase();
// The classroom's media server, likewise: JANUS_URL and its secrets as JSON for the app servers.
process.env.E2E_JANUS_ENV ??= JSON.stringify(await startE2eJanus(dataDir));

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? 'list' : [['list']],
  globalSetup: './tests/e2e/support/global-setup.ts',
  // The longest journeys take 12 s on a quiet machine and passed 30 s on a loaded CI run.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${APP_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /classroom-media\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      // Issue 29: the classroom with Chromium's fake camera and microphone, through Janus.
      name: 'media',
      testMatch: /classroom-media\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: FAKE_MEDIA_ARGS,
        },
      },
    },
  ],
  // Started one after the other, so only the first migrates the shared database.
  webServer: [APP_PORT, SECOND_FACTOR_REQUIRED_PORT].map((port) => ({
    command: 'node dist/server/main.js',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.E2E_DATABASE_URL!,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // A deployment by its settings. The main server lets the suite sign admins and tutors in
      // with passwords; the second requires the second factor as a deployment does (decision 040).
      MFA_REQUIRED_ROLES: port === APP_PORT ? 'none' : 'admin,tutor',
      // The second serves only required-second-factor.spec.ts; the first runs the workers.
      WORKERS: String(port === APP_PORT),
      // No mail server: emails stay in the email_outbox table, where the tests read them.
      EMAIL_OUTBOX: 'true',
      ...(JSON.parse(process.env.E2E_JANUS_ENV!) as Record<string, string>),
      ...(process.env.E2E_WEB_DIR ? { WEB_DIR: process.env.E2E_WEB_DIR } : {}),
    },
  })),
});
