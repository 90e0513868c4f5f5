// Store updates (spec section 4, Native app updates): on Android an immediate update when one is
// available and allowed, opening the store when the update is canceled or failed; on iOS the store
// page when an update is available. Every other status and result code leaves the app as it is.
import { AppUpdateAvailability, AppUpdateResultCode, type AppUpdatePlugin } from './plugins.ts';

export type StoreUpdateOutcome =
  'no-update' | 'updated' | 'store-opened' | 'not-allowed' | 'update-result-ignored' | 'check-failed';

/** Result codes after which the store is opened instead (spec section 4). */
export const OPEN_STORE_AFTER: readonly AppUpdateResultCode[] = [
  AppUpdateResultCode.CANCELED,
  AppUpdateResultCode.FAILED,
];

export async function runStoreUpdate(
  plugin: AppUpdatePlugin,
  os: 'ios' | 'android',
  log: (message: string, detail?: unknown) => void,
): Promise<StoreUpdateOutcome> {
  let info;
  try {
    info = await plugin.getAppUpdateInfo();
  } catch (error) {
    log('App update info could not be read', error);
    return 'check-failed';
  }
  if (info.updateAvailability !== AppUpdateAvailability.UPDATE_AVAILABLE) return 'no-update';
  if (os === 'ios') {
    await plugin.openAppStore();
    return 'store-opened';
  }
  if (!info.immediateUpdateAllowed) return 'not-allowed';
  const { code } = await plugin.performImmediateUpdate();
  if (code === AppUpdateResultCode.OK) return 'updated';
  if (OPEN_STORE_AFTER.includes(code)) {
    await plugin.openAppStore();
    return 'store-opened';
  }
  // NOT_AVAILABLE, NOT_ALLOWED, INFO_MISSING: nothing to open; the next start checks again.
  log(`Immediate update ended with result code ${code}`);
  return 'update-result-ignored';
}
