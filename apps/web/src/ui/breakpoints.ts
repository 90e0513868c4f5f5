// Spec section 9 breakpoints (px). The CSS uses the same numbers; a test checks every @media rule.
import { useSyncExternalStore } from 'react';

export const BREAKPOINTS = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** The largest breakpoint whose minimum width the viewport reaches. */
export function breakpointFor(width: number): Breakpoint {
  let found: Breakpoint = 'xs';
  for (const [name, min] of Object.entries(BREAKPOINTS) as [Breakpoint, number][]) if (width >= min) found = name;
  return found;
}

export const mediaUp = (breakpoint: Breakpoint): string => `(min-width: ${BREAKPOINTS[breakpoint]}px)`;

/** Spec section 9: resize is debounced at 250 ms (a drag of the window edge re-renders once). */
export const RESIZE_DEBOUNCE_MS = 250;

const subscribeResize = (onChange: () => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const settled = () => {
    clearTimeout(timer);
    timer = setTimeout(onChange, RESIZE_DEBOUNCE_MS);
  };
  window.addEventListener('resize', settled);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('resize', settled);
  };
};

export function useViewportWidth(): number {
  return useSyncExternalStore(
    subscribeResize,
    () => window.innerWidth,
    () => BREAKPOINTS.lg,
  );
}

export const useBreakpoint = (): Breakpoint => breakpointFor(useViewportWidth());

/** Live result of a media query (false on the server and in tests without matchMedia). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
