import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { UserRow } from '../../../src/server/db/schema.js';
import type { Db } from '../../../src/server/db/client.js';
import { acceptCookies } from './fixtures.js';
import { classroomLesson } from './classroom-lesson.js';

/*
 * The media browser tests' lesson and people (issue 29). WebRTC statistics come from the peer
 * connections an init script sees being made, and the signalling sockets likewise, so the app
 * ships no test hook.
 */

export const SHOTS = '/work/shots/room';

/** Keeps every RTCPeerConnection the page makes, for getStats() (decision 118). */
const CAPTURE_PEERS = `(() => {
  const Native = window.RTCPeerConnection;
  window.__peers = [];
  window.RTCPeerConnection = function (...args) {
    const pc = new Native(...args);
    window.__peers.push(pc);
    return pc;
  };
  window.RTCPeerConnection.prototype = Native.prototype;
  // The signalling sockets likewise, for a test to cut as a network drop does.
  window.__sockets = [];
  const NativeSocket = window.WebSocket;
  window.WebSocket = class extends NativeSocket {
    constructor(...args) {
      super(...args);
      window.__sockets.push(this);
    }
  };
})();`;

/** The best received video frames and audio level over the page's connections. */
const READ_STATS = `(async () => {
  let frames = 0;
  let audio = 0;
  let videos = 0;
  for (const pc of window.__peers) {
    if (pc.connectionState === 'closed') continue;
    (await pc.getStats()).forEach((stat) => {
      if (stat.type !== 'inbound-rtp') return;
      if (stat.kind === 'video') frames = Math.max(frames, stat.framesDecoded ?? 0);
      if (stat.kind === 'video' && stat.framesDecoded > 0) videos += 1;
      if (stat.kind === 'audio') audio = Math.max(audio, stat.audioLevel ?? 0);
    });
  }
  return { frames, audio, videos };
})()`;
/** Frames of the best video, audio level of the loudest, and how many videos are playing. */
export const received = (page: Page) =>
  page.evaluate<{ frames: number; audio: number; videos: number }>(READ_STATS);

/** A class with pupils' cameras on, its pupils and a lesson that started a minute ago. */
export const lessonWith = (db: Db, pupilCount: number) =>
  classroomLesson(db, pupilCount, { camerasOn: true });

export async function enter(
  browser: Browser,
  signInAs: (user: UserRow, context: BrowserContext) => Promise<UserRow>,
  user: UserRow,
  sessionId: number,
  width = 1280,
) {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  await context.addInitScript({ content: CAPTURE_PEERS });
  await acceptCookies(context);
  await signInAs(user, context);
  const page = await context.newPage();
  await page.goto(`/classroom/${sessionId}`);
  return page;
}

/** A one-pupil lesson with its tutor's and its pupil's pages open in the classroom. */
export async function tutorAndPupil(
  browser: Browser,
  db: Db,
  signInAs: (user: UserRow, context: BrowserContext) => Promise<UserRow>,
) {
  const lesson = await lessonWith(db, 1);
  const pupil = lesson.pupils[0]!;
  const tutorPage = await enter(browser, signInAs, lesson.tutor, lesson.sessionId);
  const pupilPage = await enter(browser, signInAs, pupil.user, lesson.sessionId);
  const close = () => Promise.all([tutorPage.context().close(), pupilPage.context().close()]);
  return { lesson, pupil, tutorPage, pupilPage, close };
}

/** With SHOTS_DIR set, screenshots each page at 1280 and 390 px as `<who>-<label>-<width>.png`. */
export async function shootEach(pages: Record<string, Page>, label: string) {
  const shots = process.env.SHOTS_DIR;
  if (!shots) return;
  for (const width of [1280, 390])
    for (const [who, page] of Object.entries(pages)) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `${shots}/${who}-${label}-${width}.png`, fullPage: true });
    }
}
