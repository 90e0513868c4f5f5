import { describe, expect, it, vi, type Mock } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  installPreloadErrorHandler,
  isChunkLoadError,
  loadChunk,
  type ReloadGuard,
} from './chunk-reload.ts';

function memoryGuard(online = true): ReloadGuard & { store: Map<string, string>; reload: Mock<() => void> } {
  const store = new Map<string, string>();
  return {
    store,
    online: () => online,
    read: (k) => store.get(k) ?? null,
    write: (k, v) => void store.set(k, v),
    remove: (k) => void store.delete(k),
    reload: vi.fn<() => void>(),
  };
}

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: https://shop.test/assets/menu-abc123.js');

describe('chunk load failure', () => {
  it('recognises chunk errors from Chromium, Firefox, Safari and Vite', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false);
  });

  it('reloads the page once and remembers it in session storage', async () => {
    const guard = memoryGuard();
    const pending = loadChunk(() => Promise.reject(chunkError()), guard);
    await Promise.resolve();
    await Promise.resolve();
    expect(guard.reload).toHaveBeenCalledOnce();
    expect(guard.store.get(CHUNK_RELOAD_KEY)).toBe('1');
    expect(CHUNK_RELOAD_KEY).toBe('chunk_reload');
    void pending;
  });

  it('does not reload again after a reload (no loop): the error reaches the error screen', async () => {
    const guard = memoryGuard();
    guard.store.set(CHUNK_RELOAD_KEY, '1');
    await expect(loadChunk(() => Promise.reject(chunkError()), guard)).rejects.toThrow(/dynamically imported/);
    expect(guard.reload).not.toHaveBeenCalled();
  });

  it('clears the guard after a successful load, so a later deploy may reload again', async () => {
    const guard = memoryGuard();
    guard.store.set(CHUNK_RELOAD_KEY, '1');
    await expect(loadChunk(() => Promise.resolve({ ok: true }), guard)).resolves.toEqual({ ok: true });
    expect(guard.store.has(CHUNK_RELOAD_KEY)).toBe(false);
  });

  it('never reloads for other errors', async () => {
    const guard = memoryGuard();
    await expect(loadChunk(() => Promise.reject(new Error('bug')), guard)).rejects.toThrow('bug');
    expect(guard.reload).not.toHaveBeenCalled();
  });

  it('handles Vite preload errors with the same guard', () => {
    const guard = memoryGuard();
    const target = new EventTarget() as Window;
    installPreloadErrorHandler(target, guard);
    const first = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    const second = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(false);
    expect(guard.reload).toHaveBeenCalledOnce();
  });

  it('never reloads while offline: the missing chunk is the network, and a reload would only show the browser error page', async () => {
    const guard = memoryGuard(false);
    await expect(loadChunk(() => Promise.reject(chunkError()), guard)).rejects.toThrow(/dynamically imported module/);
    const target = new EventTarget() as Window;
    installPreloadErrorHandler(target, guard);
    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(guard.reload).not.toHaveBeenCalled();
    expect(guard.store.has(CHUNK_RELOAD_KEY)).toBe(false);
  });
});
