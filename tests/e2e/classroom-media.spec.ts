import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { UserRow } from '../../src/server/db/schema.js';
import { expectNoAxeViolations, WIDTHS } from './support/axe.js';
import { acceptCookies, expect, test } from './support/fixtures.js';
import { newFamily } from './support/world.js';
import { classroomLesson } from './support/classroom-lesson.js';
import { CAPTURE_PEERS } from './support/webrtc-peers.js';
import type { Db } from '../../src/server/db/client.js';

/*
 * Issue 29 "What it must show", about joining: real media through Janus with Chromium's fake
 * camera and microphone (the media project in playwright.config.ts). WebRTC statistics come from
 * the peer connections an init script sees being made, so the app ships no test hook.
 */

const SHOTS = '/work/shots/room';

/** The best received video frames and audio level over the page's connections. */
const READ_STATS = `(async () => {
  let frames = 0;
  let audio = 0;
  for (const pc of window.__peers) {
    if (pc.connectionState === 'closed') continue;
    (await pc.getStats()).forEach((stat) => {
      if (stat.type !== 'inbound-rtp') return;
      if (stat.kind === 'video') frames = Math.max(frames, stat.framesDecoded ?? 0);
      if (stat.kind === 'audio') audio = Math.max(audio, stat.audioLevel ?? 0);
    });
  }
  return { frames, audio };
})()`;
const received = (page: Page) => page.evaluate<{ frames: number; audio: number }>(READ_STATS);

/** A class with pupils' cameras on, so every tile shows video. */
const lessonWith = (db: Db, pupilCount: number) =>
  classroomLesson(db, pupilCount, { camerasOn: true });

async function enter(
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

test.describe('the classroom with real media', () => {
  test('a tutor and three pupils each receive video frames and audio', async ({
    browser,
    db,
    signInAs,
  }) => {
    test.setTimeout(120_000);
    const lesson = await lessonWith(db, 3);
    const people = [lesson.tutor, ...lesson.pupils.map((p) => p.user)];
    const pages = [];
    for (const user of people) pages.push(await enter(browser, signInAs, user, lesson.sessionId));
    for (const page of pages) {
      await expect(page.getByRole('button', { name: 'Mute', exact: true })).toBeVisible({
        timeout: 30_000,
      });
      // Everyone else's tile: three others, plus one's own preview.
      await expect(page.getByRole('figure')).toHaveCount(4, { timeout: 30_000 });
    }
    for (const page of pages) {
      await expect
        .poll(async () => (await received(page)).frames, { timeout: 30_000 })
        .toBeGreaterThan(0);
      await expect
        .poll(async () => (await received(page)).audio, { timeout: 30_000 })
        .toBeGreaterThan(0);
    }
    // The register fills from presence: each pupil joined.
    const tutorPage = pages[0]!;
    await tutorPage.goto(`/schedule/sessions/${lesson.sessionId}`);
    for (const pupil of lesson.pupils) {
      await expect(tutorPage.getByRole('group', { name: pupil.name })).toContainText(/Joined at/);
    }
    await Promise.all(pages.map((page) => page.context().close()));
  });

  test('refuses a pupil of another class and a parent naming a made-up child', async ({
    browser,
    db,
    signInAs,
    page,
  }) => {
    const lesson = await lessonWith(db, 1);
    const other = await lessonWith(db, 1);
    const outsider = await enter(browser, signInAs, other.pupils[0]!.user, lesson.sessionId);
    await expect(outsider.getByRole('heading', { name: 'Lesson not found' })).toBeVisible();
    await outsider.context().close();

    const family = await newFamily(db, { grade: 'Year 10' });
    await signInAs(family.parent);
    await page.goto('/');
    const made = await page.request.post(`/api/sessions/${lesson.sessionId}/classroom/tickets`, {
      data: { studentId: family.profile.id + 100_000 },
    });
    expect(made.status()).toBe(404);
    await page.goto(`/classroom/${lesson.sessionId}`);
    await expect(page.getByRole('heading', { name: 'Lesson not found' })).toBeVisible();
  });

  test('a pupil the tutor removes cannot come back without the tutor', async ({
    browser,
    db,
    signInAs,
  }) => {
    test.setTimeout(90_000);
    const lesson = await lessonWith(db, 1);
    const pupil = lesson.pupils[0]!;
    const tutorPage = await enter(browser, signInAs, lesson.tutor, lesson.sessionId);
    const pupilPage = await enter(browser, signInAs, pupil.user, lesson.sessionId);
    await expect(pupilPage.getByRole('button', { name: 'Mute', exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await tutorPage
      .getByRole('button', { name: `Remove ${pupil.name}` })
      .click({ timeout: 30_000 });
    await tutorPage.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expect(pupilPage.getByText(/removed you|waiting room/)).toBeVisible({ timeout: 20_000 });
    await pupilPage.reload();
    await expect(pupilPage.getByText('You are in the waiting room.', { exact: false })).toBeVisible(
      {
        timeout: 20_000,
      },
    );
    await expect(pupilPage.getByRole('button', { name: 'Mute', exact: true })).toHaveCount(0);
    await Promise.all([tutorPage.context().close(), pupilPage.context().close()]);
  });

  test('looks right and passes axe at 390 and 1280 px, for the tutor and a pupil', async ({
    browser,
    db,
    signInAs,
  }) => {
    test.setTimeout(120_000);
    const lesson = await lessonWith(db, 1);
    for (const [width] of WIDTHS) {
      for (const [who, user] of [
        ['tutor', lesson.tutor],
        ['pupil', lesson.pupils[0]!.user],
      ] as const) {
        const page = await enter(browser, signInAs, user, lesson.sessionId, width);
        await expect(page.getByRole('button', { name: 'Mute', exact: true })).toBeVisible({
          timeout: 30_000,
        });
        await page.getByLabel('Message the class').fill(`Hello from the ${who}`);
        await page.getByRole('button', { name: 'Send' }).click();
        await expect(page.getByText(`Hello from the ${who}`).first()).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/classroom-${who}-${width}.png`, fullPage: true });
        await expectNoAxeViolations(page);
        await page.context().close();
      }
    }
  });
});
