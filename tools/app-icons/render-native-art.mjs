// Renders the native shells' launcher icons and splash screens from the brand mark in
// apps/web/public/favicon.svg, over the images `npx cap add` generated, keeping each one's size.
// Run after changing the mark: node tools/app-icons/render-native-art.mjs (uses the system Chromium).
// Launcher icons fill their square with the cream tile (iOS refuses transparency; Android's
// adaptive foreground keeps the mark inside the 66% safe zone a launcher may crop to); splash
// screens are cream with the mark in the middle.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const webDir = path.join(repoRoot, 'apps/web');
const mark = readFileSync(path.join(webDir, 'public/favicon.svg'), 'utf8');
const CREAM = '#fdf6ec';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file) {
  const header = readFileSync(file).subarray(16, 24);
  return { width: header.readUInt32BE(0), height: header.readUInt32BE(4) };
}

/** How each generated image is drawn: the mark's share of the shorter side, and its ground. */
function styleOf(file) {
  const name = path.basename(file);
  if (name.startsWith('splash')) return { markShare: 0.3, background: CREAM, round: false };
  if (name === 'ic_launcher_foreground.png') return { markShare: 0.5, background: 'transparent', round: false };
  if (name === 'ic_launcher_round.png') return { markShare: 0.62, background: CREAM, round: true };
  return { markShare: 0.72, background: CREAM, round: false };
}

function* pngsUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* pngsUnder(full);
    else if (entry.name.endsWith('.png')) yield full;
  }
}

const targets = [
  ...pngsUnder(path.join(webDir, 'android/app/src/main/res')),
  ...pngsUnder(path.join(webDir, 'ios/App/App/Assets.xcassets')),
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const file of targets) {
    const { width, height } = pngSize(file);
    const { markShare, background, round } = styleOf(file);
    const markSize = Math.round(Math.min(width, height) * markShare);
    const context = await browser.newContext({ viewport: { width, height } });
    const tab = await context.newPage();
    await tab.setContent(`<!doctype html><html><body style="margin:0;width:${width}px;height:${height}px;
background:transparent;display:flex;align-items:center;justify-content:center">
<div style="position:fixed;inset:0;background:${background};border-radius:${round ? '50%' : '0'}"></div>
<div style="position:relative;width:${markSize}px;height:${markSize}px">${mark.replace('<svg ', `<svg width="${markSize}" height="${markSize}" `)}</div>
</body></html>`);
    await tab.screenshot({ path: file, omitBackground: background === 'transparent' || round });
    await context.close();
    console.log(`wrote ${path.relative(repoRoot, file)} (${width}x${height})`);
  }
} finally {
  await browser.close();
}
