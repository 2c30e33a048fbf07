import type { Locator, Page } from '@playwright/test';
import { securityEvents } from '../../src/server/db/schema.js';
import { createCompany } from '../../src/server/factories/index.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { newUser, uniqueId } from './support/world.js';

/*
 * Issue 26 §5: the admin's Accounts, Security log and CSV preview broke words mid-word at 1280 px
 * and cut columns off on a phone. A laptop keeps the table, with no word split across lines; a
 * phone shows each row as a card, every fact of it on screen.
 */

// Run in the page, as text: the browser tests are typed without the DOM's types.
const SPLIT_WORDS = `
  const split = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const word of node.textContent.matchAll(/[^\\s/@.:_-]+/g)) {
      const range = document.createRange();
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word[0].length);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0);
      if (new Set(rects.map((r) => Math.round(r.top))).size > 1) split.push(word[0]);
    }
  }
  return split;`;
const RIGHTMOST = `return Math.max(
  ...[...element.querySelectorAll('*')].map((e) => e.getBoundingClientRect().right),
);`;

/** Runs a function body in the page with the locator's element as `element`. */
const inPage = <T>(root: Locator, body: string) =>
  root.evaluate((element, text) => {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the body is this file's own text
    const run = new Function('element', text) as (element: unknown) => T;
    return run(element);
  }, body);

/** The words, between spaces and the marks an address or path breaks at, that a line splits. */
const wordsSplit = (root: Locator) => inPage<string[]>(root, SPLIT_WORDS);

/** Nothing of the element lies beyond the right edge of the screen, as a cut-off column would. */
const expectAllOnScreen = async (page: Page, list: Locator) => {
  const right = await inPage<number>(list, RIGHTMOST);
  expect(right).toBeLessThanOrEqual(page.viewportSize()!.width);
};

async function accountsAndEvents(page: Page, db: Parameters<typeof newUser>[0]) {
  const id = uniqueId();
  const company = await createCompany(db, { name: `Northwind Pharmaceuticals ${id}` });
  const name = `Alexandra Montgomery-Smythe ${id}`;
  const parent = await newUser(db, {
    role: 'parent',
    fullName: name,
    username: `alexandra_montgomery_${id}`,
    email: `alexandra.montgomery-smythe.${id}@northwind-pharmaceuticals.example`,
    companyId: company.id,
  });
  await db.insert(securityEvents).values({
    type: 'access_refused',
    outcome: 'refused',
    subjectId: parent.id,
    username: parent.username,
    ip: '2001:db8:85a3::8a2e:370:7334',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0',
    method: 'GET',
    path: `/api/admin/accounts/${parent.id}/sessions`,
    detail: { reason: 'not_an_admin' },
  });
  return { name, parent };
}

async function csvPreview(page: Page, db: Parameters<typeof newUser>[0]) {
  const company = `Preview Co ${uniqueId()}`;
  await createCompany(db, {
    name: company,
    contactName: 'Hannah Reid',
    contactEmail: 'hr@p.example',
  });
  await page.goto('/admin?tab=employees');
  await page.getByRole('searchbox', { name: 'Find a company' }).fill(company);
  await page.getByText(company, { exact: true }).click();
  await expect(page.getByRole('button', { name: 'Change company' })).toBeVisible();
  const rows = [
    'fullName,email,department,jobTitle',
    'Bartholomew Featherstonehaugh,bartholomew.featherstonehaugh@northwind-pharmaceuticals.example,Regulatory Affairs and Compliance,Senior Pharmacovigilance Specialist',
    'Jane Smith,jane.smith@northwind-pharmaceuticals.example,Sales,Manager',
  ];
  await page.getByLabel('Employee file (.xlsx or .csv)').setInputFiles({
    name: 'staff.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(rows.join('\r\n'), 'utf8'),
  });
  await expect(page.getByText('2 employees in the file.')).toBeVisible();
  return page.getByRole('region', { name: 'Preview of the file' });
}

test.describe('at 1280px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the Accounts table splits no word across lines', async ({ page, db, signedInAs }) => {
    await signedInAs('admin');
    const { name } = await accountsAndEvents(page, db);
    await page.goto('/admin/accounts');
    await page.getByRole('searchbox', { name: 'Search accounts' }).fill(name);
    const table = page.getByRole('table', { name: 'Accounts' });
    await expect(table.getByRole('row').filter({ hasText: name })).toHaveCount(1);
    expect(await wordsSplit(table)).toEqual([]);
    await expectAllOnScreen(page, table);
    await expectNoAxeViolations(page);
  });

  test('the Security log splits no word across lines', async ({ page, db, signedInAs }) => {
    await signedInAs('admin');
    const { parent } = await accountsAndEvents(page, db);
    await page.goto('/admin/security');
    await page.getByRole('searchbox', { name: 'Search by account' }).fill(parent.username);
    const table = page.getByRole('table', { name: 'Security events' });
    await expect(table.getByRole('row').filter({ hasText: 'Access refused' })).toHaveCount(1);
    expect(await wordsSplit(table)).toEqual([]);
    await expectAllOnScreen(page, table);
    await expectNoAxeViolations(page);
  });

  test('the CSV preview splits no word across lines', async ({ page, db, signedInAs }) => {
    await signedInAs('admin');
    const preview = await csvPreview(page, db);
    await expect(preview.getByRole('row')).toHaveCount(3);
    expect(await wordsSplit(preview)).toEqual([]);
    await expectAllOnScreen(page, preview);
    await expectNoAxeViolations(page);
  });
});

test.describe('at 390px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Accounts shows each account as a card, all of it on screen', async ({
    page,
    db,
    signedInAs,
  }) => {
    await signedInAs('admin');
    const { name, parent } = await accountsAndEvents(page, db);
    await page.goto('/admin/accounts');
    await page.getByRole('searchbox', { name: 'Search accounts' }).fill(name);
    const list = page.getByRole('list', { name: 'Accounts' });
    const card = list.getByRole('listitem').filter({ hasText: name });
    await expect(card).toHaveCount(1);
    for (const fact of [parent.username, 'Parent', 'Northwind Pharmaceuticals', 'Active']) {
      await expect(card).toContainText(fact);
    }
    await expect(card.getByRole('button', { name: `Actions for ${name}` })).toBeInViewport();
    await expectAllOnScreen(page, list);
    await expectNoAxeViolations(page);
  });

  test('the Security log shows each event as a card, all of it on screen', async ({
    page,
    db,
    signedInAs,
  }) => {
    await signedInAs('admin');
    const { parent } = await accountsAndEvents(page, db);
    await page.goto('/admin/security');
    await page.getByRole('searchbox', { name: 'Search by account' }).fill(parent.username);
    const list = page.getByRole('list', { name: 'Security events' });
    const card = list.getByRole('listitem').filter({ hasText: 'Access refused' });
    await expect(card).toHaveCount(1);
    for (const fact of ['Refused', parent.username, '2001:db8:85a3::8a2e:370:7334', 'sessions']) {
      await expect(card).toContainText(fact);
    }
    await expectAllOnScreen(page, list);
    await expectNoAxeViolations(page);
  });

  test('the CSV preview shows each row as a card, all of it on screen', async ({
    page,
    db,
    signedInAs,
  }) => {
    await signedInAs('admin');
    await csvPreview(page, db);
    const list = page.getByRole('list', { name: 'Preview of the file' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    const card = list.getByRole('listitem').filter({ hasText: 'Bartholomew Featherstonehaugh' });
    for (const fact of ['bartholomew.featherstonehaugh@', 'Ready']) {
      await expect(card).toContainText(fact);
    }
    await expectAllOnScreen(page, list);
    await expectNoAxeViolations(page);
  });
});
