// Over-the-air updates (spec section 4, Native app updates), run when the app is paused unless
// reload is prevented. The production channel is checked; with nothing new the saved start URL is
// restored; with a bundle whose signature verifies, the current path and query are saved, the
// bundle is downloaded and extracted (the download-in-progress flag set meanwhile), then the app
// reloads into it. Progress is reported with a percentage; failures are only logged (section 8)
// and the current bundle keeps running.
import { bundleSignatureValid } from './bundle-signature.ts';
import type { DevicePreferences } from './device-preferences.ts';
import type { LiveUpdatePlugin } from './plugins.ts';

export const LIVE_UPDATE_CHANNEL = 'production';

/** Spec section 8, app update: progress with a percentage; restart the app on failure. */
export const liveUpdateMessages = {
  downloading: (percent: number) => `Downloading update: ${Math.round(percent)}%`,
  extracting: (percent: number) => `Installing update: ${Math.round(percent)}%`,
  failed: 'The update could not be installed. Please restart the app.',
  unsigned: 'The update was refused: its signature does not match.',
} as const;

export type LiveUpdateOutcome =
  'skipped' | 'reload-prevented' | 'restored' | 'no-update' | 'reloaded' | 'refused' | 'failed';

export interface LiveUpdateDeps {
  plugin: LiveUpdatePlugin;
  preferences: DevicePreferences;
  /** The current path plus query. */
  currentUrl(): string;
  navigate(to: string): void;
  progress(message: string): void;
  log(message: string, detail?: unknown): void;
  /** The update server's Ed25519 public key (raw, base64) from the app's configuration. */
  publicKey: string;
}

export async function runLiveUpdate(deps: LiveUpdateDeps): Promise<LiveUpdateOutcome> {
  const { plugin, preferences, log } = deps;
  const preventReload = await preferences.preventReload();
  // A download already flagged while reload prevention is set: another run is at it.
  if ((await preferences.downloadInProgress()) && preventReload !== null) return 'skipped';
  if (preventReload === 'true') return 'reload-prevented';
  try {
    await plugin.configure({ channel: LIVE_UPDATE_CHANNEL, updateMethod: 'none' });
    const update = await plugin.check();
    if (!update.available) {
      const saved = await preferences.appStartUrl();
      if (!saved || saved === '/') return 'no-update';
      deps.navigate(saved);
      return 'restored';
    }
    if (!(await bundleSignatureValid(update, deps.publicKey))) {
      log(liveUpdateMessages.unsigned, { version: update.version });
      return 'refused';
    }
    await preferences.setAppStartUrl(deps.currentUrl());
    await preferences.setDownloadInProgress(true);
    try {
      await plugin.download({ url: update.url, version: update.version, checksum: update.checksum }, ({ percent }) =>
        deps.progress(liveUpdateMessages.downloading(percent)),
      );
      await plugin.extract(({ percent }) => deps.progress(liveUpdateMessages.extracting(percent)));
    } finally {
      await preferences.setDownloadInProgress(false);
    }
    await plugin.reload();
    return 'reloaded';
  } catch (error) {
    log(liveUpdateMessages.failed, error);
    return 'failed';
  }
}
