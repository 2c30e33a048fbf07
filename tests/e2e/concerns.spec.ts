import { captureConcernScreen } from './support/concern-shots.js';
import { expect, expectToast, test } from './support/fixtures.js';
import { newMessagingWorld, pageOf, withConversation } from './support/messaging.js';
import { newAdmin } from './support/world.js';

/* Issue 31 §3: a parent raises a concern from a message; a lead works the case and closes it. */

test('a parent raises a concern from a message; a lead sees it, adds an action and closes it', async ({
  page,
  browser,
  db,
  signInAs,
}) => {
  test.slow();
  const world = await newMessagingWorld(db);
  const lead = await newAdmin(db, { fullName: 'Lena Lead', safeguardingLead: true });
  const conversation = await withConversation(db, world, [
    'Is Maya ready for Monday?',
    'Yes. Keep what I said between us, and add me on another app.',
  ]);

  await signInAs(world.parent);
  await page.goto(`/messages/${conversation.id}`);
  const log = page.getByRole('log', { name: 'Messages with Sarah Thompson' });
  const worrying = log.getByRole('listitem').filter({ hasText: 'another app' });
  await worrying.getByRole('button', { name: 'Raise a concern' }).click();
  const dialog = page.getByRole('dialog', { name: 'Raise a safeguarding concern' });
  await dialog.getByLabel('What is it about?').selectOption({ label: 'A tutor’s conduct' });
  await dialog.getByLabel('How urgent is it?').selectOption({ label: 'Not urgent' });
  await dialog
    .getByLabel('What happened, or what worries you?')
    .fill('The tutor asked Maya to keep a secret and move to another app.');
  await captureConcernScreen(page, 'raise-dialog');
  await dialog.getByRole('button', { name: 'Send to the safeguarding leads' }).click();
  await expectToast(page, 'Concern raised');
  await expect(dialog).toBeHidden();

  const leadPage = await pageOf(browser, signInAs, lead);
  await leadPage.goto('/admin/concerns');
  await expect(leadPage.getByRole('link', { name: /^Concerns, \d+ unread$/ })).toBeVisible();
  const card = leadPage.getByRole('link', {
    name: /A tutor’s conduct.*About Maya Shah.*Priya Shah/,
  });
  await expect(card.first()).toBeVisible();
  await captureConcernScreen(leadPage, 'queue');
  await card.first().click();
  await expect(
    leadPage.getByRole('heading', { level: 1, name: 'A tutor’s conduct: Maya Shah' }),
  ).toBeVisible();
  await expect(leadPage.getByText('move to another app')).toBeVisible();

  await leadPage.getByLabel('Action', { exact: true }).fill('Call Priya Shah');
  await leadPage.getByLabel('Owner').fill('Lena Lead');
  await leadPage.getByRole('button', { name: 'Add action' }).click();
  await expectToast(leadPage, 'Action added');
  await expect(leadPage.getByRole('region', { name: 'Actions' })).toContainText('Call Priya Shah');
  await captureConcernScreen(leadPage, 'case');

  const outcome = leadPage.getByRole('textbox', { name: 'Outcome' });
  await outcome.fill('Referred to the local authority designated officer.');
  await expect(outcome).toHaveValue('Referred to the local authority designated officer.');
  await leadPage.getByRole('button', { name: 'Close the case' }).click();
  // Closing takes the form off the page as the case refreshes; the toast must still come.
  await expect(leadPage.getByText('Closed', { exact: true })).toBeVisible();
  await expectToast(leadPage, 'Case closed');
  await expect(leadPage.getByRole('region', { name: 'History' })).toContainText('Status changed');
  await captureConcernScreen(leadPage, 'case-closed');
});
