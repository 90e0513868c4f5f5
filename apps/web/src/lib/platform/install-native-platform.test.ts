import { afterEach, describe, expect, it, vi } from 'vitest';
import { platform } from './index.ts';
import { installNativePlatform, nativeShellOs } from './install-native-platform.ts';
import { webPlatform } from './web-platform.ts';

// The real plugin packages are not loaded in these tests: each is a stand-in.
const plugin = vi.hoisted(() => () => ({ addListener: async () => ({ remove: async () => {} }) }));
vi.mock('@capacitor/app', () => ({ App: plugin() }));
vi.mock('@capacitor/network', () => ({ Network: plugin() }));
vi.mock('@capacitor/preferences', () => ({ Preferences: plugin() }));
vi.mock('@capacitor/browser', () => ({ Browser: plugin() }));
vi.mock('@capawesome/capacitor-app-update', () => ({ AppUpdate: plugin() }));
vi.mock('@capawesome/capacitor-live-update', () => ({ LiveUpdate: plugin() }));
vi.mock('@capgo/capacitor-native-biometric', () => ({ NativeBiometric: plugin() }));
vi.mock('capacitor-secure-storage-plugin', () => ({ SecureStoragePlugin: plugin() }));

type WithBridge = Window & { Capacitor?: unknown };

afterEach(() => {
  delete (window as WithBridge).Capacitor;
  Object.assign(platform, webPlatform);
});

describe('nativeShellOs', () => {
  it("is null in a browser: no Capacitor bridge, or @capacitor/core's web one", () => {
    expect(nativeShellOs()).toBeNull();
    (window as WithBridge).Capacitor = { isNativePlatform: () => false, getPlatform: () => 'web' };
    expect(nativeShellOs()).toBeNull();
  });

  it("is the bridge's platform in the native shells", () => {
    for (const os of ['ios', 'android'] as const) {
      (window as WithBridge).Capacitor = { isNativePlatform: () => true, getPlatform: () => os };
      expect(nativeShellOs()).toBe(os);
    }
    (window as WithBridge).Capacitor = { isNativePlatform: () => true, getPlatform: () => 'electron' };
    expect(nativeShellOs()).toBeNull();
  });
});

describe('installNativePlatform', () => {
  it('installs nothing in the browser', async () => {
    await expect(installNativePlatform()).resolves.toBe(false);
    expect(platform.isNative).toBe(false);
    expect(platform.os).toBe('web');
    expect(platform.start).toBe(webPlatform.start);
  });

  it('installs the Capacitor platform in a native shell, before the app starts it', async () => {
    (window as WithBridge).Capacitor = { isNativePlatform: () => true, getPlatform: () => 'ios' };
    await expect(installNativePlatform()).resolves.toBe(true);
    expect(platform.isNative).toBe(true);
    expect(platform.os).toBe('ios');
    expect(platform.imageFormat()).toBe('jpg');
    expect(platform.start).not.toBe(webPlatform.start);
  });

  it('installs the Android one on Android', async () => {
    await expect(installNativePlatform('android')).resolves.toBe(true);
    expect(platform.os).toBe('android');
    expect(platform.imageFormat()).toBe('webp');
  });
});
