import { createCompany, createScheduledSession } from '../../src/server/factories/index.js';
import { expect, test } from './support/fixtures.js';
import { checkScreen, SCREEN_SIZES } from './support/screen-check.js';
import { newFamily, newTutor, newUser, uniqueId } from './support/world.js';

/* Issue 26 §5: the words on the screens people walked. */

for (const viewport of SCREEN_SIZES) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('every background queue is named in words', async ({ page, signedInAs }) => {
      await signedInAs('admin');
      await page.goto('/admin/jobs');
      const table = page.getByRole('table');
      for (const name of [
        'Absence alerts to parents',
        'Tutor analytics counts',
        'Message notifications',
        'Weekly digest emails',
      ]) {
        await expect(table.getByRole('rowheader', { name: new RegExp(`^${name}`) })).toBeVisible();
      }
      await checkScreen(page, 'background-jobs');
    });

    test('a completed lesson has no preparation checklist', async ({ page, db, signInAs }) => {
      const grade = `Year 9 ${uniqueId()}`;
      const family = await newFamily(db, { grade, childName: 'Ada Lovelace' });
      const session = await createScheduledSession(db, {
        title: `Algebra ${uniqueId()}`,
        academicYear: grade,
        tutorId: (await newTutor(db)).id,
        status: 'completed',
        scheduledFor: new Date(Date.now() - 3 * 86_400_000),
        duration: 60,
      });
      await signInAs(family.parent);
      await page.goto(`/student/lesson/${session.id}`);
      await expect(page.getByRole('heading', { level: 1, name: session.title })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Lesson preparation' })).toHaveCount(0);
      await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
      await checkScreen(page, 'completed-lesson');
    });
  });
}

test('the account list names the employer role with a capital', async ({
  page,
  db,
  signedInAs,
}) => {
  const name = `Erin Employer ${uniqueId()}`;
  const company = await createCompany(db);
  await newUser(db, { role: 'employer', fullName: name, companyId: company.id });
  await signedInAs('admin');
  await page.goto('/admin/accounts');
  await page.getByRole('searchbox', { name: 'Search accounts' }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('cell', { name: 'Employer', exact: true })).toBeVisible();
});

test('the resource type filter offers one Presentation and no PowerPoint 97–2003', async ({
  page,
  signedInAs,
}) => {
  await signedInAs('tutor');
  await page.goto('/resources');
  await page.getByRole('combobox', { name: 'Type' }).click();
  await expect(page.getByRole('option')).toHaveText([
    'All Types',
    'PDF',
    'Document',
    'Presentation',
    'Quiz',
    'Link',
    'Other',
  ]);
});

test('a company name ending in s takes an apostrophe alone', async ({ page, db, signedInAs }) => {
  const company = await createCompany(db, { name: `Globex ${uniqueId()} Industries` });
  await signedInAs('admin');
  await page.goto(`/admin?tab=registration&company=${company.id}`);
  await expect(
    page.getByText(`Upload ${company.name}' staff list on the CSV Upload tab.`),
  ).toBeVisible();
});
