/**
 * Screenshots every email kind as a mail app would show its HTML: 600 and 390 px wide, and 600 px
 * in dark mode. `npx tsx scripts/email-screenshots.ts <dir>`; look at each PNG after a change to
 * the layout or an email.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { emailSamples } from '../tests/support/email-samples.js';

const dir = path.resolve(process.argv[2] ?? 'test-results/emails');
await mkdir(dir, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  const views = [
    { name: '600', width: 600, colorScheme: 'light' },
    { name: '390', width: 390, colorScheme: 'light' },
    { name: '600-dark', width: 600, colorScheme: 'dark' },
  ] as const;
  for (const view of views) {
    const page = await browser.newPage({
      viewport: { width: view.width, height: 800 },
      colorScheme: view.colorScheme,
    });
    for (const { kind, email } of emailSamples) {
      // Offline, as a mail app that blocks remote content shows it.
      await page.route('**/*', (route) => route.abort());
      await page.setContent(email.html!);
      await page.screenshot({ path: path.join(dir, `${kind}-${view.name}.png`), fullPage: true });
    }
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`${emailSamples.length * 3} screenshots in ${dir}`);
