import { expect, test } from './support/fixtures.js';
import { newMessagingWorld, withConversation } from './support/messaging.js';
import { checkScreen } from './support/screen-check.js';

/* Issue 26 §5: the gate page names the conversation, and the audit trail keeps the typed reason. */

for (const width of [1280, 390]) {
  test(`an admin sees whose conversation it is before opening it, and finds their reason in the audit trail, at ${width}px`, async ({
    page,
    db,
    signInAs,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const world = await newMessagingWorld(db);
    const conversation = await withConversation(db, world, ['Could Maya have extra practice?']);
    await signInAs(world.admin);
    await page.goto(`/admin/messages/${conversation.id}`);
    const who = page.getByRole('definition');
    await expect(who).toHaveText(['Priya Shah', 'Sarah Thompson', 'Maya Shah']);
    await checkScreen(page, 'admin-conversation-gate');

    const reason = `Report from the school, case ${conversation.id}`;
    await page.getByLabel('Why are you opening this conversation?').fill(reason);
    await page.getByRole('button', { name: 'Open conversation' }).click();
    await expect(page.getByRole('list', { name: 'Messages' })).toContainText('extra practice');

    await page.goto(`/admin/audit?recordType=conversation&recordId=${conversation.id}`);
    const table = page.getByRole('table', { name: 'Audit events' });
    await expect(table).toContainText('Safeguarding concern');
    await expect(table).toContainText(reason);
    await checkScreen(page, 'admin-audit-typed-reason');
  });
}
