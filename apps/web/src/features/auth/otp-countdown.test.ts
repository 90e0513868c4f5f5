import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  formatCountdown,
  OTP_COUNTDOWN_SECONDS,
  OTP_COUNTDOWN_TICK_MS,
  startOtpCountdownTicker,
  useOtpCountdown,
} from './otp-countdown.ts';

beforeEach(() => useOtpCountdown.getState().reset());
afterEach(() => vi.useRealTimers());

describe('one-time code countdown (spec sections 4 and 9)', () => {
  it('defaults to 60 seconds and ticks every second', () => {
    expect(OTP_COUNTDOWN_SECONDS).toBe(60);
    expect(OTP_COUNTDOWN_TICK_MS).toBe(1000);
    vi.useFakeTimers();
    const stop = startOtpCountdownTicker();
    vi.advanceTimersByTime(999);
    expect(useOtpCountdown.getState().secondsLeft).toBe(60);
    vi.advanceTimersByTime(1);
    expect(useOtpCountdown.getState().secondsLeft).toBe(59);
    vi.advanceTimersByTime(58_000);
    expect(useOtpCountdown.getState()).toMatchObject({ secondsLeft: 1, finished: false });
    vi.advanceTimersByTime(1000);
    expect(useOtpCountdown.getState()).toMatchObject({ secondsLeft: 0, finished: true });
    vi.advanceTimersByTime(5000);
    expect(useOtpCountdown.getState().secondsLeft).toBe(0);
    stop();
  });

  it('is kept in local storage with its finished flag', () => {
    useOtpCountdown.getState().tick();
    expect(JSON.parse(localStorage.getItem('pinia_otpCountdown')!).state).toEqual({ secondsLeft: 59, finished: false });
    useOtpCountdown.getState().reset(0);
    expect(JSON.parse(localStorage.getItem('pinia_otpCountdown')!).state).toEqual({ secondsLeft: 0, finished: true });
  });

  it('resets to 60 seconds', () => {
    useOtpCountdown.getState().reset(0);
    useOtpCountdown.getState().reset();
    expect(useOtpCountdown.getState()).toMatchObject({ secondsLeft: 60, finished: false });
  });

  it('reads as minutes and seconds', () => {
    expect(formatCountdown(60)).toBe('1:00');
    expect(formatCountdown(45)).toBe('0:45');
    expect(formatCountdown(5)).toBe('0:05');
  });
});
