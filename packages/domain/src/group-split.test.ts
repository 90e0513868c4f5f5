import { describe, expect, it } from 'vitest';
import { splitGroupTotal, type SplitPerson } from './group-split.ts';

const people = (...subtotals: number[]): SplitPerson[] =>
  subtotals.map((subtotalCents, joinedOrder) => ({ id: `p${joinedOrder}`, subtotalCents, joinedOrder }));
const amounts = (total: number, list: SplitPerson[]) => splitGroupTotal(total, list).map((s) => s.amountCents);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** A small deterministic generator, so the property runs are the same on every machine. */
function random(seed: number) {
  let state = seed;
  return (max: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % max;
  };
}

describe('splitGroupTotal (decision 211)', () => {
  it('gives each person their lines when there is nothing to share out', () => {
    expect(amounts(3000, people(1000, 2000))).toEqual([1000, 2000]);
  });

  it('adds a delivery fee in proportion to the lines', () => {
    // 1000 + 3000 of lines, 800 delivery: 1000 + 200 and 3000 + 600.
    expect(amounts(4800, people(1000, 3000))).toEqual([1200, 3600]);
  });

  it('takes a voucher off in proportion to the lines', () => {
    // 20 % off 1500 + 2500: 1200 and 2000.
    expect(amounts(3200, people(1500, 2500))).toEqual([1200, 2000]);
  });

  it('gives left-over cents to the largest remainders', () => {
    // 1000 split 1:1:1 -> 333.33 each: the one cent left goes to the earliest joined (all tie).
    expect(amounts(1000, people(500, 500, 500))).toEqual([334, 333, 333]);
    // 1001 by 1:2 -> 333.67 and 667.33: the cent goes to the larger remainder (the first).
    expect(amounts(1001, people(100, 200))).toEqual([334, 667]);
    // 1000 by 1:2 -> 333.33 and 666.67: the cent goes to the second, its remainder is larger.
    expect(amounts(1000, people(100, 200))).toEqual([333, 667]);
  });

  it('breaks equal remainders by joining order, not by list position', () => {
    const list: SplitPerson[] = [
      { id: 'late', subtotalCents: 500, joinedOrder: 2 },
      { id: 'host', subtotalCents: 500, joinedOrder: 0 },
      { id: 'mid', subtotalCents: 500, joinedOrder: 1 },
    ];
    expect(splitGroupTotal(1001, list)).toEqual([
      { id: 'late', amountCents: 333 },
      { id: 'host', amountCents: 334 },
      { id: 'mid', amountCents: 334 },
    ]);
  });

  it('charges a person with no lines nothing, and an empty group nothing', () => {
    expect(amounts(1200, people(0, 1000, 0))).toEqual([0, 1200, 0]);
    expect(amounts(0, people(0, 0))).toEqual([0, 0]);
    expect(() => amounts(500, people(0, 0))).toThrow(RangeError);
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => amounts(10.5, people(1))).toThrow(RangeError);
    expect(() => amounts(-1, people(1))).toThrow(RangeError);
    expect(() => amounts(10, people(-5, 15))).toThrow(RangeError);
  });

  it('always sums to the total, stays within a cent of the exact share, and repeats itself', () => {
    const next = random(20);
    for (let run = 0; run < 2000; run += 1) {
      const list = people(...Array.from({ length: 1 + next(10) }, () => (next(4) === 0 ? 0 : 1 + next(20_000))));
      const weight = sum(list.map((p) => p.subtotalCents));
      if (weight === 0) continue;
      const total = next(2) === 0 ? weight + next(1500) : Math.max(0, weight - next(weight + 1));
      const shares = amounts(total, list);
      expect(sum(shares)).toBe(total);
      list.forEach((person, i) => {
        const exact = (total * person.subtotalCents) / weight;
        expect(Math.abs(shares[i]! - exact)).toBeLessThan(1);
      });
      expect(amounts(total, list)).toEqual(shares);
    }
  });

  it('keeps a larger subtotal from paying less', () => {
    const next = random(7);
    for (let run = 0; run < 500; run += 1) {
      const list = people(...Array.from({ length: 2 + next(6) }, () => 1 + next(5000)));
      const total = sum(list.map((p) => p.subtotalCents)) + next(900);
      const shares = amounts(total, list);
      list.forEach((a, i) =>
        list.forEach((b, j) => {
          if (a.subtotalCents > b.subtotalCents) expect(shares[i]).toBeGreaterThanOrEqual(shares[j]!);
        }),
      );
    }
  });

  it('handles totals far beyond any order without losing a cent', () => {
    const shares = amounts(9_999_999, people(3_333_333, 3_333_333, 3_333_334));
    expect(sum(shares)).toBe(9_999_999);
  });
});
