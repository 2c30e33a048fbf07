import type { Page } from '@playwright/test';
import { addUkDays, ukDayOf } from '../../src/shared/dates/uk-instant.js';
import { addMonths } from '../../src/shared/vetting/rules.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, expectToast, test } from './support/fixtures.js';
import { newAdmin, newTutor, uniqueId } from './support/world.js';

/*
 * Issue 31 §1–2: an admin records a tutor's checks and sees the record turn complete; "Needs
 * attention" lists a lapsed tutor; a tutor reads their own record; a non-lead admin meets no
 * messages pages; a lead names another lead.
 */

const SHOTS = '/work/shots/vetting';
const today = ukDayOf(new Date());

/** The screen at a phone's and a laptop's width, saved to look at, and checked by axe. */
async function capture(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    await expectNoAxeViolations(page);
  }
}

test('an admin finds tutors needing attention and records the missing check', async ({
  page,
  db,
  signInAs,
}) => {
  const id = uniqueId().slice(-4);
  const missing = `Ida Incomplete ${id}`;
  const lapsed = `Lou Lapsed ${id}`;
  const complete = `Cora Complete ${id}`;
  await newTutor(db, { fullName: complete });
  // The status check done a year and five days ago fell due five days ago.
  await newTutor(
    db,
    { fullName: lapsed },
    {},
    { statusCheckOn: addUkDays(addMonths(today, -12), -5) },
  );
  await newTutor(db, { fullName: missing }, {}, { omit: [{ kind: 'reference', slot: 2 }] });
  await signInAs(await newAdmin(db));

  await page.goto('/admin?tab=tutors');
  await expect(page.getByRole('heading', { name: complete })).toBeVisible();
  await page.getByRole('button', { name: 'Needs attention' }).click();
  await expect(page).toHaveURL(/vetting=needs-attention/);
  const lapsedCard = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: lapsed }) });
  await expect(lapsedCard.getByText('Vetting lapsed')).toBeVisible();
  const missingCard = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: missing }) });
  await expect(missingCard.getByText('Vetting incomplete')).toBeVisible();
  await expect(page.getByRole('heading', { name: complete })).toHaveCount(0);
  await capture(page, 'tutors-needs-attention');

  await missingCard.getByRole('button', { name: `Vetting of ${missing}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Vetting' });
  await expect(dialog.getByText('Missing: second reference.')).toBeVisible();
  await dialog.getByLabel('Record a check').selectOption({ label: 'second reference' });
  await dialog.getByLabel('Referee').fill('Deputy head, previous school');
  await dialog.getByLabel('Received on').fill(addUkDays(today, -1));
  await capture(page, 'vetting-panel');
  await dialog.getByRole('button', { name: 'Record Check' }).click();
  await expectToast(page, 'Check recorded');
  await expect(dialog.getByText('Vetting complete')).toBeVisible();
  await expect(dialog.getByText('Deputy head, previous school')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close dialog' }).click();
  // Complete now, the tutor leaves the list that needs attention.
  await expect(page.getByRole('heading', { name: missing })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: lapsed })).toBeVisible();
});

test('a lapsed tutor reads on the dashboard why they cannot teach, and each check', async ({
  page,
  db,
  signInAs,
}) => {
  await signInAs(
    await newTutor(
      db,
      { fullName: 'Lou Lapsed' },
      {},
      { statusCheckOn: addUkDays(addMonths(today, -12), -5) },
    ),
  );
  await page.goto('/dashboard');
  const panel = page.getByRole('region', { name: 'Your vetting' });
  await expect(
    panel.getByText(
      'You cannot enter the classroom until your vetting record is complete and current (needs renewing: DBS Update Service status check). Please contact the ClassPerk team.',
    ),
  ).toBeVisible();
  const checks = panel.getByRole('list', { name: 'Your checks' }).getByRole('listitem');
  await expect(checks).toHaveCount(6);
  await expect(checks.filter({ hasText: 'DBS Update Service status check' })).toContainText(
    'Needs renewing',
  );
  await expect(panel).not.toContainText(/\d{12}/);
  // Nothing on the page offers what the server would refuse.
  await expect(page.getByRole('heading', { name: 'No Upcoming Sessions' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Schedule a Session' })).toHaveCount(0);
  await capture(page, 'tutor-own-status');
});

test('a non-lead admin meets no messages pages; a lead names another lead', async ({
  page,
  db,
  signInAs,
}) => {
  const plain = await newAdmin(db, {
    fullName: `Pat Plain ${uniqueId().slice(-4)}`,
    safeguardingLead: false,
  });
  await signInAs(plain);
  await page.goto('/admin');
  const nav = page.getByRole('navigation').first();
  await expect(nav.getByRole('link', { name: 'Audit trail' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Messages/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Concerns/ })).toHaveCount(0);
  for (const path of ['/admin/messages', '/admin/messages?tab=reports', '/admin/concerns']) {
    await page.goto(path);
    await expect(
      page.getByRole('heading', { name: 'Only safeguarding leads can read conversations' }),
    ).toBeVisible();
  }
  await capture(page, 'leads-only');
  await page.getByRole('link', { name: 'See who the leads are' }).click();
  await expect(page.getByRole('heading', { name: 'Safeguarding leads', level: 1 })).toBeVisible();
  await expect(
    page.getByText('Only a safeguarding lead can name or remove safeguarding leads.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Make .* a safeguarding lead$/ })).toHaveCount(0);

  await signInAs(await newAdmin(db, { fullName: 'Lena Lead' }));
  await page.goto('/admin/safeguarding-leads');
  await page.getByRole('button', { name: `Make ${plain.fullName} a safeguarding lead` }).click();
  const confirm = page.getByRole('alertdialog', {
    name: `Make ${plain.fullName} a safeguarding lead?`,
  });
  await capture(page, 'leads-confirm');
  await confirm.getByRole('button', { name: 'Make lead' }).click();
  await expectToast(page, 'Safeguarding lead named');
  await expect(
    page.getByRole('button', { name: `Remove ${plain.fullName} as a safeguarding lead` }),
  ).toBeVisible();
  await capture(page, 'leads');
});
