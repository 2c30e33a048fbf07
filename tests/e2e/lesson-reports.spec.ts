import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createScheduledSession } from '../../src/server/factories/index.js';
import { expect, expectToast, test } from './support/fixtures.js';
import { LONDON } from './support/family.js';
import { newFamily, newTutor, uniqueId } from './support/world.js';

/*
 * Issue 15 §2: the tutor writes a lesson report on the session page, and a parent sees it with
 * their own child's comment and never another child's.
 */

test.use({ timezoneId: LONDON, locale: 'en-GB' });

const expectNoAxeViolations = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations).toEqual([]);
};

test('a tutor reports on a session and each parent sees only their own child’s comment', async ({
  page,
  browser,
  db,
  signInAs,
}) => {
  const grade = `Year 9 ${uniqueId()}`;
  const tutor = await newTutor(db, { fullName: 'Rita Reporter' });
  const first = await newFamily(db, { grade, childName: 'Ada Lovelace' });
  await newFamily(db, { grade, childName: 'Ben Babbage' });
  const session = await createScheduledSession(db, {
    title: `Simultaneous equations ${uniqueId()}`,
    academicYear: grade,
    tutorId: tutor.id,
    scheduledFor: new Date(Date.now() - 2 * 3_600_000),
  });

  await signInAs(tutor);
  await page.goto(`/schedule/sessions/${session.id}`);
  await expect(page.getByRole('heading', { level: 1, name: session.title })).toBeVisible();
  const report = page.getByRole('region', { name: 'Lesson report' });
  await report.getByRole('button', { name: 'Save report' }).click();
  await expect(report.getByText('Please say what the session covered.')).toBeVisible();

  await report.getByLabel('What was covered').fill('Solving by elimination and substitution.');
  await report.getByLabel('Homework (optional)').fill('Exercise 4B, questions 1 to 10.');
  await report
    .getByLabel('Comment on Ada Lovelace')
    .fill('Ada explained elimination to the group.');
  await report.getByLabel('Comment on Ben Babbage').fill('Ben should practise substitution.');
  await report.getByRole('button', { name: 'Save report' }).click();
  await expectToast(page, 'Lesson report saved');
  await expectNoAxeViolations(page);

  const parentContext = await browser.newContext({ timezoneId: LONDON, locale: 'en-GB' });
  const parentPage = await parentContext.newPage();
  await signInAs(first.parent, parentContext);
  await parentPage.goto(`/student/lesson/${session.id}`);
  const seen = parentPage.getByRole('region', { name: 'Lesson report' });
  await expect(seen.getByText('Solving by elimination and substitution.')).toBeVisible();
  await expect(seen.getByText('Exercise 4B, questions 1 to 10.')).toBeVisible();
  await expect(seen.getByText('The tutor’s comment on Ada Lovelace')).toBeVisible();
  await expect(seen.getByText('Ada explained elimination to the group.')).toBeVisible();
  await expect(parentPage.getByText('Ben should practise substitution.')).toHaveCount(0);
  await expect(parentPage.getByText('Ben Babbage')).toHaveCount(0);
  await expectNoAxeViolations(parentPage);
  await parentContext.close();
});
