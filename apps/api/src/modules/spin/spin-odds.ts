import { randomInt } from 'node:crypto';

/** Draws a whole number in [0, max): crypto.randomInt in production, a fixed source in tests. */
export type RandomSource = (max: number) => number;
export const cryptoRandom: RandomSource = (max) => randomInt(max);

/** The segment a draw lands on: each segment owns as many of the draws as its weight. */
export function pickSegment(weights: readonly number[], random: RandomSource): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let draw = random(total);
  for (const [index, weight] of weights.entries()) {
    if (draw < weight) return index;
    draw -= weight;
  }
  throw new Error(`A draw of ${draw} is outside the total weight ${total}`);
}

/** A segment's published chance in percent, to one decimal place. */
export function chancePercent(weight: number, weights: readonly number[]): number {
  const total = weights.reduce((sum, w) => sum + w, 0);
  return Math.round((weight / total) * 1000) / 10;
}

/** The period a spin counts in: the campaign's local date for a daily campaign, else the campaign itself. */
export function periodKey(period: 'daily' | 'campaign', at: Date, timeZone: string): string {
  if (period === 'campaign') return 'campaign';
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
