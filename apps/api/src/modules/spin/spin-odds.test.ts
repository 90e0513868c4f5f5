import { describe, expect, it } from 'vitest';
import { chancePercent, periodKey, pickSegment } from './spin-odds.ts';

/** A small seeded generator (mulberry32), so the statistical check is the same on every run. */
function seeded(seed: number) {
  let state = seed;
  return (max: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * max);
  };
}

describe('pickSegment', () => {
  it('gives each segment exactly its weight of the possible draws', () => {
    const weights = [50, 25, 15, 10];
    const counts = [0, 0, 0, 0];
    for (let draw = 0; draw < 100; draw += 1) counts[pickSegment(weights, () => draw)]! += 1;
    expect(counts).toEqual(weights);
  });

  it('over 20,000 random draws lands within 1.5 points of each published chance', () => {
    const weights = [50, 25, 15, 10];
    const random = seeded(197);
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 20_000; i += 1) counts[pickSegment(weights, random)]! += 1;
    counts.forEach((count, index) => expect(Math.abs(count / 200 - weights[index]!)).toBeLessThan(1.5));
  });

  it('refuses a draw outside the total weight', () => {
    expect(() => pickSegment([1, 1], () => 2)).toThrow();
  });
});

describe('chancePercent and periodKey', () => {
  it('publishes chances to one decimal place', () => {
    expect([1, 1, 1].map((w) => chancePercent(w, [1, 1, 1]))).toEqual([33.3, 33.3, 33.3]);
  });

  it('counts a daily period by the local date', () => {
    expect(periodKey('daily', new Date('2026-11-25T12:59:00Z'), 'Australia/Sydney')).toBe('2026-11-25');
    expect(periodKey('daily', new Date('2026-11-25T13:00:00Z'), 'Australia/Sydney')).toBe('2026-11-26');
    expect(periodKey('campaign', new Date(), 'Australia/Sydney')).toBe('campaign');
  });
});
