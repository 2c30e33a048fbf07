/**
 * Draws the site's icons from the logo (src/web/components/logo.tsx): its graduation cap, white on
 * the brand's indigo. The files are committed in src/web/public; run this again after changing
 * the logo.
 *
 *   tsx scripts/draw-icons.ts
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { GraduationCap } from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

const PUBLIC_DIR = path.resolve('src/web/public');
/** index.html's theme colour, the logo's tile. */
const BRAND = '#4338ca';

/** The logo's cap: lucide's paths, without the <svg> around them. */
const cap = renderToStaticMarkup(createElement(GraduationCap))
  .replace(/^<svg[^>]*>/, '')
  .replace(/<\/svg>$/, '');
// A little heavier than the logo's stroke of 2, so that the cap still reads at 16 pixels.
const capAttributes =
  'fill="none" stroke="#fff" stroke-width="2.25" stroke-linecap="round" stroke-linejoin="round"';

/**
 * The cap on a 32-unit tile: rounded like the logo's for browser tabs, or square and with more
 * room around it for the home screens, which cut their own shape out of it.
 */
const icon = (shape: 'rounded' | 'square') => {
  const capSize = shape === 'rounded' ? 22 : 18;
  const offset = (32 - capSize) / 2;
  const tile =
    shape === 'rounded'
      ? `<rect width="32" height="32" rx="7" fill="${BRAND}"/>`
      : `<rect width="32" height="32" fill="${BRAND}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${tile}<g transform="translate(${offset} ${offset}) scale(${(capSize / 24).toFixed(4)})" ${capAttributes}>${cap}</g></svg>\n`;
};

/** An .ico file holding PNG images (read by every browser since 2007), smallest first. */
const ico = (images: { size: number; png: Buffer }[]) => {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(1, 2); // an icon, not a cursor
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size % 256, entry); // 0 means 256
    header.writeUInt8(size % 256, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map(({ png }) => png)]);
};

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  const render = async (svg: string, size: number) => {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    return page.screenshot({ omitBackground: true });
  };
  const rounded = icon('rounded');
  const square = icon('square');
  await writeFile(path.join(PUBLIC_DIR, 'favicon.svg'), rounded);
  const tabSizes = [16, 32, 48];
  const tabImages = [];
  for (const size of tabSizes) tabImages.push({ size, png: await render(rounded, size) });
  await writeFile(path.join(PUBLIC_DIR, 'favicon.ico'), ico(tabImages));
  await writeFile(path.join(PUBLIC_DIR, 'apple-touch-icon.png'), await render(square, 180));
  for (const size of [192, 512])
    await writeFile(path.join(PUBLIC_DIR, `icon-${size}.png`), await render(square, size));
} finally {
  await browser.close();
}
