// `platform` is the web implementation until a native shell installs its own (installPlatform);
// the object stays the same, so modules that imported it see the native behaviour.
import type { Platform } from './platform.ts';
import { webPlatform } from './web-platform.ts';

export type { ImageFormat, Platform, PlatformHost } from './platform.ts';

export const platform: Platform = { ...webPlatform };

export function installPlatform(implementation: Platform): void {
  Object.assign(platform, implementation);
}
