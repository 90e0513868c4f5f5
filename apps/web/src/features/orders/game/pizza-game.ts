// The Hawaiian pizza game, as pure functions: toppings fall, the player slides a pizza base to catch
// pineapple and ham and to dodge anchovies. Coordinates are fractions of the play area (x: 0 left,
// 1 right; y: 0 top, 1 bottom), time is milliseconds, randomness is a seeded generator kept in the
// state, so a game replays exactly in tests.

export type ToppingKind = 'pineapple' | 'ham' | 'anchovy';

export interface Topping {
  id: number;
  kind: ToppingKind;
  x: number;
  y: number;
  /** Fall speed in play-area heights per second. */
  speed: number;
}

export type GameStatus = 'ready' | 'playing' | 'paused' | 'over';

export type GameEvent =
  | { type: 'caught'; kind: ToppingKind }
  | { type: 'missed'; kind: ToppingKind }
  | { type: 'over'; score: number; best: number };

export interface GameState {
  status: GameStatus;
  /** Centre of the pizza base. */
  baseX: number;
  score: number;
  lives: number;
  best: number;
  toppings: Topping[];
  nextId: number;
  /** Milliseconds until the next topping drops. */
  spawnIn: number;
  seed: number;
  /** What happened in the last step (for the live score announcements). */
  events: GameEvent[];
}

export interface StepOptions {
  /** prefers-reduced-motion: toppings fall more slowly. */
  reducedMotion?: boolean;
}

export const START_LIVES = 3;
export const BASE_WIDTH = 0.26;
export const BASE_Y = 0.86;
export const TOPPING_SIZE = 0.08;
/** Base movement for held keys or buttons, play-area widths per second. */
export const BASE_SPEED = 1.1;
/** One key press or button tap. */
export const NUDGE = 0.08;
export const FIRST_SPAWN_MS = 600;
export const REDUCED_MOTION_FACTOR = 0.55;
/** Longest step taken at once (a background tab must not teleport toppings). */
export const MAX_STEP_MS = 50;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const HALF_BASE = BASE_WIDTH / 2;

/** mulberry32: a small seeded generator; returns the value and the next seed. */
export function random(seed: number): [value: number, seed: number] {
  const next = (seed + 0x6d2b79f5) | 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [((t ^ (t >>> 14)) >>> 0) / 4294967296, next];
}

export function newGame(seed: number, best = 0): GameState {
  return {
    status: 'ready',
    baseX: 0.5,
    score: 0,
    lives: START_LIVES,
    best,
    toppings: [],
    nextId: 1,
    spawnIn: FIRST_SPAWN_MS,
    seed,
    events: [],
  };
}

export function startGame(state: GameState): GameState {
  if (state.status === 'playing') return state;
  if (state.status === 'paused') return { ...state, status: 'playing', events: [] };
  return { ...newGame(state.seed, state.best), status: 'playing' };
}

export function pauseGame(state: GameState): GameState {
  return state.status === 'playing' ? { ...state, status: 'paused', events: [] } : state;
}

/** Start, pause or resume: the one key (Space) and the one button. */
export const toggleGame = (state: GameState): GameState =>
  state.status === 'playing' ? pauseGame(state) : startGame(state);

export function moveBaseTo(state: GameState, x: number): GameState {
  if (state.status !== 'playing') return state;
  return { ...state, baseX: clamp(x, HALF_BASE, 1 - HALF_BASE) };
}

export const nudgeBase = (state: GameState, direction: -1 | 1): GameState =>
  moveBaseTo(state, state.baseX + direction * NUDGE);

/** Time between drops: quicker as the score grows. */
export const spawnInterval = (score: number): number => Math.max(520, 1150 - score * 30);

/** Fall speed: faster as the score grows; slower with reduced motion. */
export function fallSpeed(score: number, reducedMotion = false): number {
  const speed = Math.min(0.75, 0.3 + score * 0.015);
  return reducedMotion ? speed * REDUCED_MOTION_FACTOR : speed;
}

function pickKind(value: number): ToppingKind {
  if (value < 0.45) return 'pineapple';
  if (value < 0.85) return 'ham';
  return 'anchovy';
}

/** Whether a topping at this x, having reached the base's height, lands on the base. */
export const landsOnBase = (toppingX: number, baseX: number): boolean =>
  Math.abs(toppingX - baseX) <= HALF_BASE + TOPPING_SIZE / 2;

/**
 * Advance the game by `ms` with the base moving in `direction` (held keys or buttons). Toppings
 * reaching the base are caught (pineapple and ham score, an anchovy costs a life); pineapple or
 * ham reaching the floor costs a life. No lives left: game over.
 */
export function stepGame(
  state: GameState,
  ms: number,
  direction: -1 | 0 | 1 = 0,
  options: StepOptions = {},
): GameState {
  if (state.status !== 'playing') return state.events.length ? { ...state, events: [] } : state;
  const dt = clamp(ms, 0, MAX_STEP_MS);
  const seconds = dt / 1000;
  const baseX = clamp(state.baseX + direction * BASE_SPEED * seconds, HALF_BASE, 1 - HALF_BASE);
  let { score, lives, seed, nextId, spawnIn } = state;
  const events: GameEvent[] = [];
  const toppings: Topping[] = [];

  for (const topping of state.toppings) {
    const y = topping.y + topping.speed * seconds;
    const crossedBase = topping.y < BASE_Y && y >= BASE_Y;
    if (crossedBase && landsOnBase(topping.x, baseX)) {
      if (topping.kind === 'anchovy') lives--;
      else score++;
      events.push({ type: 'caught', kind: topping.kind });
      continue;
    }
    if (y > 1) {
      if (topping.kind !== 'anchovy') {
        lives--;
        events.push({ type: 'missed', kind: topping.kind });
      }
      continue;
    }
    toppings.push({ ...topping, y });
  }

  spawnIn -= dt;
  if (spawnIn <= 0) {
    let kindValue: number;
    let xValue: number;
    [kindValue, seed] = random(seed);
    [xValue, seed] = random(seed);
    const margin = TOPPING_SIZE / 2;
    toppings.push({
      id: nextId++,
      kind: pickKind(kindValue),
      x: margin + xValue * (1 - 2 * margin),
      y: 0,
      speed: fallSpeed(score, options.reducedMotion),
    });
    spawnIn += spawnInterval(score);
  }

  if (lives <= 0) {
    const best = Math.max(state.best, score);
    events.push({ type: 'over', score, best });
    return { ...state, status: 'over', baseX, score, lives: 0, best, toppings: [], seed, nextId, spawnIn, events };
  }
  return { ...state, baseX, score, lives, toppings, seed, nextId, spawnIn, events };
}

const TOPPING_NAME: Record<ToppingKind, string> = { pineapple: 'pineapple', ham: 'ham', anchovy: 'anchovy' };

/** One sentence for screen readers about what just happened, or null when nothing did. */
export function describeEvents(events: readonly GameEvent[], state: Pick<GameState, 'score' | 'lives'>): string | null {
  const over = events.find((e) => e.type === 'over');
  if (over && over.type === 'over') return `Game over. You scored ${over.score}. Best ${over.best}.`;
  const last = events.at(-1);
  if (!last) return null;
  const lives = `${state.lives} ${state.lives === 1 ? 'life' : 'lives'} left`;
  if (last.type === 'caught' && last.kind === 'anchovy') return `Oops, an anchovy. ${lives}.`;
  if (last.type === 'caught') return `Caught ${TOPPING_NAME[last.kind]}. Score ${state.score}.`;
  if (last.type === 'missed') return `Missed the ${TOPPING_NAME[last.kind]}. ${lives}.`;
  return null;
}
