import { describe, expect, it, vi } from 'vitest';
import { fakeAppUpdate } from './fake-plugins.test-support.ts';
import { AppUpdateAvailability, AppUpdateResultCode, FlexibleUpdateInstallStatus } from './plugins.ts';
import { runStoreUpdate } from './store-update.ts';

const available = (immediateUpdateAllowed: boolean) => ({
  currentVersionName: '2.0.0',
  availableVersionName: '2.1.0',
  updateAvailability: AppUpdateAvailability.UPDATE_AVAILABLE,
  immediateUpdateAllowed,
});

describe('the statuses and result codes of spec section 3', () => {
  it('has the four app update statuses', () => {
    expect(AppUpdateAvailability).toEqual({
      UNKNOWN: 0,
      UPDATE_NOT_AVAILABLE: 1,
      UPDATE_AVAILABLE: 2,
      UPDATE_IN_PROGRESS: 3,
    });
  });
  it('has the eight install statuses', () => {
    expect(Object.keys(FlexibleUpdateInstallStatus)).toEqual([
      'UNKNOWN',
      'PENDING',
      'DOWNLOADING',
      'INSTALLING',
      'INSTALLED',
      'FAILED',
      'CANCELED',
      'DOWNLOADED',
    ]);
  });
  it('has the six result codes', () => {
    expect(AppUpdateResultCode).toEqual({
      OK: 0,
      CANCELED: 1,
      FAILED: 2,
      NOT_AVAILABLE: 3,
      NOT_ALLOWED: 4,
      INFO_MISSING: 5,
    });
  });
});

describe('store update on Android', () => {
  it('performs the immediate update when allowed', async () => {
    const plugin = fakeAppUpdate(available(true), AppUpdateResultCode.OK);
    await expect(runStoreUpdate(plugin, 'android', vi.fn())).resolves.toBe('updated');
    expect(plugin.calls).toEqual(['getAppUpdateInfo', 'performImmediateUpdate']);
  });

  it.each([AppUpdateResultCode.CANCELED, AppUpdateResultCode.FAILED])(
    'opens the store after result code %i',
    async (code) => {
      const plugin = fakeAppUpdate(available(true), code);
      await expect(runStoreUpdate(plugin, 'android', vi.fn())).resolves.toBe('store-opened');
      expect(plugin.calls).toEqual(['getAppUpdateInfo', 'performImmediateUpdate', 'openAppStore']);
    },
  );

  it.each([AppUpdateResultCode.NOT_AVAILABLE, AppUpdateResultCode.NOT_ALLOWED, AppUpdateResultCode.INFO_MISSING])(
    'logs result code %i and opens nothing',
    async (code) => {
      const plugin = fakeAppUpdate(available(true), code);
      const log = vi.fn();
      await expect(runStoreUpdate(plugin, 'android', log)).resolves.toBe('update-result-ignored');
      expect(plugin.calls).not.toContain('openAppStore');
      expect(log).toHaveBeenCalledWith(`Immediate update ended with result code ${code}`);
    },
  );

  it('does nothing when an immediate update is not allowed', async () => {
    const plugin = fakeAppUpdate(available(false), AppUpdateResultCode.OK);
    await expect(runStoreUpdate(plugin, 'android', vi.fn())).resolves.toBe('not-allowed');
    expect(plugin.calls).toEqual(['getAppUpdateInfo']);
  });
});

describe('store update on iOS', () => {
  it('opens the store page when an update is available', async () => {
    const plugin = fakeAppUpdate(available(false), AppUpdateResultCode.OK);
    await expect(runStoreUpdate(plugin, 'ios', vi.fn())).resolves.toBe('store-opened');
    expect(plugin.calls).toEqual(['getAppUpdateInfo', 'openAppStore']);
  });
});

describe.each(['ios', 'android'] as const)('store update on %s without an update', (os) => {
  it.each([
    AppUpdateAvailability.UNKNOWN,
    AppUpdateAvailability.UPDATE_NOT_AVAILABLE,
    AppUpdateAvailability.UPDATE_IN_PROGRESS,
  ])('does nothing for status %i', async (updateAvailability) => {
    const plugin = fakeAppUpdate(
      { currentVersionName: '2.0.0', updateAvailability, immediateUpdateAllowed: true },
      AppUpdateResultCode.OK,
    );
    await expect(runStoreUpdate(plugin, os, vi.fn())).resolves.toBe('no-update');
    expect(plugin.calls).toEqual(['getAppUpdateInfo']);
  });

  it('logs a failed check', async () => {
    const plugin = fakeAppUpdate(available(true), AppUpdateResultCode.OK);
    plugin.getAppUpdateInfo = () => Promise.reject(new Error('no store'));
    const log = vi.fn();
    await expect(runStoreUpdate(plugin, os, log)).resolves.toBe('check-failed');
    expect(log).toHaveBeenCalledWith('App update info could not be read', expect.any(Error));
  });
});
