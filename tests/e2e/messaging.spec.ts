import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, expectToast, test } from './support/fixtures.js';
import { newMessagingWorld, pageOf, withConversation } from './support/messaging.js';

/* Issue 16: a parent and a tutor write to each other live, and a report reaches the admins. */

const messagesLink = (page: Page, unread?: number) =>
  page.getByRole('link', {
    name: unread ? `Messages, ${unread} unread` : 'Messages',
    exact: true,
  });

test('a parent writes, the tutor sees it arrive without reloading and answers, and a report reaches the admins', async ({
  page,
  browser,
  db,
  signInAs,
}) => {
  // Three people in three browsers, and several round trips through the live stream.
  test.slow();
  const world = await newMessagingWorld(db);
  await signInAs(world.parent);
  const tutor = await pageOf(browser, signInAs, world.tutor);

  // The tutor waits on the Messages page; nothing has been said yet.
  await tutor.goto('/messages');
  await expect(tutor.getByRole('heading', { name: 'No conversations yet' })).toBeVisible();

  await page.goto('/messages');
  await page.getByRole('button', { name: 'New message' }).click();
  await page.getByRole('button', { name: /Sarah Thompson \(Tutor\)\s*About Maya Shah/ }).click();
  await expect(page).toHaveURL(/\/messages\/\d+$/);
  const conversation = page.getByRole('region', { name: /^Sarah Thompson/ });
  await expect(conversation).toContainText('the ClassPerk safeguarding team can read them');
  const question =
    'Hello, how is Maya getting on with fractions? <b>Notes</b>: https://example.org/notes';
  await page.getByRole('textbox', { name: 'Message' }).fill(question);
  await page.getByRole('textbox', { name: 'Message' }).press('Enter');
  const parentLog = page.getByRole('log', { name: 'Messages with Sarah Thompson' });
  await expect(parentLog.getByRole('listitem')).toHaveCount(1);
  // Markup stays text, and the address is a link to itself.
  await expect(parentLog).toContainText('<b>Notes</b>');
  await expect(parentLog.getByRole('link', { name: 'https://example.org/notes' })).toHaveAttribute(
    'href',
    'https://example.org/notes',
  );
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');

  // It reaches the tutor's list and count live, then the tutor reads and answers.
  await expect(messagesLink(tutor, 1)).toBeVisible();
  await tutor.getByRole('link', { name: /Priya Shah.*About Maya Shah/ }).click();
  const tutorLog = tutor.getByRole('log', { name: 'Messages with Priya Shah' });
  await expect(tutorLog).toContainText('how is Maya getting on with fractions?');
  await expect(messagesLink(tutor)).toBeVisible();

  // The parent moves on; the answer shows up as unread in their menu.
  await page
    .getByRole('navigation', { name: 'Student area' })
    .getByRole('link', { name: 'Home', exact: true })
    .click();
  await expect(messagesLink(page)).toBeVisible();
  await tutor
    .getByRole('textbox', { name: 'Message' })
    .fill('She is doing well. We practise more on Monday.');
  await tutor.getByRole('button', { name: 'Send' }).click();
  await expect(messagesLink(page, 1)).toBeVisible();
  await messagesLink(page, 1).click();
  await page.getByRole('link', { name: /Sarah Thompson.*1 unread/ }).click();
  await expect(parentLog).toContainText('She is doing well.');
  await expect(messagesLink(page)).toBeVisible();

  // A message sent by mistake is withdrawn; both sides see that it was.
  await page
    .getByRole('textbox', { name: 'Message' })
    .fill('Sorry, that was meant for the school.');
  await page.getByRole('button', { name: 'Send' }).click();
  const mistake = parentLog.getByRole('listitem').filter({ hasText: 'meant for the school' });
  await mistake.getByRole('button', { name: 'Withdraw' }).click();
  await page
    .getByRole('alertdialog', { name: 'Withdraw this message?' })
    .getByRole('button', { name: 'Withdraw' })
    .click();
  await expect(parentLog.getByRole('listitem').last()).toContainText('message withdrawn');
  await expect(tutorLog.getByRole('listitem').last()).toContainText('message withdrawn');
  await expect(tutorLog).not.toContainText('meant for the school');

  // The tutor reports the parent's message; it is first in the safeguarding team's queue.
  await tutorLog
    .getByRole('listitem')
    .filter({ hasText: 'fractions' })
    .getByRole('button', { name: 'Report' })
    .click();
  const dialog = tutor.getByRole('dialog', { name: 'Report this message' });
  await dialog
    .getByLabel('What is wrong with it? (optional)')
    .fill('Asks me to call a private number.');
  await dialog.getByRole('button', { name: 'Report message' }).click();
  await expectToast(tutor, 'Reported', 'The safeguarding team will look at this message.');

  const admin = await pageOf(browser, signInAs, world.admin);
  await admin.goto('/admin/messages?tab=reports');
  const report = admin.getByRole('article', { name: 'Sarah Thompson reported Priya Shah' });
  await expect(report).toContainText('Asks me to call a private number.');
  await expect(report.getByRole('list', { name: /reported message/ })).toContainText('fractions');
  // Suspending stops both sides at once; the tutor's open conversation says so without a reload.
  await report.getByRole('button', { name: 'Suspend conversation' }).click();
  await admin
    .getByRole('alertdialog', { name: 'Suspend this conversation?' })
    .getByRole('button', { name: 'Suspend conversation' })
    .click();
  await expect(report.getByRole('button', { name: 'Lift suspension' })).toBeVisible();
  await expect(tutor.getByText(/safeguarding team has suspended this conversation/)).toBeVisible();
  await expect(tutor.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  await report.getByRole('button', { name: 'Resolve' }).click();
  await expect(admin.getByRole('heading', { name: 'No open reports' })).toBeVisible();
});

const expectNoViolations = async (page: Page) => {
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
};

for (const width of [1280, 390]) {
  test(`the messaging screens have no WCAG A/AA violations at ${width}px`, async ({
    page,
    browser,
    db,
    signInAs,
  }) => {
    // Five screens, each checked by axe: more than one page's worth of work on a busy machine.
    test.slow();
    const world = await newMessagingWorld(db);
    const conversation = await withConversation(db, world, [
      'Could Maya have extra practice on algebra?',
      'Of course. See https://www.bbc.co.uk/bitesize for a start.',
    ]);
    await page.setViewportSize({ width, height: 900 });
    await signInAs(world.parent);

    await page.goto('/messages');
    await expect(page.getByRole('link', { name: /Sarah Thompson/ })).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'New message' }).click();
    await expect(page.getByRole('button', { name: /Sarah Thompson \(Tutor\)/ })).toBeVisible();
    await expectNoViolations(page);
    await page.keyboard.press('Escape');

    await page.goto(`/messages/${conversation.id}`);
    await expect(page.getByRole('log')).toContainText('extra practice');
    await expectNoViolations(page);

    const admin = await pageOf(browser, signInAs, world.admin, { width, height: 900 });
    await admin.goto('/admin/messages');
    await expect(
      admin.getByRole('link', { name: /Read the conversation of Priya Shah/ }).first(),
    ).toBeVisible();
    await expectNoViolations(admin);
    await admin.goto(`/admin/messages/${conversation.id}`);
    await admin
      .getByLabel('Why are you opening this conversation?')
      .fill('Checking an accessibility test.');
    await admin.getByRole('button', { name: 'Open conversation' }).click();
    await expect(admin.getByRole('list', { name: 'Messages' })).toContainText('extra practice');
    await expectNoViolations(admin);
  });
}
