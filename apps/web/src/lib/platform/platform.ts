// The one interface through which the app reaches what differs between the browser and the native
// app (docs/native-app.md). The browser uses the web implementation (web-platform.ts); the native
// shells install the Capacitor implementation (capacitor-platform.ts) before the app mounts.
// Features and shared code call only `platform`.

export type ImageFormat = 'webp' | 'jpg';

/** What the app gives the platform once its router exists. */
export interface PlatformHost {
  /** In-app navigation to a path plus query. */
  navigate(to: string): void;
  /** Whether a path is one of the app's own routes (not the catch-all). */
  isInternalRoute(path: string): boolean;
  /** The current path plus query. */
  currentUrl(): string;
}

export interface Platform {
  readonly isNative: boolean;
  readonly os: 'web' | 'ios' | 'android';
  reload(): void;
  assign(url: string): void;
  isOnline(): boolean;
  /** Hides the platform's own loading indicator (native splash; on the web, the busy state). */
  hideLoadingIndicator(): void;
  /** Product images: jpg on iOS, webp elsewhere (document 1, section 9). */
  imageFormat(): ImageFormat;
  /** Starts the native listeners (deep links, pause and resume, network, store update); once. */
  start(host: PlatformHost): Promise<void>;
  /** After a login: the device vault takes the session and locks; the biometric question. */
  afterLogin(customerId: string): Promise<void>;
  /** Logout revokes the refresh token unless the vault holds locked data (spec section 4). */
  shouldRevokeOnLogout(): Promise<boolean>;
  /** After a logout: the vault is emptied and locked. */
  afterLogout(): Promise<void>;
}
