import { afterEach, describe, expect, it } from 'vitest';
import { afterDismissal, dismissSplash, mayShowSplash, SPLASH_EXPIRY_MS, splashAllowed } from './splash-dismissals.ts';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('splash dismissals', () => {
  it('allows the splash until it is dismissed twice within the expiry', () => {
    const first = afterDismissal(null, 1_000);
    expect(first).toEqual({ count: 1, since: 1_000 });
    expect(splashAllowed(first, 2_000)).toBe(true);
    const second = afterDismissal(first, 5_000);
    expect(second).toEqual({ count: 2, since: 1_000 });
    expect(splashAllowed(second, 1_000 + SPLASH_EXPIRY_MS - 1)).toBe(false);
  });

  it('starts over once the expiry has passed since the first dismissal', () => {
    const twice = { count: 2, since: 1_000 };
    expect(splashAllowed(twice, 1_000 + SPLASH_EXPIRY_MS)).toBe(true);
    expect(afterDismissal(twice, 1_000 + SPLASH_EXPIRY_MS)).toEqual({ count: 1, since: 1_000 + SPLASH_EXPIRY_MS });
  });

  it('is not shown again in the same tab after a dismissal, and not in a new one after two', () => {
    const now = 10_000;
    expect(mayShowSplash('splash-screens/a', now)).toBe(true);
    dismissSplash('splash-screens/a', now);
    expect(mayShowSplash('splash-screens/a', now)).toBe(false);
    sessionStorage.clear(); // a new visit
    expect(mayShowSplash('splash-screens/a', now)).toBe(true);
    dismissSplash('splash-screens/a', now);
    sessionStorage.clear();
    expect(mayShowSplash('splash-screens/a', now)).toBe(false);
    expect(mayShowSplash('splash-screens/a', now + SPLASH_EXPIRY_MS)).toBe(true);
    expect(mayShowSplash('splash-screens/b', now)).toBe(true);
  });

  it('ignores a malformed stored record', () => {
    localStorage.setItem('splash_dismissals_splash-screens/a', '{"count":"many"}');
    expect(mayShowSplash('splash-screens/a')).toBe(true);
  });
});
