import type { Page, Request } from '@playwright/test';
import { received, tutorAndPupil } from './support/classroom-media.js';
import { expect, test } from './support/fixtures.js';

/*
 * Issue 29 §2: the classroom reconnects by itself after a network drop. The pupil's browser goes
 * offline and its signalling socket is cut, as a dropped Wi-Fi does; once back online the page
 * gets a fresh ticket and rejoins, and video flows again on new connections.
 */

/** Cuts the page off: no requests, and the open signalling sockets closed. */
async function dropNetwork(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: true,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  // The open sockets closed; only the connections made after the drop count from here.
  await page.evaluate('window.__sockets.forEach((s) => s.close()); window.__peers = [];');
  return async () =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
}

test('a pupil whose network drops is back in by themselves, with video flowing', async ({
  browser,
  db,
  signInAs,
}) => {
  test.setTimeout(120_000);
  const { lesson, pupil, tutorPage, pupilPage, close } = await tutorAndPupil(browser, db, signInAs);
  const mute = pupilPage.getByRole('button', { name: 'Mute', exact: true });
  await expect(mute).toBeVisible({ timeout: 30_000 });
  await expect(tutorPage.getByRole('figure', { name: pupil.name })).toBeVisible({
    timeout: 30_000,
  });

  // A status check that fails (a blip, a busy server) leaves the pupil in the room: their
  // microphone and camera stay in view from the failed check to the next good one.
  await pupilPage.evaluate(`window.__leftRoom = false;
    new MutationObserver(() => {
      if (!document.querySelector('[aria-label="Your microphone and camera"]')) window.__leftRoom = true;
    }).observe(document.body, { childList: true, subtree: true });`);
  const statusPath = `/sessions/${lesson.sessionId}/classroom`;
  const statusCheck = (request: Request) =>
    request.method() === 'GET' && request.url().endsWith(statusPath);
  await pupilPage.route(
    (url) => url.pathname.endsWith(statusPath),
    (route) => route.abort(),
    {
      times: 1,
    },
  );
  await pupilPage.waitForEvent('requestfailed', statusCheck);
  await pupilPage.waitForResponse((response) => statusCheck(response.request()) && response.ok());
  expect(await pupilPage.evaluate('window.__leftRoom')).toBe(false);

  const reconnect = await dropNetwork(pupilPage);
  await expect(pupilPage.getByRole('status').filter({ hasText: 'Reconnecting…' })).toBeVisible();
  await expect(mute).toHaveCount(0);
  await reconnect();

  await expect(mute).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(async () => (await received(pupilPage)).frames, { timeout: 30_000 })
    .toBeGreaterThan(0);
  await expect(tutorPage.getByRole('figure', { name: pupil.name })).toBeVisible({
    timeout: 30_000,
  });
  await close();
});
