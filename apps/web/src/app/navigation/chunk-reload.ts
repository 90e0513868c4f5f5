// After a deploy, an open tab may ask for a chunk that no longer exists. Reload once to pick up the
// new build; a session-storage guard stops a reload loop when the chunk is really unavailable.
import { readSession, removeSession, writeSession } from '../../lib/storage.ts';
import { platform } from '../../lib/platform/index.ts';

export const CHUNK_RELOAD_KEY = 'chunk_reload';

const CHUNK_ERRORS = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /loading (css )?chunk .* failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERRORS.some((re) => re.test(error.message));
}

export interface ReloadGuard {
  read(key: string): string | null;
  write(key: string, value: string): void;
  remove(key: string): void;
  reload(): void;
  /** False while the browser is offline: a chunk missing then is the network, not a new build. */
  online(): boolean;
}

const browserGuard: ReloadGuard = {
  read: readSession,
  write: writeSession,
  remove: removeSession,
  reload: () => platform.reload(),
  online: () => navigator.onLine,
};

/** True when this failure may reload the page (first failure since the last successful load). */
export function reloadOnce(guard: ReloadGuard = browserGuard): boolean {
  // Offline, a reload would only swap the page (the fatal screen included) for the browser's own error.
  if (!guard.online() || guard.read(CHUNK_RELOAD_KEY)) return false;
  guard.write(CHUNK_RELOAD_KEY, '1');
  guard.reload();
  return true;
}

export async function loadChunk<T>(load: () => Promise<T>, guard: ReloadGuard = browserGuard): Promise<T> {
  try {
    const module = await load();
    guard.remove(CHUNK_RELOAD_KEY);
    return module;
  } catch (error) {
    // While the page reloads, never settle: the old page must not flash an error.
    if (isChunkLoadError(error) && reloadOnce(guard)) return new Promise<never>(() => {});
    throw error;
  }
}

/** Vite reports failed preloads (CSS, shared chunks) through this event before the import fails. */
export function installPreloadErrorHandler(target: Window = window, guard: ReloadGuard = browserGuard): void {
  target.addEventListener('vite:preloadError', (event) => {
    if (reloadOnce(guard)) event.preventDefault();
  });
}
