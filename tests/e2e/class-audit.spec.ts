import { recordAudit } from '../../src/server/records/audit.js';
import { expectNoAxeViolations, WIDTHS } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { newAdmin } from './support/world.js';

/* Issue 28: admins read a class's history (its changes and its roster's) on the audit trail. */

const SHOTS = process.env.SHOTS_DIR;

test('an admin reads a class’s changes on the audit trail', async ({ page, db, signedInAs }) => {
  // An id no class of another spec will have, so the filter shows this test's rows alone.
  const classId = 900_000 + Math.floor(Math.random() * 99_999);
  const admin = await newAdmin(db);
  const actor = { id: admin.id, role: 'admin' };
  await recordAudit(db, null, { action: 'create', recordType: 'class', recordId: classId, actor });
  await recordAudit(db, null, {
    action: 'change_series',
    recordType: 'class',
    recordId: classId,
    fields: ['from', 'slots'],
    actor,
  });
  await recordAudit(db, null, { action: 'start', recordType: 'allocation_run', recordId: classId });

  await signedInAs('admin');
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { name: 'Audit trail', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Record type' }).click();
  await page.getByRole('option', { name: 'class', exact: true }).click();
  await page.getByLabel('Record id').fill(String(classId));

  const table = page.getByRole('table', { name: 'Audit events' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row').nth(1)).toContainText('Changed the series');
  await expect(table.getByRole('row').nth(1)).toContainText('from, slots');
  await expect(table.getByRole('row').nth(2)).toContainText('Created');
  await expect(table).toContainText(`class #${classId}`);
  await expect(table).not.toContainText('allocation run');

  for (const [width, height] of WIDTHS) {
    await page.setViewportSize({ width, height });
    await expectNoAxeViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/audit-class-${width}.png`, fullPage: true });
  }
});
