// The order tracker (spec section 4: tracking states and order polling). One controller per open
// order page, free of React so the state machine is tested with fake timers:
//
//   loading ──found──> tracking (stream) ──stream error──> tracking (polling every 15 s)
//                         ^                                    │ a poll succeeds and the resume
//                         └──────── first stream event ────────┘ delay has passed: stream again
//   loading / polling ──404──> not-found      ──403──> restricted
//   loading fails, or 3 polls in a row fail ──> not-tracking (Refresh starts over)
//   a final status (Delivered, Collected, Cancelled) stops both stream and polling.
import type { OrderStatusView } from '@storefront/contract';
import { isFinal } from '@storefront/domain';
import { ApiError } from '../../lib/api-client.ts';
import type { StreamHandle, StreamHandlers } from './order-api.ts';

export type TrackingPhase = 'loading' | 'tracking' | 'not-tracking' | 'not-found' | 'restricted';
/** How updates arrive while tracking: the event stream, polling, or none (the order is finished). */
export type TrackingMode = 'stream' | 'polling' | 'finished' | 'none';

export interface TrackingState {
  phase: TrackingPhase;
  mode: TrackingMode;
  order: OrderStatusView | null;
  /** When the last update arrived (ms since epoch). */
  updatedAt: number | null;
}

export const POLL_INTERVAL_MS = 15_000;
/** First wait before the stream is tried again after it failed; doubles up to the maximum. */
export const RESUME_DELAY_MS = 15_000;
export const MAX_RESUME_DELAY_MS = 120_000;
/** Polls failing in a row before the page says it is not tracking. */
export const MAX_POLL_FAILURES = 3;

/**
 * Tracks with a credential: the basket session id that placed the order, or (another device) a
 * tracking grant from /track-order. The tracker tries them in turn and keeps the first accepted.
 */
export interface TrackerDeps<Credential = string> {
  orderId: string;
  /** Credentials to try, most likely first; the first the server accepts is kept. */
  credentials: readonly Credential[];
  fetchStatus(orderId: string, credential: Credential, signal: AbortSignal): Promise<OrderStatusView>;
  /** Null when streaming is unavailable (or not for this credential): the tracker polls. */
  openStream(orderId: string, credential: Credential, handlers: StreamHandlers): StreamHandle | null;
  /** Called once the order is found, with the credential that proved it (remember it for the tab). */
  onFound?(view: OrderStatusView, credential: Credential): void;
  now?(): number;
}

export interface OrderTracker {
  getState(): TrackingState;
  subscribe(listener: () => void): () => void;
  start(): void;
  /** Start over (the Refresh button). */
  refresh(): void;
  stop(): void;
}

const INITIAL: TrackingState = { phase: 'loading', mode: 'none', order: null, updatedAt: null };

type Outcome = 'not-found' | 'restricted' | 'failed';

function outcomeOf(error: unknown): Outcome {
  if (error instanceof ApiError && error.status === 404) return 'not-found';
  if (error instanceof ApiError && error.status === 403) return 'restricted';
  return 'failed';
}

export function createOrderTracker<Credential = string>(deps: TrackerDeps<Credential>): OrderTracker {
  const now = deps.now ?? Date.now;
  let state: TrackingState = INITIAL;
  const listeners = new Set<() => void>();
  let credential: Credential | null = null;
  let stream: StreamHandle | null = null;
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | null = null;
  let pollFailures = 0;
  let resumeDelay = RESUME_DELAY_MS;
  let resumeAt = 0;
  /** Bumped on every (re)start and stop, so late answers from an earlier run are ignored. */
  let run = 0;

  const set = (next: Partial<TrackingState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };

  const closeStream = () => {
    stream?.close();
    stream = null;
  };
  const stopPolling = () => {
    clearTimeout(pollTimer);
    pollTimer = undefined;
  };
  const halt = () => {
    run++;
    closeStream();
    stopPolling();
    controller?.abort();
    controller = null;
  };

  const end = (phase: Exclude<TrackingPhase, 'loading' | 'tracking'>) => {
    halt();
    set({ phase, mode: 'none' });
  };

  /** Apply an order view from any source; a final status stops all updates. */
  const apply = (view: OrderStatusView, mode: TrackingMode) => {
    if (isFinal(view.status)) {
      halt();
      set({ phase: 'tracking', mode: 'finished', order: view, updatedAt: now() });
      return;
    }
    set({ phase: 'tracking', mode, order: view, updatedAt: now() });
  };

  const connect = () => {
    if (credential === null) return;
    const mine = run;
    closeStream();
    stream = deps.openStream(deps.orderId, credential, {
      onStatus: (view) => {
        if (mine !== run) return;
        // The stream works (again): polling stops and the resume delay starts over.
        stopPolling();
        pollFailures = 0;
        resumeDelay = RESUME_DELAY_MS;
        apply(view, 'stream');
      },
      onError: () => {
        if (mine !== run) return;
        closeStream();
        resumeAt = now() + resumeDelay;
        resumeDelay = Math.min(resumeDelay * 2, MAX_RESUME_DELAY_MS);
        if (state.mode !== 'polling') {
          set({ mode: 'polling' });
          void poll();
        }
      },
    });
    if (!stream) {
      // No streaming here: poll for good.
      resumeAt = Infinity;
      if (state.mode !== 'polling') set({ mode: 'polling' });
      schedulePoll();
    }
  };

  const schedulePoll = () => {
    stopPolling();
    const mine = run;
    pollTimer = setTimeout(() => {
      if (mine === run) void poll();
    }, POLL_INTERVAL_MS);
  };

  const poll = async () => {
    if (credential === null) return;
    const mine = run;
    controller = new AbortController();
    try {
      const view = await deps.fetchStatus(deps.orderId, credential, controller.signal);
      if (mine !== run) return;
      pollFailures = 0;
      if (stream) {
        // A stream attempt is open but has not delivered yet: keep the view, keep polling.
        apply(view, 'polling');
        if (state.mode === 'polling') schedulePoll();
        return;
      }
      apply(view, 'polling');
      if (state.mode !== 'polling') return;
      schedulePoll();
      if (now() >= resumeAt) connect();
    } catch (error) {
      if (mine !== run) return;
      const outcome = outcomeOf(error);
      if (outcome !== 'failed') return end(outcome);
      pollFailures++;
      if (pollFailures >= MAX_POLL_FAILURES) return end('not-tracking');
      schedulePoll();
    }
  };

  /** Find which known credential the server accepts for the order; any other answer than 404 decides. */
  const locate = async () => {
    const mine = run;
    controller = new AbortController();
    const signal = controller.signal;
    for (const candidate of deps.credentials) {
      try {
        const view = await deps.fetchStatus(deps.orderId, candidate, signal);
        if (mine !== run) return;
        credential = candidate;
        deps.onFound?.(view, candidate);
        apply(view, 'none');
        if (state.mode !== 'finished') connect();
        return;
      } catch (error) {
        if (mine !== run) return;
        const outcome = outcomeOf(error);
        if (outcome === 'not-found') continue;
        return end(outcome === 'restricted' ? 'restricted' : 'not-tracking');
      }
    }
    end('not-found');
  };

  const start = () => {
    halt();
    pollFailures = 0;
    resumeDelay = RESUME_DELAY_MS;
    resumeAt = 0;
    set({ phase: 'loading', mode: 'none' });
    if (credential !== null) {
      // Refresh after the order was found: one status call, then the stream again.
      const known = credential;
      const mine = run;
      controller = new AbortController();
      deps.fetchStatus(deps.orderId, known, controller.signal).then(
        (view) => {
          if (mine !== run) return;
          apply(view, 'none');
          if (state.mode !== 'finished') connect();
        },
        (error: unknown) => {
          if (mine !== run) return;
          const outcome = outcomeOf(error);
          end(outcome === 'failed' ? 'not-tracking' : outcome);
        },
      );
      return;
    }
    void locate();
  };

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start,
    refresh: start,
    stop: halt,
  };
}
