// The browser's platform: what the app did before there was a native app. No device vault (the
// refresh token is an httpOnly cookie, always revoked at logout), no native listeners (the browser's
// own online and visibility events are watched elsewhere), webp images with a jpg fallback.
import type { Platform } from './platform.ts';

export const webPlatform: Platform = {
  isNative: false,
  os: 'web',
  reload: () => window.location.reload(),
  assign: (url) => window.location.assign(url),
  isOnline: () => navigator.onLine,
  hideLoadingIndicator: () => document.body.removeAttribute('aria-busy'),
  imageFormat: () => 'webp',
  start: () => Promise.resolve(),
  afterLogin: () => Promise.resolve(),
  shouldRevokeOnLogout: () => Promise.resolve(true),
  afterLogout: () => Promise.resolve(),
};
