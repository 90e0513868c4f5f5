// Start-up check that browser storage works (spec sections 4, 5 and 8): the basket session and
// persisted state depend on it, so without it the visitor gets a fatal screen that says why.

export const LOCAL_STORAGE_UNAVAILABLE = 'Local storage is not available';
export const ALLOW_SITE_DATA_MESSAGE =
  "To continue with your order, please enable the 'Allow sites to save data' option in your browser settings.";

/** A start-up failure whose message the fatal screen shows to the visitor. */
export class StorageUnavailableError extends Error {
  override readonly name = 'StorageUnavailableError';
}

const PROBE_KEY = '__storage_probe__';

function probe(storage: Storage | null | undefined): void {
  if (!storage) throw new StorageUnavailableError(LOCAL_STORAGE_UNAVAILABLE);
  storage.setItem(PROBE_KEY, PROBE_KEY);
  storage.removeItem(PROBE_KEY);
}

// Browsers raise a SecurityError when the visitor blocks site data (Chrome: "Access is denied
// for this document"; Firefox: "The operation is insecure"), whichever storage is touched first.
const isSecurityError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'SecurityError';

export function checkBrowserStorage(target: Pick<Window, 'localStorage' | 'sessionStorage'> = window): void {
  try {
    probe(target.localStorage);
    probe(target.sessionStorage);
  } catch (error) {
    if (error instanceof StorageUnavailableError) throw error;
    if (isSecurityError(error)) throw new StorageUnavailableError(ALLOW_SITE_DATA_MESSAGE, { cause: error });
    throw new StorageUnavailableError(LOCAL_STORAGE_UNAVAILABLE, { cause: error });
  }
}
