import { describe, expect, it } from 'vitest';
import {
  ALLOW_SITE_DATA_MESSAGE,
  checkBrowserStorage,
  LOCAL_STORAGE_UNAVAILABLE,
  StorageUnavailableError,
} from './storage-check.ts';

const throwing = (error: Error) =>
  ({
    setItem: () => {
      throw error;
    },
    removeItem: () => {},
  }) as unknown as Storage;

const securityError = () =>
  new DOMException("Failed to read the 'localStorage' property from 'Window': Access is denied", 'SecurityError');

describe('checkBrowserStorage', () => {
  it('passes when local and session storage work', () => {
    expect(() => checkBrowserStorage()).not.toThrow();
    expect(localStorage.length).toBe(0);
  });

  it("fails with 'Local storage is not available' when local storage is missing", () => {
    expect(() => checkBrowserStorage({ localStorage: undefined as unknown as Storage, sessionStorage })).toThrow(
      new StorageUnavailableError('Local storage is not available'),
    );
    expect(LOCAL_STORAGE_UNAVAILABLE).toBe('Local storage is not available');
  });

  it('fails with the same message when writing fails (quota, private mode)', () => {
    const quota = new DOMException('quota', 'QuotaExceededError');
    expect(() => checkBrowserStorage({ localStorage: throwing(quota), sessionStorage })).toThrow(
      LOCAL_STORAGE_UNAVAILABLE,
    );
  });

  it('asks to allow site data on a security error about local storage', () => {
    expect(() => checkBrowserStorage({ localStorage: throwing(securityError()), sessionStorage })).toThrow(
      "To continue with your order, please enable the 'Allow sites to save data' option in your browser settings.",
    );
    expect(ALLOW_SITE_DATA_MESSAGE).toMatch(/^To continue with your order/);
  });

  it('asks to allow site data on a security error about session storage', () => {
    const target = {
      localStorage,
      get sessionStorage(): Storage {
        throw securityError();
      },
    };
    expect(() => checkBrowserStorage(target)).toThrow(ALLOW_SITE_DATA_MESSAGE);
  });
});
