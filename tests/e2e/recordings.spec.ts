import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import type { Db } from '../../src/server/db/client.js';
import { lessonRecordings } from '../../src/server/db/schema-recordings.js';
import { classSession, enrol, makeClass } from '../../src/server/factories/classes.js';
import { publishProcessing } from '../../src/server/features/recordings/publish.js';
import { PROCESSING_MINUTES_PER_LESSON_MINUTE } from '../../src/server/features/recordings/ready-by.js';
import { RETENTION_MESSAGE } from '../../src/shared/recordings/schemas.js';
import { expectNoAxeViolations, WIDTHS } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { newAdmin, newFamily, newTutor, uniqueId } from './support/world.js';

/*
 * Issue 29 §4–5 without a media server: a classroom recording's "processing" and "failed" states
 * as a pupil sees them, and the admins' retention setting. The recording that plays is in
 * classroom-recording.spec.ts, which holds a real lesson in Janus.
 */

const SHOTS = '/work/shots/playback';

/** A class lesson that ended an hour ago, its pupil, and its recording as the job starts it. */
async function processingLesson(db: Db) {
  const tutor = await newTutor(db);
  const cls = await makeClass(db, { tutorId: tutor.id, name: `Recorded ${uniqueId()}` });
  const family = await newFamily(db, { grade: 'Year 10' });
  await enrol(db, cls, family.profile.id);
  const session = await classSession(db, cls, {
    title: `Fractions recap ${uniqueId()}`,
    scheduledFor: new Date(Date.now() - 2 * 3600_000),
    duration: 60,
  });
  const recording = (await publishProcessing(db, session.id, new Date()))!;
  return { family, title: session.title, recording };
}

const openPlayer = async (page: Page, lessonId: number) => {
  await page.goto(`/student/lessons?watch=${lessonId}`);
  return page.getByRole('dialog');
};

test('a recording being processed says when it will be ready, and a failed one says so', async ({
  db,
  page,
  signInAs,
}) => {
  const { family, title, recording } = await processingLesson(db);
  await signInAs(family.student);
  for (const [width, height] of WIDTHS) {
    await page.setViewportSize({ width, height });
    const player = await openPlayer(page, recording.recordedLessonId);
    await expect(player.getByRole('heading', { name: title })).toBeVisible();
    // An hour's lesson whose room never ended: the estimate counts the timetable's hour.
    const minutes = Math.ceil(1 + 60 * PROCESSING_MINUTES_PER_LESSON_MINUTE);
    await expect(player.getByRole('status')).toHaveText(
      new RegExp(`^Processing, ready in about (${minutes}|${minutes - 1}) minutes$`),
    );
    await page.screenshot({ path: `${SHOTS}/recording-processing-${width}.png` });
    await expectNoAxeViolations(page);
  }
  await db
    .update(lessonRecordings)
    .set({ status: 'failed', error: 'ffmpeg exited with code 1' })
    .where(eq(lessonRecordings.id, recording.id));
  const player = await openPlayer(page, recording.recordedLessonId);
  await expect(player.getByRole('alert')).toContainText(
    'This lesson’s recording could not be prepared.',
  );
  await expect(player.getByText('ffmpeg')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/recording-failed-390.png` });
  await expectNoAxeViolations(page);
});

test('an admin sets how many days classroom recordings are kept', async ({
  db,
  page,
  signInAs,
}) => {
  await signInAs(await newAdmin(db));
  await page.goto('/admin?tab=lessons');
  const days = page.getByLabel('Keep classroom recordings for (days)');
  await expect(days).toHaveValue(/^\d+$/, { timeout: 30_000 });
  await days.fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(RETENTION_MESSAGE)).toBeVisible();
  await days.fill('30');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Classroom recordings are now kept for 30 days', { exact: true }),
  ).toBeVisible();
  const saved = await page.request.get('/api/admin/recording-settings');
  expect(await saved.json()).toEqual({ retentionDays: 30 });
  await page.reload();
  await expect(days).toHaveValue('30');
  await page.screenshot({ path: `${SHOTS}/admin-retention-1280.png`, fullPage: true });
  await expectNoAxeViolations(page);
});
