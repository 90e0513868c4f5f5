import { describe, expect, it, vi } from 'vitest';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { PERSIST_KEY_PREFIX, persistKey, readSession, removeSession, sessionPersist, writeSession } from './storage.ts';

describe('storage', () => {
  it('prefixes persisted keys with pinia_', () => {
    expect(PERSIST_KEY_PREFIX).toBe('pinia_');
    expect(persistKey('auth')).toBe('pinia_auth');
  });

  it('persists a zustand store to session storage under the prefix', () => {
    const useStore = create(persist<{ count: number }>(() => ({ count: 1 }), sessionPersist('probe')));
    useStore.setState({ count: 2 });
    expect(JSON.parse(sessionStorage.getItem('pinia_probe')!)).toMatchObject({ state: { count: 2 } });
    expect(localStorage.getItem('pinia_probe')).toBeNull();
  });

  it('saves only the partialised fields', () => {
    const useStore = create(
      persist<{ keep: number; drop: number }, [], [], { keep: number }>(
        () => ({ keep: 1, drop: 2 }),
        sessionPersist('partial', (s) => ({ keep: s.keep })),
      ),
    );
    useStore.setState({ keep: 3 });
    expect(JSON.parse(sessionStorage.getItem('pinia_partial')!).state).toEqual({ keep: 3 });
  });

  it('reads, writes and removes without throwing when storage is blocked', () => {
    writeSession('k', 'v');
    expect(readSession('k')).toBe('v');
    removeSession('k');
    expect(readSession('k')).toBeNull();
    const spy = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(readSession('k')).toBeNull();
    expect(() => writeSession('k', 'v')).not.toThrow();
    spy.mockRestore();
    vi.restoreAllMocks();
  });
});
