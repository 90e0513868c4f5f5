// The over-the-air flow for real: the app's update logic (apps/web/src/lib/platform/live-update.ts)
// against this server's check and bundle routes, through a live-update plugin that does what the
// native one does (asks for the channel's newest bundle past its own, downloads it and refuses bytes
// whose SHA-256 is not the signed checksum).
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEVELOPMENT_APP_UPDATE_PUBLIC_KEY } from '../../../../web/src/lib/platform/bundle-signature.ts';
import { devicePreferences, PREFERENCE_KEYS } from '../../../../web/src/lib/platform/device-preferences.ts';
import { fakePreferences } from '../../../../web/src/lib/platform/fake-plugins.test-support.ts';
import { runLiveUpdate } from '../../../../web/src/lib/platform/live-update.ts';
import type { LiveUpdateCheck, LiveUpdatePlugin } from '../../../../web/src/lib/platform/plugins.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';
import { publicKeyBase64, signingKey } from './bundle-signing.ts';

let ctx: TestContext;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'app-updates-'));
  ctx = await buildTestApp({ seed: false, env: { APP_UPDATE_BUNDLE_DIR: dir } });
});
afterAll(async () => {
  await ctx.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await rm(path.join(dir, 'production'), { recursive: true, force: true });
  await mkdir(path.join(dir, 'production'), { recursive: true });
});

const bundle = (version: string) => Buffer.from(`PK web bundle ${version}`);
const publish = (version: string, bytes = bundle(version)) =>
  writeFile(path.join(dir, 'production', `${version}.zip`), bytes);

/** A live-update plugin over the API, as the native one behaves. */
function nativePlugin(
  current: string,
  tamper: { check?: (c: LiveUpdateCheck) => LiveUpdateCheck; beforeDownload?: () => Promise<void> } = {},
) {
  const state = {
    current,
    extracted: null as Buffer | null,
    downloaded: null as Buffer | null,
    reloaded: false,
    channel: '',
  };
  const plugin: LiveUpdatePlugin = {
    configure: async ({ channel }) => void (state.channel = channel),
    check: async () => {
      const answer = await ctx.app.inject({
        url: `/api/v1/app-updates/${state.channel}/latest?currentVersion=${state.current}`,
      });
      expect(answer.statusCode).toBe(200);
      const check = answer.json<LiveUpdateCheck>();
      return tamper.check ? tamper.check(check) : check;
    },
    download: async ({ url, checksum }, onProgress) => {
      await tamper.beforeDownload?.();
      const answer = await ctx.app.inject({ url: new URL(url).pathname });
      if (answer.statusCode !== 200) throw new Error(`download answered ${answer.statusCode}`);
      const bytes = answer.rawPayload;
      if (createHash('sha256').update(bytes).digest('hex') !== checksum) throw new Error('checksum mismatch');
      state.downloaded = bytes;
      onProgress({ percent: 100 });
    },
    extract: async (onProgress) => {
      state.extracted = state.downloaded;
      onProgress({ percent: 100 });
    },
    reload: async () => void (state.reloaded = true),
  };
  return { plugin, state };
}

function runOnPause(plugin: LiveUpdatePlugin) {
  const store = fakePreferences();
  const logged: string[] = [];
  const outcome = runLiveUpdate({
    plugin,
    preferences: devicePreferences(store),
    currentUrl: () => '/cart?from=menu',
    navigate: () => {},
    progress: () => {},
    log: (message) => void logged.push(message),
    publicKey: DEVELOPMENT_APP_UPDATE_PUBLIC_KEY,
  });
  return { outcome, store, logged };
}

describe('the local update server', () => {
  it("signs with the key whose public half is the app's default", () => {
    expect(publicKeyBase64(signingKey())).toBe(DEVELOPMENT_APP_UPDATE_PUBLIC_KEY);
  });

  it('offers nothing when the channel has no newer bundle', async () => {
    await publish('2.0.0');
    const { plugin, state } = nativePlugin('2.0.0');
    await expect(runOnPause(plugin).outcome).resolves.toBe('no-update');
    expect(state.channel).toBe('production');
    expect(state.reloaded).toBe(false);
  });

  it('serves the newest signed bundle (2.0.10 after 2.0.9), which the app verifies, downloads, extracts and reloads into', async () => {
    await Promise.all(['2.0.1', '2.0.9', '2.0.10'].map((v) => publish(v)));
    const answer = await ctx.app.inject({ url: '/api/v1/app-updates/production/latest?currentVersion=2.0.0' });
    expect(answer.json()).toMatchObject({
      available: true,
      channel: 'production',
      version: '2.0.10',
      checksum: createHash('sha256').update(bundle('2.0.10')).digest('hex'),
    });
    const { plugin, state } = nativePlugin('2.0.0');
    const run = runOnPause(plugin);
    await expect(run.outcome).resolves.toBe('reloaded');
    expect(state.extracted).toEqual(bundle('2.0.10'));
    expect(state.reloaded).toBe(true);
    expect(run.store.values.get(PREFERENCE_KEYS.appStartUrl)).toBe('/cart?from=menu');
    expect(run.store.values.get(PREFERENCE_KEYS.downloadInProgress)).toBe('false');
  });

  it('a bundle changed after signing is refused by its checksum; the current bundle keeps running', async () => {
    await publish('2.0.1');
    const { plugin, state } = nativePlugin('2.0.0', {
      beforeDownload: () => publish('2.0.1', Buffer.from('tampered')),
    });
    const run = runOnPause(plugin);
    await expect(run.outcome).resolves.toBe('failed');
    expect(run.logged).toContain('The update could not be installed. Please restart the app.');
    expect(state.extracted).toBeNull();
    expect(state.reloaded).toBe(false);
  });

  it.each([
    ['a tampered version', (c: LiveUpdateCheck) => ({ ...c, version: '9.9.9' })],
    ['a tampered checksum', (c: LiveUpdateCheck) => ({ ...c, checksum: 'f'.repeat(64) })],
    ['no signature', (c: LiveUpdateCheck) => ({ ...c, signature: '' })],
  ])('an answer with %s is refused before anything downloads', async (_name, tamper) => {
    await publish('2.0.1');
    const { plugin, state } = nativePlugin('2.0.0', { check: tamper });
    const run = runOnPause(plugin);
    await expect(run.outcome).resolves.toBe('refused');
    expect(state.downloaded).toBeNull();
    expect(state.reloaded).toBe(false);
  });

  it('serves the bundle as application/zip and 404 for one it does not have', async () => {
    await publish('2.0.1');
    const found = await ctx.app.inject({ url: '/api/v1/app-updates/production/bundles/2.0.1' });
    expect(found.statusCode).toBe(200);
    expect(found.headers['content-type']).toBe('application/zip');
    expect(found.rawPayload).toEqual(bundle('2.0.1'));
    const missing = await ctx.app.inject({ url: '/api/v1/app-updates/production/bundles/2.0.2' });
    expect(missing.statusCode).toBe(404);
  });

  it.each([
    ['/api/v1/app-updates/Prod!/latest?currentVersion=2.0.0', 'channel'],
    ['/api/v1/app-updates/production/latest', 'currentVersion'],
    ['/api/v1/app-updates/production/latest?currentVersion=two', 'currentVersion'],
    ['/api/v1/app-updates/production/bundles/..%2F..%2Fsecret', 'version'],
  ])('%s is 400 naming %s', async (url, field) => {
    const answer = await ctx.app.inject({ url });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain(field);
  });
});
