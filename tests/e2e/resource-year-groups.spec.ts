import { createResource } from '../../src/server/factories/index.js';
import { expect, test } from './support/fixtures.js';
import { choose, unique } from './support/tutor.js';
import { newFamily, newTutor, uniqueId } from './support/world.js';

/*
 * Issue 26 §5: a Year 5/6 quiz was listed under "Year 10: Mathematics" in a parent's resource
 * folders. A tutor says which year groups a resource is for; a child's folder lists only those
 * for the child's year group or for every year group.
 */

test('a tutor marks a resource for Year 5 and Year 6', async ({ page, signedInAs }) => {
  await signedInAs('tutor');
  const title = unique('Times tables challenge');
  await page.goto('/resources');
  await page.getByRole('button', { name: 'Add Resource' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Resource' });
  await dialog.getByLabel('Title').fill(title);
  await choose(page, 'Subject', 'Mathematics');
  await dialog.getByLabel('External URL').fill('https://www.bbc.co.uk/bitesize/topics/zqbg87h');
  const years = dialog.getByRole('group', { name: 'Year groups' });
  await years.getByRole('checkbox', { name: 'Year 5' }).check();
  await years.getByRole('checkbox', { name: 'Year 6' }).check();
  await dialog.getByRole('button', { name: 'Add Resource' }).click();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('article').filter({ hasText: title })).toContainText(
    'Year 5, Year 6',
  );
});

test("a child's folder lists only resources for their year group or for every year", async ({
  page,
  db,
  signInAs,
}) => {
  const subject = `Mathematics ${uniqueId()}`;
  const tutor = await newTutor(db);
  const { parent } = await newFamily(db, { grade: 'Year 10', subjects: subject });
  const resource = (title: string, yearGroups: string[]) =>
    createResource(db, {
      tutorId: tutor.id,
      subject,
      title,
      yearGroups,
      type: 'quiz',
      externalUrl: 'https://www.bbc.co.uk/bitesize',
    });
  const quiz = await resource(unique('Times tables challenge'), ['Year 5', 'Year 6']);
  const sheet = await resource(unique('Quadratics practice sheet'), ['Year 10']);
  const planner = await resource(unique('Revision planner'), []);
  await signInAs(parent);

  await page.goto('/resources');
  await page.getByRole('button', { name: new RegExp(subject) }).click();
  await expect(page.getByRole('heading', { name: `Year 10: ${subject}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: sheet.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: planner.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: quiz.title })).toHaveCount(0);
});
