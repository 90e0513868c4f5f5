// Work the first screen does not need (the error-reporting SDK, the service worker, the session and
// live-order watches, the analytics sender, in-app messages, the photos of a menu behind an open
// builder) starts once the first screen has been drawn: the browser's first idle moment after the
// app mounted with no data call of the screen still under way, then a frame. Started at the load
// event or the mount, its twenty-odd requests and their scripts ran while a product page was still
// drawing its builder, on a slow phone taking bandwidth and main thread from it (decision 228).
// Once started, what waited runs one piece per task: together (photos for two dozen cards, the
// footer, in-app messages, the error-reporting SDK) they made one long task a tap had to wait out.

type Task = () => void;
type IdleWindow = Pick<Window, 'setTimeout' | 'requestAnimationFrame'> & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
};

/** At most this long after the mount before the work starts, however busy the page stays. */
export const BACKGROUND_WORK_LATEST_MS = 2000;
/** Where the browser has no idle callback (Safari): this long after the mount. */
export const BACKGROUND_WORK_FALLBACK_MS = 300;

let started = false;
const waiting: Task[] = [];
/** The next piece of waiting work, while some is left. */
let nextPiece: ReturnType<typeof setTimeout> | undefined;

/** What keeps the first screen busy: the query client's calls in flight (query-client.ts registers them). */
interface Busy {
  isBusy(): boolean;
  /** Calls `listener` on every change; returns how to stop. */
  subscribe(listener: () => void): () => void;
}
let busy: Busy | null = null;

/** Background work waits while `source` is busy (and not past BACKGROUND_WORK_LATEST_MS). */
export function holdBackgroundWorkWhile(source: Busy): void {
  busy = source;
}

/** Whether background work has started: a component rendered after it needs not wait. */
export const backgroundWorkStarted = (): boolean => started;

/**
 * Runs `task` once background work has started (at once when it has). Returns how to take it back
 * while it still waits: an effect's cleanup.
 */
export function afterFirstScreen(task: Task): () => void {
  // Once started, at once, unless earlier work still waits its turn: then after it.
  if (started && waiting.length === 0) {
    task();
    return () => {};
  }
  waiting.push(task);
  return () => {
    const at = waiting.indexOf(task);
    if (at >= 0) waiting.splice(at, 1);
  };
}

/**
 * Starts the background work now (once): what waited runs in the order it was asked, the first
 * piece now and each next one in a task of its own, so the browser can paint and answer input
 * between them.
 */
export function startBackgroundWork(): void {
  if (started) return;
  started = true;
  runNextPiece();
}

function runNextPiece(): void {
  nextPiece = undefined;
  const task = waiting.shift();
  if (!task) return;
  // Scheduled first, so a piece that throws does not keep the rest from running.
  if (waiting.length > 0) nextPiece = setTimeout(runNextPiece, 0);
  task();
}

/**
 * Starts the background work once the app, just mounted, has drawn its first screen: at the
 * browser's next idle moment with no call of the screen in flight, after one more frame; at most
 * BACKGROUND_WORK_LATEST_MS from now.
 */
export function startBackgroundWorkWhenIdle(target: IdleWindow = window): void {
  target.setTimeout(startBackgroundWork, BACKGROUND_WORK_LATEST_MS);
  const afterNextFrame = () => target.requestAnimationFrame(() => target.setTimeout(startBackgroundWork, 0));
  const whenNotBusy = () => {
    const source = busy;
    if (!source?.isBusy()) return afterNextFrame();
    const stop = source.subscribe(() => {
      if (source.isBusy()) return;
      stop();
      afterNextFrame();
    });
  };
  if (target.requestIdleCallback) target.requestIdleCallback(whenNotBusy, { timeout: BACKGROUND_WORK_LATEST_MS });
  else target.setTimeout(whenNotBusy, BACKGROUND_WORK_FALLBACK_MS);
}

/** However the start-up goes (a configuration that never answers), the work starts by then. */
export const BACKGROUND_WORK_AT_THE_LATEST_MS = 10_000;

/** The safety net, set once at start-up. */
export function startBackgroundWorkAtTheLatest(target: Pick<Window, 'setTimeout'> = window): void {
  target.setTimeout(startBackgroundWork, BACKGROUND_WORK_AT_THE_LATEST_MS);
}

/** Tests only: back to before the start. */
export function resetBackgroundWork(): void {
  clearTimeout(nextPiece);
  nextPiece = undefined;
  started = false;
  waiting.length = 0;
  busy = null;
}
