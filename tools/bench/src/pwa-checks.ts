/// <reference lib="dom" />
// The progressive web app checks Lighthouse made up to version 11, asked of Chromium directly:
// installable (Chromium's own installability errors, what Lighthouse's `installable-manifest`
// read), a service worker controlling the page, and the manifest and page details behind the
// splash screen, themed address bar, maskable icon and mobile viewport.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface ManifestIcon {
  sizes?: string;
  purpose?: string;
}
interface Manifest {
  name?: string;
  short_name?: string;
  start_url?: string;
  display?: string;
  theme_color?: string;
  background_color?: string;
  icons?: ManifestIcon[];
}

/** The names of the checks the page fails; empty when all pass. */
export async function failingPwaChecks(url: string): Promise<string[]> {
  // A profile on disk: Chromium never offers to install from an incognito context.
  const profile = mkdtempSync(path.join(tmpdir(), 'storefront-pwa-checks-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: CHROMIUM_FLAGS,
    headless: true,
    viewport: { width: 412, height: 823 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(url);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    // The first visit installs the worker; it controls the page from the next load.
    if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    const { url: manifestUrl } = (await cdp.send('Page.getAppManifest')) as { url: string };
    const manifest = (manifestUrl ? await (await page.request.get(manifestUrl)).json() : {}) as Manifest;
    const icons = manifest.icons ?? [];
    const hasIcon = (size: string) => icons.some((icon) => icon.sizes?.split(' ').includes(size));
    const shown = await page.evaluate(() => ({
      controlled: Boolean(navigator.serviceWorker.controller),
      viewport: document.querySelector('meta[name="viewport"]')?.getAttribute('content') ?? '',
      themeColor: Boolean(document.querySelector('meta[name="theme-color"]')),
      fitsWidth: document.documentElement.scrollWidth <= window.innerWidth,
    }));
    const checks: [string, boolean][] = [
      ...installabilityErrors.map(({ errorId }): [string, boolean] => [`installable (${errorId})`, false]),
      ['service worker controls the page', shown.controlled],
      [
        'splash screen: name, background colour, 512 px icon',
        Boolean(manifest.name && manifest.background_color && hasIcon('512x512')),
      ],
      ['themed address bar: manifest and meta theme colour', Boolean(manifest.theme_color && shown.themeColor)],
      ['maskable icon', icons.some((icon) => icon.purpose?.split(' ').includes('maskable'))],
      ['viewport meta with width=device-width', shown.viewport.includes('width=device-width')],
      ['content sized to the viewport', shown.fitsWidth],
    ];
    return checks.filter(([, passed]) => !passed).map(([name]) => name);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
