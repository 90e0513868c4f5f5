import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { nextStep, useStepwiseClock } from '../test/stepwise-clock.ts';
import { startBackgroundWork } from './background-work.ts';
import { FIRST_STEP, LATER_STEP, useStepwiseCount } from './use-stepwise-count.ts';

describe('useStepwiseCount', () => {
  useStepwiseClock();

  it('on a page load: six with the first screen, then four more per frame until all', () => {
    const { result } = renderHook(() => useStepwiseCount(23));
    expect(FIRST_STEP).toBe(6);
    expect(LATER_STEP).toBe(4);
    expect(result.current).toBe(6);
    const seen = [];
    for (let step = 0; step < 6; step++) {
      nextStep();
      seen.push(result.current);
    }
    expect(seen).toEqual([10, 14, 18, 22, 23, 23]);
  });

  it('a list shorter than the first step, or one mounted after the first screen, renders whole', () => {
    expect(renderHook(() => useStepwiseCount(4)).result.current).toBe(4);
    startBackgroundWork();
    expect(renderHook(() => useStepwiseCount(23)).result.current).toBe(23);
  });

  it('a list that grows after the page load (its data arrived) steps from where it is', () => {
    const { result, rerender } = renderHook(({ total }) => useStepwiseCount(total), { initialProps: { total: 0 } });
    expect(result.current).toBe(0);
    rerender({ total: 12 });
    expect(result.current).toBe(6);
    nextStep();
    expect(result.current).toBe(10);
    nextStep();
    expect(result.current).toBe(12);
  });

  it('an unmounted list schedules nothing more', () => {
    const { unmount } = renderHook(() => useStepwiseCount(23));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
