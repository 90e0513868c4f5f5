// Idle handling (spec sections 4 and 9). An activity listener (60000 ms by default, events
// throttled at 50 ms) tells when the visitor stops and comes back. The session goes idle after
// 600000 ms without activity, which stops basket polling; at 900000 ms the idle session expires and
// the visitor is asked to reset it. Activity cancels the expiry and revalidates a valid basket.
import { create } from 'zustand';

export const IDLE_TIME_MS = 600_000;
export const IDLE_SESSION_EXPIRY_MS = 900_000;
export const ACTIVITY_LISTENER_TIMEOUT_MS = 60_000;
export const ACTIVITY_THROTTLE_MS = 50;
export const ROOT_PATH_RETRY_MS = 250;
/** What counts as activity (document visibility counts too). */
export const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'resize', 'keydown', 'touchstart', 'wheel'] as const;

/** Read by basket polling: no polling while the session is idle. */
export const useIdleState = create<{ idle: boolean; expired: boolean }>()(() => ({ idle: false, expired: false }));
export const isBasketPollingPaused = (): boolean => useIdleState.getState().idle;

export interface ActivityListenerOptions {
  /** Quiet time before `onIdle`. */
  timeoutMs?: number;
  throttleMs?: number;
  onIdle(): void;
  /** Activity after being idle. */
  onActive?(): void;
  target?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  doc?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
}

export interface ActivityListener {
  isIdle(): boolean;
  stop(): void;
}

export function createActivityListener({
  timeoutMs = ACTIVITY_LISTENER_TIMEOUT_MS,
  throttleMs = ACTIVITY_THROTTLE_MS,
  onIdle,
  onActive,
  target = window,
  doc = document,
}: ActivityListenerOptions): ActivityListener {
  let idle = false;
  let lastHandled = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      idle = true;
      onIdle();
    }, timeoutMs);
  };

  const onActivity = () => {
    const now = Date.now();
    if (now - lastHandled < throttleMs) return;
    lastHandled = now;
    const wasIdle = idle;
    idle = false;
    arm();
    if (wasIdle) onActive?.();
  };
  const onVisibility = () => {
    if (doc.visibilityState === 'visible') onActivity();
  };

  for (const name of ACTIVITY_EVENTS) target.addEventListener(name, onActivity, { passive: true });
  doc.addEventListener('visibilitychange', onVisibility);
  arm();

  return {
    isIdle: () => idle,
    stop: () => {
      clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) target.removeEventListener(name, onActivity);
      doc.removeEventListener('visibilitychange', onVisibility);
    },
  };
}

export interface IdleSessionOptions extends Pick<ActivityListenerOptions, 'target' | 'doc'> {
  /** Idle: basket polling stops (useIdleState). */
  onIdle?(): void;
  /** 900000 ms without activity: ask for a reset. */
  onExpire(): void;
  /** Activity after idle; `expired` when the session expired meanwhile. */
  onReturn(expired: boolean): void;
}

export function createIdleSession({ onIdle, onExpire, onReturn, target, doc }: IdleSessionOptions): ActivityListener {
  let expiry: ReturnType<typeof setTimeout> | undefined;
  const listener = createActivityListener({
    timeoutMs: IDLE_TIME_MS,
    target,
    doc,
    onIdle: () => {
      useIdleState.setState({ idle: true });
      onIdle?.();
      expiry = setTimeout(() => {
        useIdleState.setState({ expired: true });
        onExpire();
      }, IDLE_SESSION_EXPIRY_MS - IDLE_TIME_MS);
    },
    onActive: () => {
      clearTimeout(expiry);
      const { expired } = useIdleState.getState();
      useIdleState.setState({ idle: false, expired: false });
      onReturn(expired);
    },
  });
  return {
    isIdle: listener.isIdle,
    stop: () => {
      clearTimeout(expiry);
      listener.stop();
    },
  };
}

export interface RouteProbe {
  pathname(): string;
  routeName(): string | undefined;
}

/**
 * Runs `check` once the route is known: on the root path with no route name yet (the router is
 * still resolving), it retries every 250 ms. Returns a cancel function.
 */
export function whenRouteKnown(check: () => void, route: RouteProbe, retryMs = ROOT_PATH_RETRY_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = () => {
    if (route.pathname() === '/' && !route.routeName()) timer = setTimeout(attempt, retryMs);
    else check();
  };
  attempt();
  return () => clearTimeout(timer);
}

export interface IdleLogoutState {
  isAuth: boolean;
  hasRefreshToken: boolean;
  isProviderAuth: boolean;
  /** Device vault unlock mode; null on the web. */
  unlockMode: 'SecureStorage' | 'Biometrics' | 'BiometricsWithPasscode' | 'SystemPasscode' | null;
}

/**
 * Spec section 4: an authenticated user with no refresh token, no provider login and the vault in
 * secure-storage mode is logged out (user action idleExpiry) after session expiry minus idle time.
 * Milliseconds after going idle, or null when the rule does not apply.
 */
export function idleLogoutDelay(state: IdleLogoutState): number | null {
  const applies =
    state.isAuth && !state.hasRefreshToken && !state.isProviderAuth && state.unlockMode === 'SecureStorage';
  return applies ? IDLE_SESSION_EXPIRY_MS - IDLE_TIME_MS : null;
}
