import { describe, expect, it } from 'vitest';
import { MAX_STREET_OFFSET_METRES, streetCoordinates, type Point } from './street-coordinates.ts';

const parramatta = { id: 2778, latitude: -33.814463, longitude: 151.006506 };

/** Great-circle distance in metres. */
function metresBetween(a: Point, b: Point): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(h));
}

describe('streetCoordinates', () => {
  it('places a locality-only address on the locality point', () => {
    expect(streetCoordinates(parramatta, null)).toEqual({
      latitude: parramatta.latitude,
      longitude: parramatta.longitude,
    });
  });

  it('gives the same street line the same point every time', () => {
    expect(streetCoordinates(parramatta, '12 Smith Street')).toEqual(streetCoordinates(parramatta, '12 Smith Street'));
  });

  it('gives different streets different points', () => {
    const points = ['12 Smith Street', '12 Church Street', '12 George Street', '5/10 Church Road'].map((street) =>
      JSON.stringify(streetCoordinates(parramatta, street)),
    );
    expect(new Set(points).size).toBe(points.length);
  });

  it('keeps houses on one street closer together than the whole spread', () => {
    const a = streetCoordinates(parramatta, '12 Smith Street');
    const b = streetCoordinates(parramatta, '14 Smith Street');
    expect(a).not.toEqual(b);
    expect(metresBetween(a, b)).toBeLessThanOrEqual(2 * (MAX_STREET_OFFSET_METRES - 700));
  });

  it(`stays within ${MAX_STREET_OFFSET_METRES} m of the locality, at any latitude`, () => {
    const localities = [
      parramatta,
      { id: 1, latitude: -12.46, longitude: 130.84 },
      { id: 2, latitude: -43.3, longitude: 147.3 },
    ];
    for (const locality of localities) {
      for (let n = 1; n <= 500; n++) {
        const point = streetCoordinates(locality, `${n} Street ${n % 37} Road`);
        expect(metresBetween(locality, point)).toBeLessThanOrEqual(MAX_STREET_OFFSET_METRES);
      }
    }
  });

  it('spreads streets over the area rather than one ring', () => {
    const distances = Array.from({ length: 200 }, (_, n) =>
      metresBetween(parramatta, streetCoordinates(parramatta, `1 Lane ${n} Avenue`)),
    );
    expect(Math.min(...distances)).toBeLessThan(300);
    expect(Math.max(...distances)).toBeGreaterThan(600);
  });
});
