// The web platform. The Capacitor shells replace these with native behaviour (splash screen,
// app reload) in the native-app issue; the app calls only this interface.
export interface Platform {
  readonly isNative: boolean;
  reload(): void;
  assign(url: string): void;
  isOnline(): boolean;
  /** Hides the platform's own loading indicator (native splash; on the web, the busy state). */
  hideLoadingIndicator(): void;
}

export const platform: Platform = {
  isNative: false,
  reload: () => window.location.reload(),
  assign: (url) => window.location.assign(url),
  isOnline: () => navigator.onLine,
  hideLoadingIndicator: () => document.body.removeAttribute('aria-busy'),
};
