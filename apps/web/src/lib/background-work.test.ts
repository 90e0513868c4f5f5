import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  afterFirstScreen,
  BACKGROUND_WORK_AT_THE_LATEST_MS,
  BACKGROUND_WORK_FALLBACK_MS,
  BACKGROUND_WORK_LATEST_MS,
  holdBackgroundWorkWhile,
  resetBackgroundWork,
  startBackgroundWork,
  startBackgroundWorkAtTheLatest,
  startBackgroundWorkWhenIdle,
} from './background-work.ts';

// The component-test setup starts background work for every file; these tests start from before it.
afterEach(() => {
  resetBackgroundWork();
  startBackgroundWork();
});

describe('background work after the first screen', () => {
  describe('once started, one piece per task', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      resetBackgroundWork();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('waits until started, then runs in the order asked, one piece per task; later asks run at once', () => {
      const ran: string[] = [];
      afterFirstScreen(() => ran.push('error reporting'));
      afterFirstScreen(() => ran.push('service worker'));
      afterFirstScreen(() => ran.push('photos'));
      expect(ran).toEqual([]);
      startBackgroundWork();
      startBackgroundWork();
      expect(ran).toEqual(['error reporting']);
      // Asked while earlier work waits its turn: after it.
      afterFirstScreen(() => ran.push('footer'));
      vi.advanceTimersToNextTimer();
      expect(ran).toEqual(['error reporting', 'service worker']);
      vi.runAllTimers();
      expect(ran).toEqual(['error reporting', 'service worker', 'photos', 'footer']);
      afterFirstScreen(() => ran.push('session watch'));
      expect(ran).toEqual(['error reporting', 'service worker', 'photos', 'footer', 'session watch']);
    });

    it('a piece that throws does not keep the rest from running', () => {
      const ran: string[] = [];
      afterFirstScreen(() => ran.push('first'));
      afterFirstScreen(() => {
        throw new Error('the SDK failed to start');
      });
      afterFirstScreen(() => ran.push('third'));
      startBackgroundWork();
      expect(() => vi.advanceTimersToNextTimer()).toThrow('the SDK failed to start');
      vi.runAllTimers();
      expect(ran).toEqual(['first', 'third']);
    });
  });

  it('a task taken back before the start does not run', () => {
    resetBackgroundWork();
    const task = vi.fn();
    const takeBack = afterFirstScreen(task);
    takeBack();
    startBackgroundWork();
    expect(task).not.toHaveBeenCalled();
  });

  it("starts at the browser's next idle moment with no call in flight, a frame later; at most 2 s after the mount", () => {
    resetBackgroundWork();
    expect(BACKGROUND_WORK_LATEST_MS).toBe(2000);
    const task = vi.fn();
    afterFirstScreen(task);
    let calling = true;
    let callsChanged: (() => void) | undefined;
    holdBackgroundWorkWhile({ isBusy: () => calling, subscribe: (listener) => ((callsChanged = listener), () => {}) });
    const timers: [() => void, number][] = [];
    let idle: (() => void) | undefined;
    let frame: (() => void) | undefined;
    const requestIdleCallback = vi.fn((callback: () => void) => ((idle = callback), 1));
    startBackgroundWorkWhenIdle({
      requestIdleCallback,
      setTimeout: ((callback: () => void, ms: number) =>
        timers.push([callback, ms])) as unknown as Window['setTimeout'],
      requestAnimationFrame: (callback) => ((frame = () => callback(0)), 1),
    });
    expect(timers).toEqual([[startBackgroundWork, 2000]]);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });

    idle!(); // the product call is still in flight: wait for it
    expect(frame).toBeUndefined();
    calling = false;
    callsChanged!();
    frame!();
    expect(task).not.toHaveBeenCalled();
    const [afterFrame, ms] = timers[1]!;
    expect(ms).toBe(0);
    afterFrame();
    expect(task).toHaveBeenCalledOnce();
  });

  it('without idle callbacks (Safari), looks 300 ms after the mount; whatever happens, 10 s after start-up', () => {
    resetBackgroundWork();
    expect([BACKGROUND_WORK_FALLBACK_MS, BACKGROUND_WORK_AT_THE_LATEST_MS]).toEqual([300, 10_000]);
    const setTimeout = vi.fn();
    startBackgroundWorkWhenIdle({
      setTimeout: setTimeout as unknown as Window['setTimeout'],
      requestAnimationFrame: vi.fn(),
    });
    expect(setTimeout).toHaveBeenLastCalledWith(expect.any(Function), 300);
    startBackgroundWorkAtTheLatest({ setTimeout: setTimeout as unknown as Window['setTimeout'] });
    expect(setTimeout).toHaveBeenLastCalledWith(startBackgroundWork, 10_000);
  });
});
