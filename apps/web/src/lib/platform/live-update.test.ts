import { beforeAll, describe, expect, it, vi } from 'vitest';
import { signedBundleText } from './bundle-signature.ts';
import { devicePreferences, PREFERENCE_KEYS } from './device-preferences.ts';
import { fakeLiveUpdate, fakePreferences } from './fake-plugins.test-support.ts';
import { LIVE_UPDATE_CHANNEL, liveUpdateMessages, runLiveUpdate } from './live-update.ts';
import type { LiveUpdateCheck, LiveUpdatePlugin } from './plugins.ts';

const toBase64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));
let publicKey: string;
let privateKey: CryptoKey;
const checksum = 'a'.repeat(64);

beforeAll(async () => {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  privateKey = pair.privateKey;
  publicKey = toBase64(await crypto.subtle.exportKey('raw', pair.publicKey));
});

async function signedUpdate(version = '2.0.1'): Promise<Extract<LiveUpdateCheck, { available: true }>> {
  const text = new TextEncoder().encode(signedBundleText(LIVE_UPDATE_CHANNEL, version, checksum));
  const signature = toBase64(await crypto.subtle.sign({ name: 'Ed25519' }, privateKey, text));
  return {
    available: true,
    channel: LIVE_UPDATE_CHANNEL,
    version,
    url: `https://updates.example/${version}`,
    checksum,
    signature,
  };
}

function run(plugin: LiveUpdatePlugin, prefs: Record<string, string> = {}, key = publicKey) {
  const store = fakePreferences(prefs);
  const deps = {
    plugin,
    preferences: devicePreferences(store),
    currentUrl: () => '/menu/pizza?size=large',
    navigate: vi.fn(),
    progress: vi.fn(),
    log: vi.fn(),
    publicKey: key,
  };
  return { deps, store, outcome: runLiveUpdate(deps) };
}

describe('over-the-air update on pause', () => {
  it('checks the production channel with update method none', async () => {
    const plugin = fakeLiveUpdate({ available: false });
    await run(plugin).outcome;
    expect(plugin.configured).toEqual({ channel: 'production', updateMethod: 'none' });
    expect(plugin.calls).toEqual(['configure', 'check']);
  });

  it('skips when a download is flagged and reload prevention is set', async () => {
    const plugin = fakeLiveUpdate(await signedUpdate());
    const { outcome } = run(plugin, {
      [PREFERENCE_KEYS.downloadInProgress]: 'true',
      [PREFERENCE_KEYS.preventReload]: 'false',
    });
    await expect(outcome).resolves.toBe('skipped');
    expect(plugin.calls).toEqual([]);
  });

  it('does nothing while reload is prevented', async () => {
    const plugin = fakeLiveUpdate(await signedUpdate());
    await expect(run(plugin, { [PREFERENCE_KEYS.preventReload]: 'true' }).outcome).resolves.toBe('reload-prevented');
    expect(plugin.calls).toEqual([]);
  });

  it('goes on when a download is flagged but reload prevention was never set', async () => {
    const plugin = fakeLiveUpdate({ available: false });
    await expect(run(plugin, { [PREFERENCE_KEYS.downloadInProgress]: 'true' }).outcome).resolves.toBe('no-update');
  });

  describe('with no update available', () => {
    it('restores the saved start URL', async () => {
      const { deps, outcome } = run(fakeLiveUpdate({ available: false }), {
        [PREFERENCE_KEYS.appStartUrl]: '/offers?code=X',
      });
      await expect(outcome).resolves.toBe('restored');
      expect(deps.navigate).toHaveBeenCalledWith('/offers?code=X');
    });

    it.each([[''], ['/']])('stays put when the saved URL is %j', async (saved) => {
      const { deps, outcome } = run(fakeLiveUpdate({ available: false }), { [PREFERENCE_KEYS.appStartUrl]: saved });
      await expect(outcome).resolves.toBe('no-update');
      expect(deps.navigate).not.toHaveBeenCalled();
    });

    it('stays put when no URL was saved', async () => {
      const { deps, outcome } = run(fakeLiveUpdate({ available: false }));
      await expect(outcome).resolves.toBe('no-update');
      expect(deps.navigate).not.toHaveBeenCalled();
    });
  });

  describe('with a signed update', () => {
    it('saves path and query, downloads with the flag set, extracts, clears the flag and reloads', async () => {
      let flagDuringDownload: string | undefined;
      const update = await signedUpdate();
      const during: { store?: ReturnType<typeof fakePreferences> } = {};
      const plugin = fakeLiveUpdate(update, async () => {
        flagDuringDownload = during.store?.values.get(PREFERENCE_KEYS.downloadInProgress);
      });
      const started = run(plugin);
      const store = (during.store = started.store);
      await expect(started.outcome).resolves.toBe('reloaded');
      expect(flagDuringDownload).toBe('true');
      expect(store.values.get(PREFERENCE_KEYS.downloadInProgress)).toBe('false');
      expect(store.values.get(PREFERENCE_KEYS.appStartUrl)).toBe('/menu/pizza?size=large');
      expect(plugin.downloaded).toEqual({ url: update.url, version: '2.0.1', checksum });
      expect(plugin.calls).toEqual(['configure', 'check', 'download', 'extract', 'reload']);
    });

    it('reports progress with a percentage', async () => {
      const { deps, outcome } = run(fakeLiveUpdate(await signedUpdate()));
      await outcome;
      expect(deps.progress.mock.calls.map(([message]) => message)).toEqual([
        'Downloading update: 50%',
        'Downloading update: 100%',
        'Installing update: 100%',
      ]);
    });

    it('only logs a failed download, clears the flag and keeps the current bundle', async () => {
      const plugin = fakeLiveUpdate(await signedUpdate(), () => Promise.reject(new Error('checksum mismatch')));
      const { deps, store, outcome } = run(plugin);
      await expect(outcome).resolves.toBe('failed');
      expect(deps.log).toHaveBeenCalledWith(
        'The update could not be installed. Please restart the app.',
        expect.any(Error),
      );
      expect(store.values.get(PREFERENCE_KEYS.downloadInProgress)).toBe('false');
      expect(plugin.calls).not.toContain('reload');
      expect(deps.navigate).not.toHaveBeenCalled();
    });
  });

  describe('refuses a bundle whose signature does not verify', () => {
    it.each([
      ['a tampered version', async () => ({ ...(await signedUpdate('2.0.1')), version: '2.0.2' })],
      ['a tampered checksum', async () => ({ ...(await signedUpdate()), checksum: 'b'.repeat(64) })],
      ['no signature', async () => ({ ...(await signedUpdate()), signature: '' })],
      ['a signature that is not base64', async () => ({ ...(await signedUpdate()), signature: '%%%' })],
    ])('%s', async (_name, make) => {
      const plugin = fakeLiveUpdate(await make());
      const { deps, store, outcome } = run(plugin);
      await expect(outcome).resolves.toBe('refused');
      expect(deps.log).toHaveBeenCalledWith(liveUpdateMessages.unsigned, expect.anything());
      expect(plugin.calls).toEqual(['configure', 'check']);
      expect(store.values.has(PREFERENCE_KEYS.appStartUrl)).toBe(false);
    });

    it('signed by another key', async () => {
      const other = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
      const plugin = fakeLiveUpdate(await signedUpdate());
      const { outcome } = run(plugin, {}, toBase64(await crypto.subtle.exportKey('raw', other.publicKey)));
      await expect(outcome).resolves.toBe('refused');
      expect(plugin.calls).toEqual(['configure', 'check']);
    });
  });

  it('keeps the spec section 8 messages', () => {
    expect(liveUpdateMessages.downloading(42.4)).toBe('Downloading update: 42%');
    expect(liveUpdateMessages.extracting(7)).toBe('Installing update: 7%');
    expect(liveUpdateMessages.failed).toBe('The update could not be installed. Please restart the app.');
  });
});
