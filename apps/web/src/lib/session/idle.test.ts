// Idle handling with fake timers: every number of spec sections 4 and 9.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACTIVITY_LISTENER_TIMEOUT_MS,
  ACTIVITY_THROTTLE_MS,
  createActivityListener,
  createIdleSession,
  IDLE_SESSION_EXPIRY_MS,
  IDLE_TIME_MS,
  idleLogoutDelay,
  isBasketPollingPaused,
  ROOT_PATH_RETRY_MS,
  useIdleState,
  whenRouteKnown,
} from './idle.ts';

beforeEach(() => {
  vi.useFakeTimers();
  useIdleState.setState({ idle: false, expired: false });
});
afterEach(() => vi.useRealTimers());

const act = (type = 'mousemove') => window.dispatchEvent(new Event(type));

describe('the spec numbers', () => {
  it('are 600000, 900000, 60000, 50 and 250 ms', () => {
    expect(IDLE_TIME_MS).toBe(600_000);
    expect(IDLE_SESSION_EXPIRY_MS).toBe(900_000);
    expect(ACTIVITY_LISTENER_TIMEOUT_MS).toBe(60_000);
    expect(ACTIVITY_THROTTLE_MS).toBe(50);
    expect(ROOT_PATH_RETRY_MS).toBe(250);
  });
});

describe('activity listener', () => {
  it('is idle after 60000 ms without activity by default', () => {
    const onIdle = vi.fn();
    const listener = createActivityListener({ onIdle });
    vi.advanceTimersByTime(59_999);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledOnce();
    expect(listener.isIdle()).toBe(true);
    listener.stop();
  });

  it('activity restarts the wait, throttled at 50 ms', () => {
    const onIdle = vi.fn();
    const listener = createActivityListener({ onIdle });
    vi.advanceTimersByTime(30_000);
    act();
    vi.advanceTimersByTime(49);
    act('keydown'); // inside the 50 ms throttle: ignored, the wait counts from the first event
    vi.advanceTimersByTime(60_000 - 49);
    expect(onIdle).toHaveBeenCalledOnce();
    listener.stop();

    const second = vi.fn();
    const next = createActivityListener({ onIdle: second });
    act();
    vi.advanceTimersByTime(50);
    act(); // 50 ms later: handled, so the wait restarts here
    vi.advanceTimersByTime(59_999);
    expect(second).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(second).toHaveBeenCalledOnce();
    next.stop();
  });

  it('reports coming back after idle, once', () => {
    const onActive = vi.fn();
    const listener = createActivityListener({ onIdle: () => {}, onActive });
    act();
    expect(onActive).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    vi.advanceTimersByTime(100);
    act('touchstart');
    expect(onActive).toHaveBeenCalledOnce();
    listener.stop();
  });

  it('stops listening when stopped', () => {
    const onIdle = vi.fn();
    const listener = createActivityListener({ onIdle });
    listener.stop();
    vi.advanceTimersByTime(120_000);
    expect(onIdle).not.toHaveBeenCalled();
  });
});

describe('idle session', () => {
  it('goes idle at 600000 ms (basket polling stops) and expires at 900000 ms (asks for a reset)', () => {
    const onIdle = vi.fn();
    const onExpire = vi.fn();
    const session = createIdleSession({ onIdle, onExpire, onReturn: vi.fn() });
    vi.advanceTimersByTime(IDLE_TIME_MS - 1);
    expect(isBasketPollingPaused()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledOnce();
    expect(isBasketPollingPaused()).toBe(true);
    vi.advanceTimersByTime(IDLE_SESSION_EXPIRY_MS - IDLE_TIME_MS - 1);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledOnce();
    expect(useIdleState.getState()).toEqual({ idle: true, expired: true });
    session.stop();
  });

  it('activity while idle cancels the expiry and revalidates', () => {
    const onExpire = vi.fn();
    const onReturn = vi.fn();
    const session = createIdleSession({ onExpire, onReturn });
    vi.advanceTimersByTime(IDLE_TIME_MS + 60_000);
    act();
    expect(onReturn).toHaveBeenCalledWith(false);
    expect(isBasketPollingPaused()).toBe(false);
    // The old expiry (due at 900000 ms) was cancelled: the next one is 900000 ms after this activity.
    vi.advanceTimersByTime(IDLE_SESSION_EXPIRY_MS - 1);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledOnce();
    session.stop();
  });

  it('activity after expiry says so (the reset prompt stands; no revalidation)', () => {
    const onReturn = vi.fn();
    const session = createIdleSession({ onExpire: vi.fn(), onReturn });
    vi.advanceTimersByTime(IDLE_SESSION_EXPIRY_MS);
    act('keydown');
    expect(onReturn).toHaveBeenCalledWith(true);
    session.stop();
  });
});

describe('root path retry', () => {
  it('retries every 250 ms while on / with no route name', () => {
    const check = vi.fn();
    const route: { name?: string } = {};
    whenRouteKnown(check, { pathname: () => '/', routeName: () => route.name });
    vi.advanceTimersByTime(750);
    expect(check).not.toHaveBeenCalled();
    route.name = 'landing';
    vi.advanceTimersByTime(249);
    expect(check).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledOnce();
  });

  it('runs at once elsewhere, and can be cancelled', () => {
    const check = vi.fn();
    whenRouteKnown(check, { pathname: () => '/menu/pizza', routeName: () => undefined });
    expect(check).toHaveBeenCalledOnce();
    const never = vi.fn();
    const cancel = whenRouteKnown(never, { pathname: () => '/', routeName: () => undefined });
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(never).not.toHaveBeenCalled();
  });
});

describe('idle logout rule', () => {
  const base = { isAuth: true, hasRefreshToken: false, isProviderAuth: false, unlockMode: 'SecureStorage' } as const;
  it('logs out after session expiry minus idle time (300000 ms) only in the spec case', () => {
    expect(idleLogoutDelay(base)).toBe(300_000);
    expect(idleLogoutDelay({ ...base, isAuth: false })).toBeNull();
    expect(idleLogoutDelay({ ...base, hasRefreshToken: true })).toBeNull();
    expect(idleLogoutDelay({ ...base, isProviderAuth: true })).toBeNull();
    expect(idleLogoutDelay({ ...base, unlockMode: null })).toBeNull();
  });
});
