import { describe, expect, it } from 'vitest';
import {
  BASE_Y,
  describeEvents,
  fallSpeed,
  FIRST_SPAWN_MS,
  moveBaseTo,
  newGame,
  nudgeBase,
  pauseGame,
  REDUCED_MOTION_FACTOR,
  START_LIVES,
  startGame,
  stepGame,
  toggleGame,
  type GameState,
  type Topping,
} from './pizza-game.ts';

const playing = (over: Partial<GameState> = {}): GameState => ({ ...startGame(newGame(42)), ...over });
const topping = (over: Partial<Topping>): Topping => ({ id: 99, kind: 'pineapple', x: 0.5, y: 0, speed: 1, ...over });

describe('game flow', () => {
  it('starts ready, plays, pauses, resumes and restarts keeping the best score', () => {
    const ready = newGame(1, 7);
    expect(ready).toMatchObject({ status: 'ready', score: 0, lives: START_LIVES, best: 7 });
    const started = toggleGame(ready);
    expect(started.status).toBe('playing');
    const paused = toggleGame({ ...started, score: 4 });
    expect(paused).toMatchObject({ status: 'paused', score: 4 });
    expect(toggleGame(paused)).toMatchObject({ status: 'playing', score: 4 });
    const again = startGame({ ...paused, status: 'over', best: 9 });
    expect(again).toMatchObject({ status: 'playing', score: 0, lives: START_LIVES, best: 9 });
    expect(pauseGame(ready)).toBe(ready);
  });

  it('does nothing while not playing', () => {
    const paused = pauseGame(playing({ toppings: [topping({ y: 0.5 })] }));
    expect(stepGame(paused, 50).toppings[0]!.y).toBe(0.5);
    expect(moveBaseTo(paused, 0.1).baseX).toBe(0.5);
  });

  it('drops a topping after the first wait, the same way for the same seed', () => {
    const a = stepGame(playing({ spawnIn: 10 }), 20);
    const b = stepGame(playing({ spawnIn: 10 }), 20);
    expect(a.toppings).toHaveLength(1);
    expect(a.toppings).toEqual(b.toppings);
    expect(a.toppings[0]!.y).toBe(0);
    expect(newGame(1).spawnIn).toBe(FIRST_SPAWN_MS);
  });
});

describe('moving the base', () => {
  it('moves with held keys and stays on the board', () => {
    const moved = stepGame(playing(), 50, 1);
    expect(moved.baseX).toBeGreaterThan(0.5);
    expect(moveBaseTo(playing(), -5).baseX).toBeCloseTo(0.13);
    expect(moveBaseTo(playing(), 5).baseX).toBeCloseTo(0.87);
    expect(nudgeBase(playing(), -1).baseX).toBeCloseTo(0.42);
  });
});

describe('catching and missing', () => {
  const falling = (over: Partial<Topping>) =>
    playing({ spawnIn: 10_000, toppings: [topping({ y: BASE_Y - 0.01, ...over })] });

  it('scores pineapple and ham that land on the base', () => {
    const next = stepGame(falling({ kind: 'ham' }), 50);
    expect(next).toMatchObject({ score: 1, lives: START_LIVES, toppings: [] });
    expect(next.events).toEqual([{ type: 'caught', kind: 'ham' }]);
    expect(describeEvents(next.events, next)).toBe('Caught ham. Score 1.');
  });

  it('an anchovy on the base costs a life', () => {
    const next = stepGame(falling({ kind: 'anchovy' }), 50);
    expect(next).toMatchObject({ score: 0, lives: START_LIVES - 1 });
    expect(describeEvents(next.events, next)).toBe('Oops, an anchovy. 2 lives left.');
  });

  it('toppings beside the base fall past it; pineapple on the floor costs a life, an anchovy does not', () => {
    const past = stepGame(falling({ x: 0.05 }), 50);
    expect(past.toppings).toHaveLength(1);
    const floor = stepGame(playing({ spawnIn: 10_000, toppings: [topping({ x: 0.05, y: 0.99 })] }), 50);
    expect(floor).toMatchObject({ lives: START_LIVES - 1, toppings: [] });
    expect(describeEvents(floor.events, floor)).toBe('Missed the pineapple. 2 lives left.');
    const fish = stepGame(playing({ spawnIn: 10_000, toppings: [topping({ kind: 'anchovy', x: 0.05, y: 0.99 })] }), 50);
    expect(fish.lives).toBe(START_LIVES);
  });

  it('ends the game at no lives and keeps the best score', () => {
    const last = playing({ lives: 1, score: 12, best: 5, spawnIn: 10_000, toppings: [topping({ x: 0.05, y: 0.99 })] });
    const over = stepGame(last, 50);
    expect(over).toMatchObject({ status: 'over', lives: 0, best: 12 });
    expect(describeEvents(over.events, over)).toBe('Game over. You scored 12. Best 12.');
  });

  it('never jumps more than one short step (a background tab)', () => {
    const next = stepGame(playing({ spawnIn: 10_000, toppings: [topping({ y: 0.1, speed: 1 })] }), 5_000);
    expect(next.toppings[0]!.y).toBeCloseTo(0.15);
  });
});

describe('pace', () => {
  it('speeds up with the score and slows down for reduced motion', () => {
    expect(fallSpeed(20)).toBeGreaterThan(fallSpeed(0));
    expect(fallSpeed(0, true)).toBeCloseTo(fallSpeed(0) * REDUCED_MOTION_FACTOR);
    const calm = stepGame(playing({ spawnIn: 1 }), 5, 0, { reducedMotion: true });
    expect(calm.toppings[0]!.speed).toBeCloseTo(fallSpeed(0, true));
  });
});
