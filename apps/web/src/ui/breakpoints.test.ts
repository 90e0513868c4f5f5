import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BREAKPOINTS, breakpointFor, mediaUp, RESIZE_DEBOUNCE_MS, useViewportWidth } from './breakpoints.ts';

function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return cssFiles(full);
    return name.endsWith('.css') ? [full] : [];
  });
}

describe('breakpoints', () => {
  it('are xs 0, sm 576, md 768, lg 992, xl 1200, xxl 1400', () => {
    expect(BREAKPOINTS).toEqual({ xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 });
  });

  it.each([
    [0, 'xs'],
    [575, 'xs'],
    [576, 'sm'],
    [767, 'sm'],
    [768, 'md'],
    [992, 'lg'],
    [1199, 'lg'],
    [1200, 'xl'],
    [1400, 'xxl'],
    [2560, 'xxl'],
  ])('%i px is %s', (width, name) => expect(breakpointFor(width)).toBe(name));

  it('builds min-width queries', () => expect(mediaUp('md')).toBe('(min-width: 768px)'));

  it('every CSS media query uses a breakpoint (min-width N, max-width N - 0.02)', () => {
    const allowed = new Set(
      Object.values(BREAKPOINTS).flatMap((px) => [`min-width: ${px}px`, `max-width: ${px - 0.02}px`]),
    );
    const root = path.resolve(import.meta.dirname, '..');
    const used = cssFiles(root).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\((m(?:in|ax)-width: [\d.]+px)\)/g)].map((m) => m[1]!),
    );
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((query) => !allowed.has(query))).toEqual([]);
  });
});

describe('useViewportWidth (spec section 9: resize debounced at 250 ms)', () => {
  afterEach(() => vi.useRealTimers());

  it('follows the window width once resizing has been quiet for 250 ms', () => {
    vi.useFakeTimers();
    window.innerWidth = 1024;
    const { result } = renderHook(() => useViewportWidth());
    expect(result.current).toBe(1024);
    act(() => {
      window.innerWidth = 500;
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(200);
      window.innerWidth = 480;
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(249);
    });
    expect(result.current).toBe(1024);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(480);
    expect(RESIZE_DEBOUNCE_MS).toBe(250);
  });
});
