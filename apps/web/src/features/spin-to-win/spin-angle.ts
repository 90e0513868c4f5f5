import type { SpinSegment } from '@storefront/contract';

/** Whole turns the wheel makes before it stops. */
export const SPIN_TURNS = 5;

/** Each segment's slice of the wheel, in degrees clockwise from the pointer at the top: as wide as its odds. */
export function slicesOf(segments: readonly Pick<SpinSegment, 'weight'>[]) {
  const total = segments.reduce((sum, s) => sum + s.weight, 0);
  let start = 0;
  return segments.map((segment) => {
    const sweep = (segment.weight / total) * 360;
    const slice = { start, end: start + sweep, middle: start + sweep / 2 };
    start += sweep;
    return slice;
  });
}

/** The rotation that stops a segment's middle under the pointer after SPIN_TURNS whole turns. */
export function restingAngle(segments: readonly Pick<SpinSegment, 'weight'>[], index: number): number {
  const slice = slicesOf(segments)[index];
  if (!slice) return 0;
  return SPIN_TURNS * 360 + (360 - slice.middle);
}
