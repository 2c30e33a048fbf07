import { expect, test } from './support/fixtures.js';

/* The interactive API reference (issue 11 §3), under the app's own Content-Security-Policy. */

test('the API reference renders the generated document, and tries a call', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') refused.push(message.text());
  });
  await page.goto('/api/docs');
  // The reference's own script is large (about 1.5 MB): give a busy machine time to run it.
  await expect(page.getByRole('heading', { name: /ClassPerk API/ })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('OAS 3.1')).toBeVisible();

  const health = page.getByRole('button', { name: /GET \/api\/health/ });
  await health.click();
  await page.getByRole('button', { name: 'Try it out' }).click();
  await page.getByRole('button', { name: 'Execute' }).click();
  await expect(page.getByRole('heading', { name: 'Server response' })).toBeVisible();
  const body = page.getByRole('cell', { name: /^Response body/ }).getByRole('code');
  await expect(body).toContainText('"database": "ok"');
  expect(refused).toEqual([]);
});
