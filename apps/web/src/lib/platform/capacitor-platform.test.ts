import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlertStore } from '../../ui/alert-dialog/alert-store.ts';
import { useSnackbarStore } from '../../ui/snackbar/snackbar-store.ts';
import { capacitorPlatform } from './capacitor-platform.ts';
import {
  fakeApp,
  fakeAppUpdate,
  fakeBiometric,
  fakeBrowser,
  fakeLiveUpdate,
  fakeNetwork,
  fakePreferences,
  fakeVault,
} from './fake-plugins.test-support.ts';
import { networkMessages } from './network-toasts.ts';
import { AppUpdateAvailability, AppUpdateResultCode, type NativePlugins } from './plugins.ts';
import { webPlatform } from './web-platform.ts';

const APP_HOST = 'www.redroofpizza.example';

function plugins(os: 'ios' | 'android', connected = true) {
  return {
    platform: os,
    app: fakeApp(),
    network: fakeNetwork(connected),
    preferences: fakePreferences(),
    browser: fakeBrowser(),
    appUpdate: fakeAppUpdate(
      { currentVersionName: '2.0.0', updateAvailability: AppUpdateAvailability.UPDATE_NOT_AVAILABLE },
      AppUpdateResultCode.OK,
    ),
    liveUpdate: fakeLiveUpdate({ available: false }),
    biometric: fakeBiometric(true),
    vault: fakeVault(),
  } satisfies NativePlugins;
}

const host = () => ({
  navigate: vi.fn(),
  isInternalRoute: (path: string) => path === '/offers',
  currentUrl: () => '/',
});
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  window.dataLayer = [];
  useSnackbarStore.setState({ current: null });
});
afterEach(() => useAlertStore.setState({ current: null }));

describe('the Capacitor platform', () => {
  it('asks for jpg images on iOS and webp on Android; the web asks for webp', () => {
    expect(capacitorPlatform(plugins('ios'), { appHost: APP_HOST }).imageFormat()).toBe('jpg');
    expect(capacitorPlatform(plugins('android'), { appHost: APP_HOST }).imageFormat()).toBe('webp');
    expect(webPlatform.imageFormat()).toBe('webp');
    expect(capacitorPlatform(plugins('ios'), { appHost: APP_HOST }).isNative).toBe(true);
  });

  it('routes deep links: ours in-app, others to the in-app browser', async () => {
    const p = plugins('android');
    const h = host();
    await capacitorPlatform(p, { appHost: APP_HOST }).start(h);
    p.app.emit('appUrlOpen', { url: `https://${APP_HOST}/offers?code=A` });
    p.app.emit('appUrlOpen', { url: 'https://elsewhere.example/offers' });
    await flush();
    expect(h.navigate).toHaveBeenCalledTimes(1);
    expect(h.navigate).toHaveBeenCalledWith('/offers?code=A');
    expect(p.browser.opened).toEqual(['https://elsewhere.example/offers']);
  });

  it('records an app-open event on resume', async () => {
    const p = plugins('ios');
    await capacitorPlatform(p, { appHost: APP_HOST }).start(host());
    p.app.emit('resume');
    expect(window.dataLayer).toContainEqual({ event: 'app_open', resumed: true });
  });

  it('runs the over-the-air check on pause and the store check on start', async () => {
    const p = plugins('android');
    await capacitorPlatform(p, { appHost: APP_HOST }).start(host());
    await flush();
    expect(p.appUpdate.calls).toEqual(['getAppUpdateInfo']);
    expect(p.liveUpdate.calls).toEqual([]);
    p.app.emit('pause');
    await flush();
    expect(p.liveUpdate.calls).toEqual(['configure', 'check']);
  });

  it('starts once', async () => {
    const p = plugins('android');
    const platform = capacitorPlatform(p, { appHost: APP_HOST });
    await Promise.all([platform.start(host()), platform.start(host())]);
    expect(p.appUpdate.calls).toEqual(['getAppUpdateInfo']);
  });

  it('shows a toast when the connection goes and when it comes back', async () => {
    const p = plugins('android');
    const platform = capacitorPlatform(p, { appHost: APP_HOST });
    await platform.start(host());
    expect(platform.isOnline()).toBe(true);
    p.network.change({ connected: false, connectionType: 'none' });
    expect(platform.isOnline()).toBe(false);
    expect(useSnackbarStore.getState().current?.message).toBe('You are offline. Check your connection.');
    p.network.change({ connected: true, connectionType: 'wifi' });
    expect(useSnackbarStore.getState().current?.message).toBe('You are back online.');
    expect(networkMessages.offline).toBe('You are offline. Check your connection.');
  });

  it('after login locks the vault and asks the biometric question; logout keeps the token while the vault is locked', async () => {
    const p = plugins('ios');
    const platform = capacitorPlatform(p, { appHost: APP_HOST });
    await platform.start(host());
    const done = platform.afterLogin('customer-1');
    await vi.waitFor(() =>
      expect(useAlertStore.getState().current?.body).toBe('Next time, would you like to login faster with Biometrics?'),
    );
    expect(useAlertStore.getState().current).toMatchObject({ confirmText: 'Yes, please!', cancelText: 'No thanks' });
    useAlertStore.getState().settle(true);
    await done;
    expect(p.vault.locked).toBe(true);
    expect(p.vault.config?.unlockMode).toBe('Biometrics');
    await expect(platform.shouldRevokeOnLogout()).resolves.toBe(false);
    await p.vault.unlock();
    await expect(platform.shouldRevokeOnLogout()).resolves.toBe(true);
    await platform.afterLogout();
    expect(p.vault.values.size).toBe(0);
    expect(p.vault.locked).toBe(true);
  });

  it('the web always revokes at logout and has no vault', async () => {
    await expect(webPlatform.shouldRevokeOnLogout()).resolves.toBe(true);
    await expect(webPlatform.afterLogin('customer-1')).resolves.toBeUndefined();
  });
});
