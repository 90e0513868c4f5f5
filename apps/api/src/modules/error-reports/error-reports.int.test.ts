import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createEnvelope, serializeEnvelope, type Event } from '@sentry/core';
import { ERROR_REPORT_LIMITS, ERROR_REPORT_PROJECTS, type ErrorReport } from '@storefront/contract';
import { SourceMapGenerator } from 'source-map';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';

// Decision 172: the Sentry SDKs' envelopes are kept (the app's stacks source-mapped against its
// build), refused when malformed, oversized or flooding, and read by editors only on /errors.
const clock = fixedClock(new Date('2026-11-25T01:00:00Z'));
const EDITOR = { username: 'content.editor', password: 'Pizza-Content-2026' };
const STORE_MANAGER = { username: 'hobart.manager', password: 'Pizza-Hobart-2026' };
const CHUNK = 'index-Ab12Cd34.js';

let ctx: TestContext;
let distDir: string;
let editorToken: string;
let storeToken: string;

// A one-line chunk whose `boom` call at column 31 came from src/features/menu/menu-page.tsx line 42.
function writeBuild(dir: string) {
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  const map = new SourceMapGenerator({ file: CHUNK });
  map.addMapping({
    generated: { line: 1, column: 30 },
    original: { line: 42, column: 6 },
    source: '../../src/features/menu/menu-page.tsx',
    name: 'openMenu',
  });
  writeFileSync(path.join(dir, 'assets', `${CHUNK}.map`), map.toString());
}

const signIn = async (who: { username: string; password: string }) =>
  (await ctx.app.inject({ method: 'POST', url: '/api/v1/staff/login', payload: who })).json<{ token: string }>().token;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'error-reports-'));
  writeBuild(distDir);
  ctx = await buildTestApp({
    clock,
    env: { WEB_DIST_DIR: distDir },
    extraApiRoutes: async (api) => {
      api.get('/test/explode', async () => {
        throw new Error('kitchen printer offline');
      });
    },
  });
  [editorToken, storeToken] = await Promise.all([signIn(EDITOR), signIn(STORE_MANAGER)]);
});
afterAll(async () => {
  await ctx.close();
  rmSync(distDir, { recursive: true, force: true });
});

// Each test is its own client, so the per-client budget is spent only where a test means it.
let client = 0;
const nextClient = () => `198.51.100.${++client}`;

let eventNumber = 0;
const eventId = () => (++eventNumber).toString(16).padStart(32, '0');

const browserEvent = (message: string, extra: Partial<Event> = {}): Event => ({
  event_id: eventId(),
  release: '2.0.0',
  environment: 'production',
  exception: {
    values: [
      {
        type: 'TypeError',
        value: message,
        stacktrace: {
          frames: [
            { filename: 'http://localhost:8080/assets/vendor-Zz99Yy88.js', function: 'render', lineno: 9, colno: 3 },
            { filename: `http://localhost:8080/assets/${CHUNK}`, function: 'a', lineno: 1, colno: 31 },
          ],
        },
      },
    ],
  },
  request: {
    url: 'http://localhost:8080/menu?token=s3cret&store=12',
    headers: { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chromium/140' },
  },
  ...extra,
});

const envelopeOf = (...events: Event[]) =>
  serializeEnvelope(
    createEnvelope(
      { sent_at: new Date().toISOString() },
      events.map((event) => [{ type: 'event' }, event]),
    ),
  ) as string;

interface PostOptions {
  project?: { id: string; publicKey: string };
  remoteAddress?: string;
  contentType?: string;
}

const post = (
  body: string,
  {
    project = ERROR_REPORT_PROJECTS.web,
    remoteAddress = nextClient(),
    contentType = 'text/plain;charset=UTF-8',
  }: PostOptions = {},
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/${project.id}/envelope/?sentry_version=7&sentry_key=${project.publicKey}&sentry_client=sentry.javascript.react%2F11.12.0`,
    remoteAddress,
    headers: { 'content-type': contentType },
    payload: body,
  });

const list = async (token = editorToken) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/staff/errors', headers: { authorization: `Bearer ${token}` } });

const reports = async () => (await list()).json<ErrorReport[]>();

describe('POST /api/:projectId/envelope/', () => {
  it('keeps a browser event with its release, environment, masked URL, user agent and source-mapped stack', async () => {
    const event = browserEvent('menu is undefined');
    const response = await post(envelopeOf(event));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: event.event_id });

    const report = (await reports()).find((r) => r.eventId === event.event_id);
    expect(report).toMatchObject({
      project: 'web',
      type: 'TypeError',
      message: 'menu is undefined',
      release: '2.0.0',
      environment: 'production',
      url: 'http://localhost:8080/menu?token=[redacted]&store=12',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chromium/140',
      count: 1,
    });
    // Innermost first: the chunk's frame, mapped to our source; the other chunk has no map.
    expect(report?.frames).toEqual([
      {
        file: `http://localhost:8080/assets/${CHUNK}`,
        function: 'a',
        line: 1,
        column: 31,
        original: { file: 'src/features/menu/menu-page.tsx', line: 42, column: 7, function: 'openMenu' },
      },
      {
        file: 'http://localhost:8080/assets/vendor-Zz99Yy88.js',
        function: 'render',
        line: 9,
        column: 3,
        original: null,
      },
    ]);
  });

  it('counts the same error again on one report, and lists the latest first', async () => {
    await post(envelopeOf(browserEvent('basket total NaN')));
    await post(envelopeOf(browserEvent('basket total NaN')));
    await post(envelopeOf(browserEvent('store list empty')));
    const [latest, previous] = await reports();
    expect(latest).toMatchObject({ message: 'store list empty', count: 1 });
    expect(previous).toMatchObject({ message: 'basket total NaN', count: 2 });
  });

  it('accepts application/x-sentry-envelope, and drops items that are not events', async () => {
    const envelope = serializeEnvelope(
      createEnvelope({}, [[{ type: 'session' }, { sid: 'x', status: 'ok' }] as never]),
    ) as string;
    const response = await post(envelope, { contentType: 'application/x-sentry-envelope' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: null });
  });

  it('refuses a malformed envelope with 400 and keeps nothing', async () => {
    const before = (await reports()).length;
    const notJson = await post('{"sent_at":"now"}\n{"type":"event"}\n{not json');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ code: 'InvalidRequest', errors: [{ field: 'body' }] });

    const noId = await post(envelopeOf(browserEvent('kept?'), { ...browserEvent('x'), event_id: 'nope' }));
    expect(noId.statusCode).toBe(400);
    expect(noId.json().errors).toEqual([{ field: 'body.items.1.event_id', message: 'Must be 32 hexadecimal digits' }]);
    expect((await reports()).length).toBe(before);
  });

  it("refuses a key that is not the project's with 401", async () => {
    const response = await post(envelopeOf(browserEvent('wrong key')), {
      project: { id: ERROR_REPORT_PROJECTS.web.id, publicKey: ERROR_REPORT_PROJECTS.api.publicKey },
    });
    expect(response.statusCode).toBe(401);
  });

  it(`refuses an envelope over ${ERROR_REPORT_LIMITS.envelopeBytes} bytes with 413`, async () => {
    expect(ERROR_REPORT_LIMITS.envelopeBytes).toBe(64 * 1024);
    const big = browserEvent('x'.repeat(ERROR_REPORT_LIMITS.envelopeBytes));
    const response = await post(envelopeOf(big));
    expect(response.statusCode).toBe(413);
  });

  it(`refuses envelope ${ERROR_REPORT_LIMITS.envelopesPerWindow + 1} of a client within ${ERROR_REPORT_LIMITS.windowSeconds} seconds with 429`, async () => {
    expect(ERROR_REPORT_LIMITS).toMatchObject({ envelopesPerWindow: 60, windowSeconds: 60 });
    const remoteAddress = nextClient();
    const body = envelopeOf(browserEvent('flood'));
    for (let i = 0; i < ERROR_REPORT_LIMITS.envelopesPerWindow; i++) {
      expect((await post(body, { remoteAddress })).statusCode).toBe(200);
    }
    const refused = await post(body, { remoteAddress });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not held up.
    expect((await post(body)).statusCode).toBe(200);
  });
});

describe('API failures', () => {
  it('reports an unexpected 500 through the Node SDK with its request, secrets masked', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/test/explode?token=abc&page=2',
      headers: { authorization: 'Bearer staff-secret', 'user-agent': 'curl/8' },
    });
    expect(response.statusCode).toBe(500);
    await expect
      .poll(async () => (await reports()).find((r) => r.message === 'kitchen printer offline'), { timeout: 5000 })
      .toMatchObject({
        project: 'api',
        type: 'Error',
        release: '2.0.0',
        environment: 'test',
        url: 'http://localhost:80/api/v1/test/explode?token=[redacted]&page=2',
        userAgent: 'curl/8',
      });
  });
});

describe('GET /api/v1/staff/errors', () => {
  it('is for editors only: 401 without a token, 403 for a store account', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/staff/errors' })).statusCode).toBe(401);
    const store = await list(storeToken);
    expect(store.statusCode).toBe(403);
    expect(store.json().message).toBe('This account cannot read error reports.');
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/staff/errors/me',
      headers: { authorization: `Bearer ${editorToken}` },
    });
    expect(me.json()).toEqual({ name: 'Content Editor' });
  });
});
