// Start-up in the native shells: the Capacitor platform with the real plugins replaces the web one
// before the app is created (main.tsx awaits it before createApp, which starts the platform). In the
// browser it does nothing: the native bridge's global is absent, and nothing else is loaded, since
// the plugins, their adapters and the Capacitor platform are all imported dynamically.
import { installPlatform } from './index.ts';

/** The global the Capacitor native bridge sets before any page script runs (what @capacitor/core reads). */
interface CapacitorBridge {
  isNativePlatform?(): boolean;
  getPlatform?(): string;
}

/**
 * `Capacitor.isNativePlatform()` and `Capacitor.getPlatform()`, read from the bridge's global rather
 * than by importing @capacitor/core, which would put its few kilobytes in every browser's first load.
 */
export function nativeShellOs(win: Window = window): 'ios' | 'android' | null {
  const bridge = (win as Window & { Capacitor?: CapacitorBridge }).Capacitor;
  if (!bridge?.isNativePlatform?.()) return null;
  const os = bridge.getPlatform?.();
  return os === 'ios' || os === 'android' ? os : null;
}

/** Installs the Capacitor platform in the native shells; true when it did. */
export async function installNativePlatform(os = nativeShellOs()): Promise<boolean> {
  if (!os) return false;
  const [{ loadNativePlugins }, { capacitorPlatform }] = await Promise.all([
    import('./native-plugins.ts'),
    import('./capacitor-platform.ts'),
  ]);
  installPlatform(capacitorPlatform(await loadNativePlugins(os)));
  return true;
}
