import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import type { Db } from '../../src/server/db/client.js';
import { authSessions, type UserRow } from '../../src/server/db/schema.js';
import { SESSION_COOKIE } from '../../src/server/identity/sessions.js';
import { hashSecret, newSecret } from '../../src/server/identity/tokens.js';
import { SIGNED_IN_HINT_COOKIE } from '../../src/shared/constants.js';
import { CAPTURE_PEERS, FAKE_MEDIA_ARGS } from '../../tests/e2e/support/webrtc-peers.js';
import { classroomLesson } from '../../tests/e2e/support/classroom-lesson.js';

/*
 * The people of a benchmark lesson and their browser pages: a class with the default setting
 * (pupils' cameras off, so each pupil publishes a microphone and receives the tutor's camera and
 * everyone's audio), a lesson that started a minute ago, and one headless Chromium for everyone,
 * each person in a browser context of their own, with a small fake camera (320x180, 15 fps) so
 * the figures are Janus's and the app's rather than Chromium encoding and decoding large video.
 */

export const FAKE_FPS = 15;

/** A lesson of the default setting: pupils' cameras off. */
export const makeLesson = (db: Db, pupilCount: number) =>
  classroomLesson(db, pupilCount, { camerasOn: false });

/** A small looping test picture for Chromium's fake camera. */
function fakeCamera(dir: string) {
  const file = path.join(dir, 'fake-camera.y4m');
  execFileSync('ffmpeg', [
    ...['-loglevel', 'error', '-y', '-f', 'lavfi'],
    ...['-i', `testsrc=size=320x180:rate=${FAKE_FPS}`, '-t', '4', '-pix_fmt', 'yuv420p', file],
  ]);
  return file;
}

export async function launchBrowser(dir: string) {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      ...FAKE_MEDIA_ARGS,
      `--use-file-for-fake-video-capture=${fakeCamera(dir)}`,
      // Pages in background contexts would otherwise be throttled as hidden tabs are.
      '--disable-renderer-backgrounding',
      '--disable-background-timer-throttling',
      '--disable-backgrounding-occluded-windows',
    ],
  });
}

/** Opens a signed-in page for `user` without loading anything yet. */
export async function pageFor(browser: Browser, db: Db, baseUrl: string, user: UserRow) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 640, height: 480 },
  });
  await context.addInitScript({ content: CAPTURE_PEERS });
  const secret = newSecret();
  await db.insert(authSessions).values({
    idHash: hashSecret(secret),
    userId: user.id,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  await context.addCookies([
    { name: SESSION_COOKIE, value: secret, url: baseUrl, httpOnly: true, sameSite: 'Lax' },
    { name: SIGNED_IN_HINT_COOKIE, value: '1', url: baseUrl, sameSite: 'Lax' },
  ]);
  return context.newPage();
}

export interface VideoCounters {
  /** Frames received (from Janus) and decoded of the busiest incoming video: the tutor's camera. */
  received: number;
  decoded: number;
  /** Frames encoded of the page's own camera (the tutor's). */
  encoded: number;
}

const READ_COUNTERS = `(async () => {
  let received = 0;
  let decoded = 0;
  let encoded = 0;
  for (const pc of window.__peers) {
    if (pc.connectionState === 'closed') continue;
    (await pc.getStats()).forEach((stat) => {
      if (stat.kind !== 'video') return;
      if (stat.type === 'inbound-rtp') {
        received = Math.max(received, stat.framesReceived ?? 0);
        decoded = Math.max(decoded, stat.framesDecoded ?? 0);
      }
      if (stat.type === 'outbound-rtp') encoded = Math.max(encoded, stat.framesEncoded ?? 0);
    });
  }
  return { received, decoded, encoded };
})()`;

export const videoCounters = (page: Page) => page.evaluate<VideoCounters>(READ_COUNTERS);

/** Generous: on a busy machine a page load alone can take half a minute. */
export const ENTER_TIMEOUT_MS = 90_000;

/** Opens the classroom and resolves once the person is in the room (the Mute button shows). */
export async function enterClassroom(page: Page, sessionId: number) {
  await page.goto(`/classroom/${sessionId}`, { waitUntil: 'commit', timeout: ENTER_TIMEOUT_MS });
  await page
    .getByRole('button', { name: 'Mute', exact: true })
    .waitFor({ state: 'visible', timeout: ENTER_TIMEOUT_MS });
}
