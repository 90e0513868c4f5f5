import { describe, expect, it } from 'vitest';
import { restingAngle, slicesOf, SPIN_TURNS } from './spin-angle.ts';

const SEGMENTS = [{ weight: 50 }, { weight: 25 }, { weight: 15 }, { weight: 10 }];

describe('the wheel geometry', () => {
  it('gives each segment a slice as wide as its odds, clockwise from the pointer', () => {
    expect(slicesOf(SEGMENTS).map((s) => [s.start, s.end])).toEqual([
      [0, 180],
      [180, 270],
      [270, 324],
      [324, 360],
    ]);
  });

  it("stops each segment's middle under the pointer after the whole turns", () => {
    SEGMENTS.forEach((_, index) => {
      const angle = restingAngle(SEGMENTS, index);
      const middle = slicesOf(SEGMENTS)[index]!.middle;
      expect((angle + middle) % 360).toBeCloseTo(0);
      expect(angle).toBeGreaterThanOrEqual(SPIN_TURNS * 360);
    });
  });
});
