import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { lessonRecordings } from '../../src/server/db/schema-recordings.js';
import type { UserRow } from '../../src/server/db/schema.js';
import { classSession, enrol, makeClass } from '../../src/server/factories/classes.js';
import { readRawTracks } from '../../src/server/features/recordings/raw-files.js';
import { recordingDirFor } from '../../src/server/media/recording-paths.js';
import { expectNoAxeViolations, WIDTHS } from './support/axe.js';
import { acceptCookies, expect, test } from './support/fixtures.js';
import { newFamily, newTutor, uniqueId } from './support/world.js';

/*
 * Issue 29 "What it must show", about recordings: a lesson held in Janus by a tutor (camera and a
 * shared screen) and a pupil (camera on) records itself; when the tutor ends it the job converts
 * it and publishes it as the class's recorded lesson; it plays with hls.js for the pupil, and
 * its playlist and segments answer 403 to a pupil of another class and after sign-out.
 */

const SHOTS = '/work/shots/playback';
const run = promisify(execFile);

const dataDir = () => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is unset: run through playwright.config.ts.');
  return dir;
};

type SignInAs = (user: UserRow, context: BrowserContext) => Promise<UserRow>;

/** A browser of one's own, signed in. */
async function open(browser: Browser, signInAs: SignInAs, user: UserRow) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await acceptCookies(context);
  await signInAs(user, context);
  return context.newPage();
}

/** What Janus has written so far: each kept or dropped file as "kind media", and the bytes kept. */
async function rawSoFar(sessionId: number) {
  const { kept, dropped } = await readRawTracks(recordingDirFor(sessionId, dataDir()));
  const names = kept.map((t) => `${t.kind} ${t.media}`).sort();
  const pupilVideo = dropped.filter((file) => /-user-3\d+-.*-video-\d+\.mjr$/.test(file)).length;
  return { kept: [...new Set(names)], pupilVideo };
}

/** What the tests read of a video element (the test code is compiled without the DOM's types). */
interface Video {
  paused: boolean;
  currentTime: number;
  play(): Promise<void>;
}

/** The playing state hls.js gives the video element: time advancing, not paused. */
const playedSeconds = (page: Page, label: string) =>
  page.getByLabel(label).evaluate((video: Video) => (video.paused ? -1 : video.currentTime));

test('a lesson in the classroom is recorded, converted and plays only for its class', async ({
  browser,
  db,
  signInAs,
}) => {
  test.setTimeout(300_000);
  const tutor = await newTutor(db, { fullName: 'Rhea Recorder' });
  const cls = await makeClass(db, {
    tutorId: tutor.id,
    name: `Recorded ${uniqueId()}`,
    subject: `Physics ${uniqueId()}`,
    camerasOn: true,
  });
  const family = await newFamily(db, { grade: 'Year 10', childName: `Pia ${uniqueId()}` });
  await enrol(db, cls, family.profile.id);
  const session = await classSession(db, cls, {
    title: `Forces recap ${uniqueId()}`,
    scheduledFor: new Date(Date.now() - 60_000),
    duration: 60,
    status: 'scheduled',
    venue: 'classroom',
  });
  const tutorPage = await open(browser, signInAs, tutor);
  const pupilPage = await open(browser, signInAs, family.student);
  for (const page of [tutorPage, pupilPage]) {
    await page.goto(`/classroom/${session.id}`);
    await expect(page.getByRole('button', { name: 'Mute', exact: true })).toBeVisible({
      timeout: 30_000,
    });
  }
  await tutorPage.getByRole('button', { name: 'Share screen' }).click();
  await expect(tutorPage.getByRole('button', { name: 'Stop sharing' })).toBeVisible({
    timeout: 20_000,
  });

  // Decision 117: the tutor's camera and microphone, the screen and the pupil's microphone are
  // kept; the pupil's camera is written by Janus (it records a publisher whole) and dropped.
  await expect
    .poll(() => rawSoFar(session.id), { timeout: 60_000, intervals: [1000] })
    .toEqual({
      kept: ['pupil audio', 'tutor-camera audio', 'tutor-camera video', 'tutor-screen video'],
      pupilVideo: 1,
    });

  await tutorPage.getByRole('button', { name: 'End lesson' }).click();
  await tutorPage.getByRole('alertdialog').getByRole('button', { name: 'End lesson' }).click();
  await expect
    .poll(
      async () =>
        (
          await db
            .select({ id: lessonRecordings.recordedLessonId })
            .from(lessonRecordings)
            .where(eq(lessonRecordings.sessionId, session.id))
        )[0]?.id,
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);
  const [row] = await db
    .select()
    .from(lessonRecordings)
    .where(eq(lessonRecordings.sessionId, session.id));
  const lessonId = row!.recordedLessonId;

  // The pupil opens it from their recorded lessons; the page shows it once processing ends.
  const label = `Video: ${session.title}`;
  await pupilPage.goto(`/student/lessons?watch=${lessonId}`);
  await expect(pupilPage.getByLabel(label)).toBeVisible({ timeout: 180_000 });
  await pupilPage.getByLabel(label).evaluate((video: Video) => video.play());
  await expect.poll(() => playedSeconds(pupilPage, label), { timeout: 30_000 }).toBeGreaterThan(1);

  // The stored HLS: one 1280×720 picture and one sound track.
  const playlist = path.join(dataDir(), 'recordings', 'hls', String(lessonId), 'index.m3u8');
  const { stdout } = await run('ffprobe', [
    ...['-v', 'error', '-show_entries', 'stream=codec_type,width', '-of', 'json', playlist],
  ]);
  const streams = (JSON.parse(stdout) as { streams: { codec_type: string; width?: number }[] })
    .streams;
  expect(streams.map((s) => `${s.codec_type}${s.width ?? ''}`).sort()).toEqual([
    'audio',
    'video1280',
  ]);

  for (const [width, height] of WIDTHS) {
    await pupilPage.setViewportSize({ width, height });
    await pupilPage.screenshot({ path: `${SHOTS}/recording-playing-${width}.png` });
    await expectNoAxeViolations(pupilPage);
  }

  const playlistUrl = `/api/recordings/${lessonId}/hls/index.m3u8`;
  const list = await pupilPage.request.get(playlistUrl);
  expect(list.status()).toBe(200);
  const segment = (await list.text()).split('\n').find((line) => line.endsWith('.ts'))!;
  const segmentUrl = `/api/recordings/${lessonId}/hls/${segment}`;
  expect((await pupilPage.request.get(segmentUrl)).status()).toBe(200);

  // A pupil of another class, with the URLs copied, and the pupil once signed out: 403.
  const outsider = await newFamily(db, { grade: 'Year 10' });
  const outsiderPage = await open(browser, signInAs, outsider.student);
  for (const url of [playlistUrl, segmentUrl])
    expect((await outsiderPage.request.get(url)).status()).toBe(403);
  expect((await pupilPage.request.post('/api/logout')).status()).toBeLessThan(300);
  for (const url of [playlistUrl, segmentUrl])
    expect((await pupilPage.request.get(url)).status()).toBe(403);

  await Promise.all([tutorPage, pupilPage, outsiderPage].map((page) => page.context().close()));
});
