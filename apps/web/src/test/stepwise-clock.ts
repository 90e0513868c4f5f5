// A fake clock for lists that render in steps (lib/use-stepwise-count.ts), started as on a page load:
// the first screen not yet drawn. Afterwards background work is started again, as the test setup has it.
import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetBackgroundWork, startBackgroundWork } from '../lib/background-work.ts';

export function useStepwiseClock(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    resetBackgroundWork();
  });
  afterEach(() => {
    vi.useRealTimers();
    startBackgroundWork();
  });
}

/** One step: the next frame (16 ms), then a task of its own (the fake clock runs it 1 ms later). */
export const nextStep = (): void =>
  act(() => {
    vi.advanceTimersByTime(17);
  });
