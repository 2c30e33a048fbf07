import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { scheduledSessions } from '../../src/server/db/schema.js';
import { createScheduledSession } from '../../src/server/factories/index.js';
import { LONDON, STREAM_URL } from './support/family.js';
import { expect, expectToast, test } from './support/fixtures.js';
import { newFamily, newTutor, uniqueId } from './support/world.js';

/*
 * Issue 15 §1: a parent presses Join and the stream opens, the join is recorded, the tutor marks the
 * register pre-filled from it, and the parent sees the mark on the dashboard and in the schedule.
 */

test.use({ timezoneId: LONDON, locale: 'en-GB' });

const expectNoAxeViolations = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
};

test('a child joins through the product, the tutor marks the register and the parent sees the mark', async ({
  page,
  browser,
  db,
  signInAs,
}) => {
  const grade = `Year 9 ${uniqueId()}`;
  const tutor = await newTutor(db, { fullName: 'Rita Register' });
  const family = await newFamily(db, { grade, childName: 'Ada Lovelace' });
  const session = await createScheduledSession(db, {
    title: `Simultaneous equations ${uniqueId()}`,
    academicYear: grade,
    tutorId: tutor.id,
    status: 'scheduled',
    youtubeUrl: STREAM_URL,
    scheduledFor: new Date(Date.now() - 2 * 60_000),
  });
  // The stream itself is YouTube's: a stand-in page answers for it.
  await page
    .context()
    .route('https://www.youtube.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Live stream</title><p>Live</p>' }),
    );

  await signInAs(family.parent);
  await page.goto(`/student/lesson/${session.id}`);
  const opened = page.waitForEvent('popup');
  await page.getByRole('link', { name: /Join Lesson/ }).click();
  const stream = await opened;
  await stream.waitForURL(STREAM_URL);
  await expect(stream).toHaveTitle('Live stream');

  const tutorContext = await browser.newContext({ timezoneId: LONDON, locale: 'en-GB' });
  const tutorPage = await tutorContext.newPage();
  await signInAs(tutor, tutorContext);
  await tutorPage.goto(`/schedule/sessions/${session.id}`);
  const register = tutorPage.getByRole('region', { name: 'Register' });
  const ada = register.getByRole('group', { name: 'Ada Lovelace' });
  // Joined within 5 minutes of the start: present until the tutor says otherwise.
  await expect(ada.getByRole('radio', { name: 'Present' })).toBeChecked();
  await expect(register.getByText(/Joined at \d{1,2}:\d{2} [AP]M/)).toBeVisible();
  await expectNoAxeViolations(tutorPage);
  await ada.getByText('Late', { exact: true }).click();
  await register.getByRole('button', { name: 'Save register' }).click();
  await expectToast(tutorPage, 'Register saved');
  await tutorPage.reload();
  await expect(
    tutorPage
      .getByRole('region', { name: 'Register' })
      .getByRole('group', { name: 'Ada Lovelace' })
      .getByRole('radio', { name: 'Late' }),
  ).toBeChecked();
  await tutorContext.close();
  // The session ends: families see marks once a session is over.
  await db
    .update(scheduledSessions)
    .set({ duration: 1 })
    .where(eq(scheduledSessions.id, session.id));

  await page.goto('/parent-dashboard');
  const attendance = page.getByRole('region', { name: 'Attendance' });
  const child = attendance.getByRole('region', { name: 'Ada Lovelace' });
  await expect(child.getByRole('listitem').filter({ hasText: session.title })).toContainText(
    'Late',
  );
  await expect(child.getByRole('row', { name: /Mathematics/ })).toContainText('1 of 1 (1 late)');
  await expectNoAxeViolations(page);

  await page.goto('/student/schedule');
  await expect(
    page.getByRole('link', { name: new RegExp(session.title) }).getByText('Ada Lovelace: Late'),
  ).toBeVisible();
});
