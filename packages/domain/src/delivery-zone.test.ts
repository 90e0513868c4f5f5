import { describe, expect, it } from 'vitest';
import { matchDeliveryZone, SUBURB_REACH_KM, type DeliveryZoneArea } from './delivery-zone.ts';
import { distanceKm, roundKm } from './geo.ts';

const parramattaStore = { latitude: -33.8136, longitude: 151.0034 };
const zone: DeliveryZoneArea = {
  radiusKm: 5,
  suburbs: [
    {
      suburbName: 'Parramatta',
      postcode: '2150',
      latitude: -33.8136,
      longitude: 151.0034,
      surchargeCents: 0,
      adjustmentTimeMinutes: 0,
    },
    {
      suburbName: 'Westmead',
      postcode: '2145',
      latitude: -33.8078,
      longitude: 150.9876,
      surchargeCents: 150,
      adjustmentTimeMinutes: 5,
    },
    // Listed although beyond the radius: the suburb list extends the zone.
    {
      suburbName: 'Castle Hill',
      postcode: '2154',
      latitude: -33.7316,
      longitude: 151.0045,
      surchargeCents: 300,
      adjustmentTimeMinutes: 15,
    },
  ],
};

describe('distanceKm', () => {
  it('measures Sydney CBD to Parramatta at about 20 km', () => {
    const km = distanceKm({ latitude: -33.8688, longitude: 151.2093 }, parramattaStore);
    expect(roundKm(km)).toBeGreaterThan(19);
    expect(roundKm(km)).toBeLessThan(21);
  });
  it('is zero for the same point', () => {
    expect(distanceKm(parramattaStore, parramattaStore)).toBe(0);
  });
});

describe('matchDeliveryZone', () => {
  it('matches a named suburb and postcode and carries its surcharge', () => {
    const match = matchDeliveryZone(parramattaStore, zone, {
      latitude: -33.8078,
      longitude: 150.9876,
      suburbName: 'WESTMEAD',
      postcode: '2145',
    });
    expect(match?.suburb?.surchargeCents).toBe(150);
    expect(match?.suburb?.adjustmentTimeMinutes).toBe(5);
  });

  it('extends beyond the radius to a listed suburb', () => {
    const castleHill = { latitude: -33.7316, longitude: 151.0045 };
    expect(distanceKm(parramattaStore, castleHill)).toBeGreaterThan(zone.radiusKm);
    expect(matchDeliveryZone(parramattaStore, zone, castleHill)?.suburb?.suburbName).toBe('Castle Hill');
  });

  it('uses the nearest listed suburb within reach when no name is given', () => {
    const nearWestmead = { latitude: -33.809, longitude: 150.985 };
    expect(matchDeliveryZone(parramattaStore, zone, nearWestmead)?.suburb?.suburbName).toBe('Westmead');
  });

  it('delivers inside the radius without a listed suburb, with no surcharge', () => {
    // About 4.5 km south, more than 2.5 km from every listed suburb.
    const point = { latitude: -33.8541, longitude: 151.0034 };
    expect(distanceKm(parramattaStore, point)).toBeLessThan(5);
    expect(matchDeliveryZone(parramattaStore, zone, point)).toEqual({ distanceKm: expect.any(Number), suburb: null });
  });

  it('does not deliver outside the radius and every suburb reach', () => {
    expect(matchDeliveryZone(parramattaStore, zone, { latitude: -33.8688, longitude: 151.2093 })).toBeNull();
  });

  it('reaches 2.5 km around a listed suburb', () => {
    expect(SUBURB_REACH_KM).toBe(2.5);
    // Just beyond reach north of Castle Hill and outside the radius.
    const beyond = { latitude: -33.7316 + 2.6 / 111.2, longitude: 151.0045 };
    expect(matchDeliveryZone(parramattaStore, zone, beyond)).toBeNull();
    const within = { latitude: -33.7316 + 2.4 / 111.2, longitude: 151.0045 };
    expect(matchDeliveryZone(parramattaStore, zone, within)?.suburb?.suburbName).toBe('Castle Hill');
  });
});

describe('matchDeliveryZone without suburb coordinates', () => {
  const named: DeliveryZoneArea = {
    radiusKm: 5,
    suburbs: [{ suburbName: 'Castle Hill', postcode: '2154', surchargeCents: 300, adjustmentTimeMinutes: 15 }],
  };
  it('matches by name and postcode only', () => {
    const castleHill = { latitude: -33.7316, longitude: 151.0045 };
    expect(matchDeliveryZone(parramattaStore, named, castleHill)).toBeNull();
    expect(
      matchDeliveryZone(parramattaStore, named, { ...castleHill, suburbName: 'Castle Hill', postcode: '2154' })?.suburb
        ?.surchargeCents,
    ).toBe(300);
    expect(
      matchDeliveryZone(parramattaStore, named, { ...castleHill, suburbName: 'Castle Hill', postcode: '2000' }),
    ).toBeNull();
  });
});
