import { describe, expect, it } from 'vitest';
import { loadGazetteer, toLocalities } from './gazetteer-data.ts';

const record = (overrides: Record<string, unknown>) => ({
  id: 1,
  postcode: '2150',
  locality: 'PARRAMATTA',
  state: 'NSW',
  lat: -33.81,
  long: 151.0,
  type: 'Delivery Area',
  ...overrides,
});

describe('toLocalities', () => {
  it('maps a record to display name, key and coordinates', () => {
    expect(toLocalities([record({ locality: 'HARRIS PARK', id: 2777 })])).toEqual([
      {
        id: 2777,
        name: 'Harris Park',
        key: 'HARRIS PARK',
        state: 'NSW',
        postcode: '2150',
        latitude: -33.81,
        longitude: 151.0,
      },
    ]);
  });

  it('skips records without coordinates, undeliverable types and malformed rows', () => {
    const kept = toLocalities([
      record({ id: 1, lat: 0 }),
      record({ id: 2, long: 0 }),
      record({ id: 3, type: 'Post Office Boxes' }),
      record({ id: 4, type: 'LVR' }),
      record({ id: 5, state: 'XYZ' }),
      record({ id: 6, postcode: '215' }),
      record({ id: 7, locality: '' }),
      'not a record',
      record({ id: 8, type: '' }),
    ]);
    expect(kept.map((locality) => locality.id)).toEqual([8]);
  });

  it('keeps one record per locality, postcode and state: the lowest id', () => {
    const kept = toLocalities([record({ id: 9 }), record({ id: 3 }), record({ id: 4, state: 'VIC' })]);
    expect(kept.map((locality) => locality.id).sort()).toEqual([3, 4]);
  });

  it('refuses data that is not a list', () => {
    expect(() => toLocalities({})).toThrow(/array/);
  });
});

describe('loadGazetteer', () => {
  it('loads the package data: deliverable localities with coordinates', async () => {
    const localities = await loadGazetteer();
    expect(localities.length).toBeGreaterThan(15_000);
    expect(localities.length).toBeLessThan(18_545);
    expect(localities.every((l) => l.latitude !== 0 && l.longitude !== 0)).toBe(true);
    const parramattas = localities.filter((l) => l.key === 'PARRAMATTA').map((l) => l.postcode);
    // 2124 is Parramatta's post-office-box postcode: no one orders a pizza there.
    expect(parramattas).toEqual(['2150']);
  });
});
