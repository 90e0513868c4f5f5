import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { watchForFailureReport } from './failure-report.ts';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export const baseURL = () => inject('baseURL');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export const viewports = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 900 },
} as const;

/** Spec files run in workers of their own: each starts its addresses at a random block. */
const addressBlock = randomInt(0, 256);
let contexts = 0;
/** A private client address per browser context: each journey is its own customer. */
const nextClientAddress = () => {
  contexts += 1;
  return `10.${addressBlock}.${(contexts >> 8) & 255}.${contexts & 255}`;
};

export async function newContext(
  browser: Browser,
  viewport: { width: number; height: number } = viewports.desktop,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport,
    locale: 'en-AU',
    timezoneId: 'Australia/Sydney',
    extraHTTPHeaders: { 'x-forwarded-for': nextClientAddress() },
  });
  watchForFailureReport(context);
  return context;
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe on the page and returns serious and critical violations (journeys expect none). */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  // Colours are judged once fades and slides have ended: half-way through a dialog's fade-in its
  // text is faint, which is no defect (a busy machine makes that moment long). Endless ones
  // (spinners) are not waited for. One that starts as another ends (a loading sheet giving way to
  // the rising builder) is waited for too: the page is still once two frames pass with none running.
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const running = () =>
      document.getAnimations().filter((animation) => {
        return animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity;
      });
    for (let round = 0; round < 20; round++) {
      await Promise.all(running().map((animation) => animation.finished.catch(() => undefined)));
      await nextFrame();
      await nextFrame();
      if (running().length === 0) return;
    }
  });
  // evaluate() is not subject to the page's CSP, unlike an injected script tag.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const result = await (
      window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: AxeViolation[] }> } }
    ).axe.run(document);
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
