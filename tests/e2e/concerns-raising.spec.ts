import { eq } from 'drizzle-orm';
import { concernFlagTerms } from '../../src/server/db/schema-concerns.js';
import { createScheduledSession } from '../../src/server/factories/index.js';
import { LONDON } from './support/family.js';
import { captureConcernScreen } from './support/concern-shots.js';
import { expect, expectToast, test } from './support/fixtures.js';
import { newAdmin, newFamily, newTutor, uniqueId } from './support/world.js';

/*
 * Issue 31 §3, §4: a tutor raises a concern from a lesson's page and follows it in My concerns;
 * a lead tunes the automatic flags' list.
 */

test.use({ timezoneId: LONDON, locale: 'en-GB' });

test('a tutor raises a concern from a lesson’s page and sees it in My concerns', async ({
  page,
  db,
  signInAs,
}) => {
  test.slow();
  const tutor = await newTutor(db, { fullName: 'Tilly Tutor' });
  const family = await newFamily(db, {
    grade: `Year 8 ${uniqueId()}`,
    childName: 'Noah Price',
    tutorId: tutor.id,
  });
  const title = `Fractions ${uniqueId()}`;
  const session = await createScheduledSession(db, {
    title,
    tutorId: tutor.id,
    studentId: family.profile.id,
    status: 'scheduled',
    scheduledFor: new Date(Date.now() + 2 * 86_400_000),
  });

  await signInAs(tutor);
  await page.goto(`/schedule/sessions/${session.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Raise a concern' }).click();
  const dialog = page.getByRole('dialog', { name: 'Raise a safeguarding concern' });
  await expect(dialog.getByText(`About: the lesson “${title}” on`)).toBeVisible();
  await dialog.getByLabel('What is it about?').selectOption({ label: 'Emotional abuse' });
  await dialog.getByLabel('How urgent is it?').selectOption({ label: 'Not urgent' });
  await dialog
    .getByLabel('What happened, or what worries you?')
    .fill('Noah said he is scared to go home after the lesson.');
  await captureConcernScreen(page, 'raise-from-lesson');
  await dialog.getByRole('button', { name: 'Send to the safeguarding leads' }).click();
  await expectToast(page, 'Concern raised');
  await expect(dialog).toBeHidden();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'My concerns' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'My concerns' })).toBeVisible();
  const mine = page.getByRole('listitem').filter({ hasText: 'scared to go home' });
  await expect(mine).toContainText('Emotional abuse');
  await expect(mine).toContainText('Open');
  await captureConcernScreen(page, 'my-concerns');
});

test('a lead adds, turns off and removes automatic flags and sees how often each fired', async ({
  page,
  db,
  signInAs,
}) => {
  test.slow();
  const lead = await newAdmin(db, { fullName: 'Lena Lead', safeguardingLead: true });
  const seeded = `keep it secret ${uniqueId()}`;
  const added = `meet me alone ${uniqueId()}`;
  const [term] = await db
    .insert(concernFlagTerms)
    .values({ phrase: seeded, fired: 3, lastFiredAt: new Date('2026-11-02T10:15:00Z') })
    .returning();

  await signInAs(lead);
  await page.goto('/admin/concerns');
  await page.getByRole('link', { name: 'Automatic flags' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Automatic flags' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Words and phrases' });
  const seededRow = list.getByRole('listitem').filter({ hasText: seeded });
  await expect(seededRow).toContainText('Fired 3 times, last on Nov 2, 2026 at 10:15 AM');

  await page.getByLabel('Word or phrase', { exact: true }).fill(added);
  await page.getByRole('button', { name: 'Add to the list' }).click();
  await expectToast(page, 'Added to the list');
  const addedRow = list.getByRole('listitem').filter({ hasText: added });
  await expect(addedRow).toContainText('Never fired');
  await expect(page.getByLabel('Word or phrase', { exact: true })).toHaveValue('');

  await page.getByRole('button', { name: `Turn off “${seeded}”` }).click();
  await expect(seededRow).toContainText('Off');
  await expect(page.getByRole('button', { name: `Turn on “${seeded}”` })).toBeVisible();
  await captureConcernScreen(page, 'flags');

  await page.getByRole('button', { name: `Remove “${added}”` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove from the list?' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expectToast(page, 'Removed from the list');
  await expect(addedRow).toHaveCount(0);
  await db.delete(concernFlagTerms).where(eq(concernFlagTerms.id, term!.id));
});
