import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAfterMountTask } from './use-after-mount-task.ts';

describe('useAfterMountTask', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is false on the first render and true once a task after the mount has run', () => {
    const { result } = renderHook(() => useAfterMountTask());
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(0));
    expect(result.current).toBe(true);
  });

  it('an unmounted component is left alone (its timer is cleared)', () => {
    const { unmount } = renderHook(() => useAfterMountTask());
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
