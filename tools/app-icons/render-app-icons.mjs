// Renders the installable app's PNG icons from the brand mark in apps/web/public/favicon.svg.
// Run after changing the mark: node tools/app-icons/render-app-icons.mjs (uses the system Chromium).
// "any" icons keep the mark's rounded cream tile; maskable icons fill the whole square with the
// cream background and keep the mark inside the central 80% safe zone a launcher may crop to.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const publicDir = path.join(repoRoot, 'apps/web/public');
const mark = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const CREAM = '#fdf6ec';

const icons = [
  { file: 'icons/icon-192.png', size: 192, maskable: false },
  { file: 'icons/icon-512.png', size: 512, maskable: false },
  { file: 'icons/icon-maskable-192.png', size: 192, maskable: true },
  { file: 'icons/icon-maskable-512.png', size: 512, maskable: true },
  { file: 'icons/apple-touch-icon-180.png', size: 180, maskable: true },
];

function page({ size, maskable }) {
  const markSize = maskable ? Math.round(size * 0.72) : size;
  const background = maskable ? CREAM : 'transparent';
  return `<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px;background:${background};
display:flex;align-items:center;justify-content:center">
<div style="width:${markSize}px;height:${markSize}px">${mark.replace('<svg ', `<svg width="${markSize}" height="${markSize}" `)}</div>
</body></html>`;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const icon of icons) {
    const context = await browser.newContext({ viewport: { width: icon.size, height: icon.size } });
    const tab = await context.newPage();
    await tab.setContent(page(icon));
    await tab.screenshot({ path: path.join(publicDir, icon.file), omitBackground: !icon.maskable });
    await context.close();
    console.log(`wrote apps/web/public/${icon.file}`);
  }
} finally {
  await browser.close();
}
