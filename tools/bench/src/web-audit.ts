// `npm run bench:web`: Lighthouse (mobile, its default simulated throttling) on the built
// storefront's landing, a menu page and a product page, driving Debian's Chromium. Prints each
// category's score and the largest contentful paint beside its target, straight from the server
// and again through nginx over HTTPS and HTTP/2 (Debian's nginx, a self-signed certificate). Lighthouse is installed on
// first use into `web-audit/` (its own package.json and lock), so `npm ci` stays free of it.
// Lighthouse 12 dropped its progressive web app category; the checks it made are asked of
// Chromium directly instead (`pwa-checks.ts`), the same installability answer Lighthouse read.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROMIUM, CHROMIUM_FLAGS, failingPwaChecks } from './pwa-checks.ts';
import { startNginx } from './nginx.ts';
import { observedPaint } from './observed-paint.ts';
import { selfSignedCertificate } from './self-signed.ts';
import { repoRoot, startStorefrontOnPglite } from './servers.ts';

const AUDIT_DIR = path.join(import.meta.dirname, '../web-audit');
/** BENCH_WEB_RUNS=<n>: Lighthouse runs per page; the median score of each category is printed. */
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));

const PAGES = [
  { name: 'landing', path: '/' },
  { name: 'menu', path: '/menu/pizza' },
  { name: 'product', path: '/menu/pizza/product/pizzas/margherita' },
];

/** Issue targets: performance and SEO 100, LCP at most 1.5 s; accessibility and best practices 100. */
const TARGETS = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100, lcpMs: 1500 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface LighthouseResult {
  lhr: {
    categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
    audits: Record<
      string,
      { score: number | null; numericValue?: number; details?: { items?: unknown[] } } | undefined
    >;
    runtimeError?: { code: string; message: string };
    environment: { benchmarkIndex: number };
  };
}
type Lighthouse = (url: string, flags: object) => Promise<LighthouseResult | undefined>;
interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): void }>;
}

function installLighthouse() {
  if (existsSync(path.join(AUDIT_DIR, 'node_modules/lighthouse/core/index.js'))) return;
  console.log('Installing Lighthouse into tools/bench/web-audit (first run only)…');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: AUDIT_DIR, stdio: 'inherit' });
}

async function loadLighthouse(): Promise<{ lighthouse: Lighthouse; launcher: ChromeLauncher }> {
  const entry = (file: string) => pathToFileURL(path.join(AUDIT_DIR, 'node_modules', file)).href;
  const lighthouse = ((await import(entry('lighthouse/core/index.js'))) as { default: Lighthouse }).default;
  const launcher = (await import(entry('chrome-launcher/dist/index.js'))) as ChromeLauncher;
  return { lighthouse, launcher };
}

/**
 * Lighthouse's own advice when it could not record the load's trace ("Please run Lighthouse
 * again"): a busy machine drops it now and then. Such a run is made again, up to three times in all;
 * any other failure, or the same one three times, stops the bench.
 */
const TRACE_NOT_RECORDED = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_FCP', 'NO_LCP', 'NO_DCL', 'NO_LOAD']);
const ATTEMPTS = 3;

async function runLighthouse(
  lighthouse: Lighthouse,
  url: string,
  flags: object,
  what = 'Lighthouse',
): Promise<LighthouseResult['lhr']> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { ...flags, output: 'json', logLevel: 'error' });
    const error = result ? result.lhr.runtimeError : { code: 'NO_RESULT', message: 'no result' };
    if (!error) return result!.lhr;
    if (!TRACE_NOT_RECORDED.has(error.code) || attempt === ATTEMPTS)
      throw new Error(`${what} failed on ${url} (attempt ${attempt} of ${ATTEMPTS}): ${error.message}`);
    console.log(`${what} on ${url}: ${error.code}, running it again`);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** What Lighthouse measured on one page: category scores (median of the runs) and paint times. */
interface Measured {
  scores: Record<string, number>;
  lcpMs: number;
  /**
   * The largest paint as the unthrottled load drew it, and how many scripts had finished loading by
   * then (medians): Lighthouse charges each of those to its simulated largest paint (decision 227).
   */
  observedLcpMs: number;
  scriptsBeforePaint: number;
  /** Total blocking time (median): what the main thread's long tasks cost the performance score. */
  tbtMs: number;
  /** Lighthouse's measure of this machine's CPU (median): blocking times scale with it. */
  benchmarkIndex: number;
  /** One run with applied throttling: the page really loaded over slow 4G on a 4× slower CPU. */
  appliedLcpMs: number;
  appliedFcpMs: number;
  lastRun: LighthouseResult['lhr'];
}

interface PageFigures extends Measured {
  page: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  failingPwaChecks: string[];
  /** Scored audits below full marks outside performance (whose opportunities Lighthouse prints itself). */
  lostPoints: string[];
}

async function measure(
  lighthouse: Lighthouse,
  port: number,
  url: string,
  categories: readonly string[],
): Promise<Measured> {
  const runs: LighthouseResult['lhr'][] = [];
  for (let i = 0; i < RUNS; i++) {
    runs.push(await runLighthouse(lighthouse, url, { port, onlyCategories: [...categories] }));
  }
  // Applied throttling (`devtools`): the same network and CPU limits imposed on the real load, so
  // the paint times are observed, not modelled from an unthrottled trace (decision 227).
  const applied = await runLighthouse(
    lighthouse,
    url,
    { port, onlyCategories: ['performance'], throttlingMethod: 'devtools' },
    'Lighthouse (applied throttling)',
  );
  const appliedMs = (audit: string) => Math.round(applied.audits[audit]?.numericValue ?? 0);
  const paints = runs.map(observedPaint);
  const score = (category: string) =>
    median(runs.map((lhr) => Math.round((lhr.categories[category]?.score ?? 0) * 100)));
  return {
    scores: Object.fromEntries(categories.map((c) => [c, score(c)])),
    lcpMs: median(runs.map((lhr) => Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0))),
    observedLcpMs: median(paints.map((paint) => paint.lcpMs)),
    scriptsBeforePaint: median(paints.map((paint) => paint.scriptsBefore)),
    tbtMs: median(runs.map((lhr) => Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0))),
    benchmarkIndex: median(runs.map((lhr) => Math.round(lhr.environment.benchmarkIndex))),
    appliedLcpMs: appliedMs('largest-contentful-paint'),
    appliedFcpMs: appliedMs('first-contentful-paint'),
    lastRun: runs.at(-1)!,
  };
}

async function auditPage(lighthouse: Lighthouse, port: number, url: string, page: string): Promise<PageFigures> {
  const measured = await measure(lighthouse, port, url, CATEGORIES);
  return {
    ...measured,
    page,
    scores: measured.scores as PageFigures['scores'],
    failingPwaChecks: await failingPwaChecks(url),
    lostPoints: lostPoints(measured.lastRun),
  };
}

/**
 * The same pages through nginx over HTTPS and HTTP/2, as deploy/ puts the storefront behind a
 * proxy (with its own storefront-proxy.conf): one connection carries every request, where HTTP/1.1
 * lets the browser open six. Performance only; the other categories do not depend on the transport.
 */
async function auditOverHttp2(
  lighthouse: Lighthouse,
  launcher: ChromeLauncher,
  upstream: string,
): Promise<(Measured & { page: string })[]> {
  const certificateDir = mkdtempSync(path.join(tmpdir(), 'storefront-bench-tls-'));
  const proxy = await startNginx([new URL(upstream).host], '/readyz', selfSignedCertificate(certificateDir));
  const chrome = await launcher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [...CHROMIUM_FLAGS, '--ignore-certificate-errors'],
  });
  try {
    const rows = [];
    for (const page of PAGES) {
      rows.push({
        page: page.name,
        ...(await measure(lighthouse, chrome.port, proxy.url + page.path, ['performance'])),
      });
      console.log(`audited ${page.name} over HTTP/2 (${RUNS} run${RUNS === 1 ? '' : 's'})`);
    }
    return rows;
  } finally {
    chrome.kill();
    await proxy.stop();
    rmSync(certificateDir, { recursive: true, force: true });
  }
}

function lostPoints(lhr: LighthouseResult['lhr']): string[] {
  return CATEGORIES.filter((category) => category !== 'performance').flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id}`),
  );
}

const mark = (value: number, target: number, higherIsBetter = true) =>
  (higherIsBetter ? value >= target : value <= target) ? 'met' : 'MISSED';

const ms = (value: number) => `${value.toLocaleString('en-AU')} ms`;
const lcpCell = (value: number) => `${ms(value)} (target ≤ ${ms(TARGETS.lcpMs)}, ${mark(value, TARGETS.lcpMs, false)})`;
const observedCell = (row: Measured) =>
  `${ms(row.observedLcpMs)} (${row.scriptsBeforePaint} script${row.scriptsBeforePaint === 1 ? '' : 's'} loaded)`;
const appliedCell = (row: Measured) =>
  `${ms(row.appliedLcpMs)} (${ms(row.appliedFcpMs)}; target ≤ ${ms(TARGETS.lcpMs)}, ${mark(row.appliedLcpMs, TARGETS.lcpMs, false)})`;

function http2Table(rows: (Measured & { page: string })[]): string {
  const lines = [
    '| page | performance | LCP | LCP unthrottled (scripts loaded by then) | LCP, applied throttling (FCP) | TBT |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.page} | ${row.scores.performance} (target ${TARGETS.performance}, ${mark(row.scores.performance!, TARGETS.performance)}) | ` +
        `${lcpCell(row.lcpMs)} | ${observedCell(row)} | ${appliedCell(row)} | ${ms(row.tbtMs)} |`,
    ),
  ];
  return lines.join('\n');
}

function table(rows: PageFigures[]): string {
  const lines = [
    '| page | performance | accessibility | best practices | SEO | LCP | LCP unthrottled (scripts loaded by then) | LCP, applied throttling (FCP) | TBT | PWA checks |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    const cell = (category: keyof typeof TARGETS & (typeof CATEGORIES)[number]) =>
      `${row.scores[category]} (target ${TARGETS[category]}, ${mark(row.scores[category], TARGETS[category])})`;
    lines.push(
      `| ${row.page} | ${cell('performance')} | ${cell('accessibility')} | ${cell('best-practices')} | ${cell('seo')} | ` +
        `${lcpCell(row.lcpMs)} | ${observedCell(row)} | ${appliedCell(row)} | ${ms(row.tbtMs)} | ` +
        `${row.failingPwaChecks.length === 0 ? 'all pass' : `failing: ${row.failingPwaChecks.join(', ')}`} |`,
    );
  }
  for (const row of rows.filter((r) => r.lostPoints.length > 0)) {
    lines.push('', `${row.page} loses points on ${row.lostPoints.join(', ')}`);
  }
  return lines.join('\n');
}

async function main() {
  installLighthouse();
  const { lighthouse, launcher } = await loadLighthouse();
  const server = await startStorefrontOnPglite();
  const chrome = await launcher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  const rows: PageFigures[] = [];
  let http2Rows: (Measured & { page: string })[];
  try {
    try {
      for (const page of PAGES) {
        rows.push(await auditPage(lighthouse, chrome.port, server.url + page.path, page.name));
        console.log(`audited ${page.name} (${RUNS} run${RUNS === 1 ? '' : 's'})`);
      }
    } finally {
      chrome.kill();
    }
    http2Rows = await auditOverHttp2(lighthouse, launcher, server.url);
  } finally {
    await server.stop();
  }
  const { version } = JSON.parse(
    readFileSync(path.join(AUDIT_DIR, 'node_modules/lighthouse/package.json'), 'utf8'),
  ) as { version: string };
  const report =
    `Lighthouse ${version}, mobile (simulated throttling), median of ${RUNS} run${RUNS === 1 ? '' : 's'} per page, ` +
    `and one run with applied throttling, ` +
    `${new Date().toISOString()}; this machine's CPU benchmark index (Lighthouse's, median): ` +
    `${median(rows.map((row) => row.benchmarkIndex)).toLocaleString('en-AU')}\n\nStraight from the server (HTTP/1.1):\n\n${table(rows)}\n\n` +
    `Through nginx (deploy/nginx/storefront-proxy.conf) over HTTPS and HTTP/2, as a deployed storefront is reached:\n\n` +
    `${http2Table(http2Rows)}\n`;
  console.log(`\n${report}`);
  const resultsDir = path.join(repoRoot, 'tools/bench/results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, 'web-latest.md'), report);
}

await main();
