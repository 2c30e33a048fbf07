import type { Page } from '@playwright/test';
import { createScheduledSession } from '../../src/server/factories/index.js';
import { expectNoAxeViolations } from './support/axe.js';
import { LONDON, newFamilyWorld } from './support/family.js';
import { expect, test } from './support/fixtures.js';
import { newMessagingWorld, withConversation } from './support/messaging.js';
import { newTutor, uniqueId } from './support/world.js';

/*
 * Issue 26 §5, phones: 470 px of the admin schedule's filters stood before its first session; the
 * student's lessons read "48 mins 214"; a conversation was a fixed-height box with blank page
 * below its composer.
 */

const PHONE = { width: 390, height: 844 };

/** Where the usable screen ends: the top of the staff's bottom bar of links, or the screen's foot. */
async function screenEnd(page: Page) {
  const bar = page.getByRole('navigation', { name: 'Quick links' });
  return (await bar.count()) ? (await bar.boundingBox())!.y : PHONE.height;
}

test.describe('at 390px', () => {
  test.use({ viewport: PHONE, timezoneId: LONDON, locale: 'en-GB' });

  test('the admin schedule keeps its filters behind a Filters button', async ({
    page,
    db,
    signedInAs,
  }) => {
    await signedInAs('admin');
    const id = uniqueId();
    const tutor = await newTutor(db, { fullName: `A Phone Tutor ${id}` });
    const soon = new Date(Date.now() + 86_400_000);
    await createScheduledSession(db, {
      title: `Phone pending ${id}`,
      tutorId: tutor.id,
      scheduledFor: soon,
      status: 'pending',
    });
    await createScheduledSession(db, {
      title: `Phone confirmed ${id}`,
      tutorId: tutor.id,
      scheduledFor: soon,
      status: 'confirmed',
    });

    await page.goto('/admin?tab=schedule');
    const filters = page.getByRole('button', { name: 'Filters' });
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('combobox', { name: 'Tutor' })).toBeHidden();
    // The first session starts on the first screen.
    const first = page.getByRole('heading', { level: 3 }).first();
    await expect(first).toBeInViewport();
    expect((await first.boundingBox())!.y).toBeLessThan(await screenEnd(page));

    await filters.click();
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('combobox', { name: 'Tutor' }).selectOption({ label: tutor.fullName });
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Pending' });
    await expect(
      page.getByRole('heading', { level: 3, name: `Phone pending ${id}` }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 3, name: `Phone confirmed ${id}` }),
    ).toBeHidden();
    // Filters in use are counted on the button, and stay open after a reload.
    await expect(filters).toHaveAccessibleName('Filters (2 on)');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Filters (2 on)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expectNoAxeViolations(page);
  });

  test('a student’s recorded lessons say what their counts are', async ({ page, db, signInAs }) => {
    const world = await newFamilyWorld(db);
    await signInAs(world.student);
    await page.goto('/student/lessons');
    const row = page.getByRole('row').filter({ hasText: world.lessons.cells.title });
    await expect(row).toContainText('55 mins');
    await expect(row).toContainText('10 views');
    await expectNoAxeViolations(page);
  });

  for (const who of ['parent', 'tutor'] as const) {
    test(`a ${who}’s conversation reaches down to the end of the screen, the composer last`, async ({
      page,
      db,
      signInAs,
    }) => {
      const world = await newMessagingWorld(db);
      const conversation = await withConversation(db, world, ['Hello', 'Hello, Priya']);
      await signInAs(world[who]);
      await page.goto(`/messages/${conversation.id}`);
      await expect(page.getByRole('textbox', { name: 'Message' })).toBeInViewport();
      const pane = page.getByRole('region', {
        name: who === 'parent' ? /^Sarah Thompson/ : /^Priya Shah/,
      });
      const box = (await pane.boundingBox())!;
      const gap = (await screenEnd(page)) - (box.y + box.height);
      expect(gap).toBeGreaterThanOrEqual(0);
      expect(gap).toBeLessThanOrEqual(20);
      await expectNoAxeViolations(page);
    });
  }
});

test('the student’s lessons table says views at 1280px too', async ({ page, db, signInAs }) => {
  const world = await newFamilyWorld(db);
  await signInAs(world.student);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/student/lessons');
  const row = page.getByRole('row').filter({ hasText: world.lessons.cells.title });
  await expect(row).toContainText('10 views');
  await expectNoAxeViolations(page);
});
