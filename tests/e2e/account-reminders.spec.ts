import { AxeBuilder } from '@axe-core/playwright';
import { eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema.js';
import { expect, expectToast, test } from './support/fixtures.js';

/* The reminders switch on the account page (issue 12 §4), each test with its own account. */

test('a parent turns reminder emails off and back on', async ({ page, db, signedInAs }) => {
  const { user } = await signedInAs('parent');
  await page.goto('/account#reminders');
  const reminders = page.getByRole('region', { name: 'Email notifications' });
  const toggle = reminders.getByRole('switch', { name: 'Email me before sessions' });
  await expect(toggle).toBeChecked();
  await expect(toggle).toBeEnabled();

  await toggle.click();
  await expectToast(page, 'Reminders off', 'We will not email you before sessions.');
  await expect(toggle).not.toBeChecked();
  const [stored] = await db.select().from(users).where(eq(users.id, user.id));
  expect(stored!.remindersEnabled).toBe(false);

  await page.reload();
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expectToast(page, 'Reminders on', 'We will email you before each session.');
  await page.reload();
  await expect(toggle).toBeChecked();
});

test('a parent turns absence alerts off beside the reminders', async ({ page, db, signedInAs }) => {
  const { user } = await signedInAs('parent');
  await page.goto('/account#reminders');
  const section = page.getByRole('region', { name: 'Email notifications' });
  const absences = section.getByRole('switch', { name: 'Email me when my child misses a session' });
  await expect(absences).toBeChecked();
  await expect(section.getByRole('switch', { name: 'Weekly summary' })).toBeChecked();
  await absences.click();
  await expect(absences).not.toBeChecked();
  await expect
    .poll(async () => (await db.select().from(users).where(eq(users.id, user.id)))[0])
    .toMatchObject({ absenceAlertsEnabled: false, weeklyDigestEnabled: true });
  await page.reload();
  await expect(absences).not.toBeChecked();
});

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test(`the reminders section passes axe at ${width}px`, async ({ page, signedInAs }) => {
    await page.setViewportSize({ width, height });
    await signedInAs('tutor');
    await page.goto('/account#reminders');
    await expect(page.getByRole('switch', { name: 'Email me before sessions' })).toBeEnabled();
    const { violations } = await new AxeBuilder({ page })
      .include('#reminders')
      .withTags(['wcag2a', 'wcag2aa'])
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
}
